import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import { badRequest } from '../http-errors';
import { decodeCursor, encodeCursor } from './page-cursor';
import { keyAttributesOf, type TableItem } from './table-item';
import { queryInput, type TableQuery } from './table-query';

export interface Page {
  items: TableItem[];
  /** Where the next page starts; absent on the last page. */
  nextCursor?: string;
}

/** The start key a cursor stands for, accepted only if it belongs to this query (page-cursor.ts). */
function startKeyOf(query: TableQuery, cursor: string | undefined) {
  const keys = keyAttributesOf(query.index);
  const attributes = query.index ? ['PK', 'SK', keys.partition, keys.sort] : ['PK', 'SK'];
  const range = query.sortKey && 'between' in query.sortKey ? query.sortKey.between : undefined;
  return decodeCursor(cursor, {
    attributes,
    partition: { [keys.partition]: query.partition },
    ...(range ? { sortKeyRange: { name: keys.sort, from: range[0], to: range[1] } } : {}),
  });
}

/** One page of one Query: a single request of at most `limit` items, continued by its cursor. */
export async function queryPage(query: TableQuery, page: { limit: number; cursor?: string }): Promise<Page> {
  const answer = await dynamo().send(
    new QueryCommand(queryInput(query, { startKey: startKeyOf(query, page.cursor), limit: page.limit })),
  );
  return { items: (answer.Items ?? []) as TableItem[], nextCursor: encodeCursor(answer.LastEvaluatedKey) };
}

/**
 * Several Queries read one after another (months of a calendar, a family's
 * children, users of several roles) as one paged list: each request is one
 * Query with a key condition; the cursor says which query it is in and where.
 */
export async function queryPagesInTurn(
  queries: readonly TableQuery[],
  page: { limit: number; cursor?: string },
): Promise<Page> {
  const [indexText = '0', keyText] = (page.cursor ?? '0.').split('.', 2);
  const first = Number(indexText);
  if (!/^\d+$/.test(indexText) || (page.cursor && first >= queries.length))
    throw badRequest('Invalid cursor');
  const items: TableItem[] = [];
  for (let index = first; index < queries.length; index++) {
    const query = queries[index]!;
    const startKey = index === first ? startKeyOf(query, keyText || undefined) : undefined;
    const answer = await dynamo().send(
      new QueryCommand(queryInput(query, { startKey, limit: page.limit - items.length })),
    );
    items.push(...((answer.Items ?? []) as TableItem[]));
    if (answer.LastEvaluatedKey)
      return { items, nextCursor: `${index}.${encodeCursor(answer.LastEvaluatedKey)}` };
    if (items.length >= page.limit && index + 1 < queries.length)
      return { items, nextCursor: `${index + 1}.` };
  }
  return { items };
}
