import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const middlewareName = 'benchDynamoMetering';

/** Commands that accept ReturnConsumedCapacity (everything the app sends but the table admin calls). */
const metered = new Set([
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactGetItemsCommand',
  'TransactWriteItemsCommand',
]);

export interface MeterReading {
  /** Commands in the order they were sent, by the low-level client's names, e.g. `GetItemCommand`. */
  commands: string[];
  /** Capacity units DynamoDB reported (ReturnConsumedCapacity TOTAL), summed. */
  capacityUnits: number;
  readCapacityUnits: number;
  writeCapacityUnits: number;
}

export interface DynamoMeter {
  /** Everything since the meter was installed. */
  total(): MeterReading;
  /** Everything since the last `take()` (or install), and starts a new reading. */
  take(): MeterReading;
  uninstall(): void;
}

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

function emptyReading(): MeterReading {
  return { commands: [], capacityUnits: 0, readCapacityUnits: 0, writeCapacityUnits: 0 };
}

const writeCommands = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/**
 * Adds a command's capacity. With `ReturnConsumedCapacity: 'TOTAL'` DynamoDB
 * (and DynamoDB Local) answers only `CapacityUnits`, without the read/write
 * split, so a command's units count as writes when it writes, reads otherwise.
 */
function add(reading: MeterReading, command: string, consumed: Capacity | Capacity[] | undefined): void {
  const writes = writeCommands.has(command);
  for (const capacity of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    const units = capacity.CapacityUnits ?? 0;
    reading.capacityUnits += units;
    reading.readCapacityUnits += capacity.ReadCapacityUnits ?? (writes ? 0 : units);
    reading.writeCapacityUnits += capacity.WriteCapacityUnits ?? (writes ? units : 0);
  }
}

/**
 * Counts every command the app's DocumentClient sends and the capacity
 * units each consumed. In bench mode it asks DynamoDB for them by adding
 * `ReturnConsumedCapacity: 'TOTAL'` to every command that takes it (the app
 * itself never asks). The `initialize` step runs once per command, before
 * the SDK's retries, so a retried request counts once.
 */
export function installDynamoMeter(client: DynamoDBDocumentClient): DynamoMeter {
  let total = emptyReading();
  let current = emptyReading();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? 'UnknownCommand';
      total.commands.push(name);
      current.commands.push(name);
      const input = args.input as Record<string, unknown>;
      if (metered.has(name) && input.ReturnConsumedCapacity === undefined)
        input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
      add(total, name, consumed);
      add(current, name, consumed);
      return result;
    },
    { step: 'initialize', name: middlewareName, priority: 'high' },
  );
  return {
    total: () => ({ ...total, commands: [...total.commands] }),
    take: () => {
      const reading = current;
      current = emptyReading();
      return reading;
    },
    uninstall: () => {
      client.middlewareStack.remove(middlewareName);
      total = emptyReading();
    },
  };
}
