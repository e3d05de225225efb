import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client';
import { badRequest } from './http-errors';
import { decodeCursor, encodeCursor } from './page-cursor';
import { tableName } from './runtime-config';

export interface IndexPartition {
  indexName: 'GSI1' | 'GSI2' | 'GSI3';
  value: string;
}

export interface PartitionsQuery {
  partitions: readonly IndexPartition[];
  /** Inclusive sort-key range on the index. */
  sortKeyFrom: string;
  sortKeyTo: string;
  limit: number;
  cursor?: string;
  filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> };
}

/**
 * Reads several index partitions one after another (months of a calendar, a
 * family's children) as one paged list: each page is a Query with a key
 * condition; the cursor says which partition it is in and where.
 */
export async function queryPartitions(
  query: PartitionsQuery,
): Promise<{ items: Record<string, unknown>[]; nextCursor?: string }> {
  const [indexText = '0', keyText] = (query.cursor ?? '0.').split('.', 2);
  const first = Number(indexText);
  if (!/^\d+$/.test(indexText) || (query.cursor && first >= query.partitions.length))
    throw badRequest('Invalid cursor');
  const items: Record<string, unknown>[] = [];
  for (let index = first; index < query.partitions.length; index++) {
    const partition = query.partitions[index]!;
    const pk = `${partition.indexName}PK`;
    const sk = `${partition.indexName}SK`;
    const startKey =
      index === first
        ? decodeCursor(keyText || undefined, {
            attributes: ['PK', 'SK', pk, sk],
            partition: { [pk]: partition.value },
            sortKeyRange: { name: sk, from: query.sortKeyFrom, to: query.sortKeyTo },
          })
        : undefined;
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: partition.indexName,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
        ExpressionAttributeNames: { '#pk': pk, '#sk': sk, ...query.filter?.names },
        ExpressionAttributeValues: {
          ':pk': partition.value,
          ':from': query.sortKeyFrom,
          ':to': query.sortKeyTo,
          ...query.filter?.values,
        },
        ExclusiveStartKey: startKey,
        Limit: query.limit - items.length,
      }),
    );
    items.push(...((answer.Items ?? []) as Record<string, unknown>[]));
    if (answer.LastEvaluatedKey)
      return { items, nextCursor: `${index}.${encodeCursor(answer.LastEvaluatedKey)}` };
    if (items.length >= query.limit && index + 1 < query.partitions.length)
      return { items, nextCursor: `${index + 1}.` };
  }
  return { items };
}
