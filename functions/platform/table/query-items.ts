import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import type { TableItem } from './table-item';
import { queryInput, type TableQuery } from './table-query';

/**
 * The pages of one Query, following LastEvaluatedKey until the partition (or
 * the query's limit) is exhausted. A caller that stops early reads no more.
 */
export async function* queryPages(query: TableQuery): AsyncGenerator<TableItem[]> {
  let startKey: Record<string, unknown> | undefined;
  let count = 0;
  do {
    const limit = query.limit === undefined ? undefined : query.limit - count;
    const answer = await dynamo().send(new QueryCommand(queryInput(query, { startKey, limit })));
    const items = (answer.Items ?? []) as TableItem[];
    count += items.length;
    yield items;
    startKey = answer.LastEvaluatedKey;
  } while (startKey && (query.limit === undefined || count < query.limit));
}

/** Every item of one Query (up to its limit), for partitions known to stay small. */
export async function queryAll(query: TableQuery): Promise<TableItem[]> {
  const items: TableItem[] = [];
  for await (const page of queryPages(query)) items.push(...page);
  return items;
}

/** Several Queries read one after another as one list, up to `limit` items in all. */
export async function queryAllInTurn(queries: readonly TableQuery[], limit: number): Promise<TableItem[]> {
  const items: TableItem[] = [];
  for (const query of queries) {
    if (items.length >= limit) break;
    items.push(...(await queryAll({ ...query, limit: limit - items.length })));
  }
  return items;
}

/**
 * The cap of the lists read whole on a request path (one student's invoices,
 * a family's, a student's lessons in a month): a bound on a request's work
 * should the data ever outgrow what these lists are meant for.
 */
export const smallListLimit = 5000;
