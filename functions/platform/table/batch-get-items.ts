import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';
import { projectionOf } from './get-item';

type Key = Record<string, string>;

const maxKeysPerRequest = 100;

/**
 * Reads many items by key: one BatchGetItem per 100 keys, retrying what
 * DynamoDB leaves unprocessed. Order of the answer is not the order of keys.
 */
export async function batchGetItems(
  keys: readonly Key[],
  /** Only these attributes of each item (an export reads a few fields of large items). */
  options: { attributes?: readonly string[] } = {},
): Promise<Record<string, unknown>[]> {
  const projection = options.attributes?.length ? projectionOf(options.attributes) : {};
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += maxKeysPerRequest) {
    let pending: Key[] | undefined = keys.slice(start, start + maxKeysPerRequest);
    for (let attempt = 0; pending?.length && attempt < 5; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const answer = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true, ...projection } },
        }),
      );
      items.push(...((answer.Responses?.[tableName()] ?? []) as Record<string, unknown>[]));
      pending = answer.UnprocessedKeys?.[tableName()]?.Keys as Key[] | undefined;
    }
    if (pending?.length) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed`);
  }
  return items;
}
