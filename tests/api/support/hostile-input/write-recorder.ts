import { dynamo } from '../../../../functions/platform/dynamo-client';

/**
 * Records every DynamoDB write the API makes that succeeds, with the keys it
 * wrote. The test runtime runs the domain handlers in the test's own process,
 * sharing the one DocumentClient `dynamo()` returns (as dynamo-request-counter
 * does), so a middleware on its stack sees each command; a write is recorded
 * once it has succeeded (a refused condition or a cancelled transaction
 * throws and is not). Keys read `PK | SK`, like the table dump's.
 */
export interface RecordedWrite {
  command: string;
  keys: string[];
}

export interface WriteRecorder {
  readonly writes: readonly RecordedWrite[];
  /** The writes recorded since `mark` (a length of `writes`). */
  since(mark: number): RecordedWrite[];
  uninstall(): void;
}

const middlewareName = 'hostileInputWriteRecorder';
const readCommand = /^(Get|BatchGet|TransactGet|Query|Scan|Describe|List)/;

type Item = Record<string, unknown> | undefined;

/** `PK | SK` of a key or item, whether still native or already marshalled (`{ S: … }`). */
function keyText(item: Item): string {
  const text = (value: unknown) =>
    typeof value === 'string' ? value : ((value as { S?: string } | undefined)?.S ?? JSON.stringify(value));
  return `${text(item?.PK)} | ${text(item?.SK)}`;
}

interface WriteInput {
  Item?: Item;
  Key?: Item;
  TransactItems?: { Put?: { Item?: Item }; Update?: { Key?: Item }; Delete?: { Key?: Item } }[];
  RequestItems?: Record<string, { PutRequest?: { Item?: Item }; DeleteRequest?: { Key?: Item } }[]>;
}

function writtenKeys(command: string, input: WriteInput): string[] {
  if (input.TransactItems)
    return input.TransactItems.flatMap((entry) => {
      if (entry.Put) return [keyText(entry.Put.Item)];
      if (entry.Update) return [keyText(entry.Update.Key)];
      if (entry.Delete) return [keyText(entry.Delete.Key)];
      return []; // a ConditionCheck writes nothing
    });
  if (input.RequestItems)
    return Object.values(input.RequestItems)
      .flat()
      .map((request) => keyText(request.PutRequest?.Item ?? request.DeleteRequest?.Key));
  if (input.Item) return [keyText(input.Item)];
  if (input.Key) return [keyText(input.Key)];
  return [`${command}: keys unknown`];
}

/** Install after the test runtime has started (the client must see the local endpoint). */
export function installWriteRecorder(): WriteRecorder {
  const writes: RecordedWrite[] = [];
  const stack = dynamo().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const command = context.commandName ?? 'UnknownCommand';
      if (!readCommand.test(command))
        writes.push({ command, keys: writtenKeys(command, args.input as WriteInput) });
      return result;
    },
    { step: 'initialize', name: middlewareName },
  );
  return {
    writes,
    since: (mark) => writes.slice(mark),
    uninstall: () => stack.remove(middlewareName),
  };
}
