import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client';

/**
 * Every item of one Query, following LastEvaluatedKey. Only for partitions
 * known to stay small (one student's invoices or lessons in a period); lists
 * that can grow with the school are paged instead.
 */
export async function queryAll(
  input: QueryCommandInput,
  maxItems = 5000,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const answer = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((answer.Items ?? []) as Record<string, unknown>[]));
    startKey = answer.LastEvaluatedKey;
  } while (startKey && items.length < maxItems);
  return items;
}
