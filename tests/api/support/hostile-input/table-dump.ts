import { DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { tableName } from '../../../../functions/platform/runtime-config';

/**
 * The whole table, read with a Scan from the test process (the product never
 * scans; a test may). Items are keyed `PK | SK` and written as canonical JSON
 * (keys and string sets sorted), so two dumps compare exactly.
 */
export type TableDump = ReadonlyMap<string, string>;

let client: DynamoDBClient | undefined;

/** The local runtime must have started: it puts DynamoDB Local's endpoint and the table name in the environment. */
function dynamoClient(): DynamoDBClient {
  client ??= new DynamoDBClient({});
  return client;
}

export function closeTableClient(): void {
  client?.destroy();
  client = undefined;
}

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(
      entries.map(([key, inner]) => [
        key,
        // String, number and binary sets come back in any order.
        (key === 'SS' || key === 'NS') && Array.isArray(inner)
          ? [...(inner as string[])].sort()
          : canonical(inner),
      ]),
    );
  }
  return value;
}

const keyOf = (item: Record<string, AttributeValue>) => `${item.PK?.S ?? '?'} | ${item.SK?.S ?? '?'}`;

export async function dumpTable(): Promise<TableDump> {
  const items = new Map<string, string>();
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) items.set(keyOf(item), JSON.stringify(canonical(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface TableChange {
  kind: 'added' | 'changed' | 'removed';
  /** `PK | SK` */
  key: string;
  before?: string;
  after?: string;
}

/** What changed between two dumps, leaving out items whose `PK | SK` starts with one of `ignoredPrefixes`. */
export function tableChanges(
  before: TableDump,
  after: TableDump,
  ignoredPrefixes: readonly string[] = [],
): TableChange[] {
  const ignored = (key: string) => ignoredPrefixes.some((prefix) => key.startsWith(prefix));
  const changes: TableChange[] = [];
  for (const [key, item] of after) {
    if (ignored(key)) continue;
    const previous = before.get(key);
    if (previous === undefined) changes.push({ kind: 'added', key, after: item });
    else if (previous !== item) changes.push({ kind: 'changed', key, before: previous, after: item });
  }
  for (const [key, item] of before)
    if (!after.has(key) && !ignored(key)) changes.push({ kind: 'removed', key, before: item });
  return changes;
}

/** One line per change, items shortened, for a failure message. */
export function describeChanges(changes: readonly TableChange[]): string[] {
  return changes.map((change) =>
    change.kind === 'changed'
      ? `changed ${change.key}: ${change.before!.slice(0, 300)} → ${change.after!.slice(0, 300)}`
      : `${change.kind} ${change.key}: ${(change.after ?? change.before)!.slice(0, 400)}`,
  );
}
