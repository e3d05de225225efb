import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';

type Key = { PK: string; SK: string };

/** Deletes items by key, 25 per BatchWriteItem, retrying what DynamoDB leaves unprocessed. */
export async function batchDeleteKeys(keys: readonly Key[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    let pending = keys.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt >= 5) throw new Error(`BatchWriteItem left ${pending.length} deletes unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (answer.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
}
