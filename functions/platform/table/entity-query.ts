import { QueryCommand, type Condition, type Entity, type FormattedItem } from 'dynamodb-toolbox';
import { badRequest } from '../http-errors';
import { decodeCursor, encodeCursor } from './page-cursor';
import { schoolTable } from './school-table';
import { keyAttributesOf, type IndexName } from './table-item';

/**
 * The cap of the lists read whole on a request path (one student's invoices,
 * a family's, a student's lessons in a month): a bound on a request's work
 * should the data ever outgrow what these lists are meant for.
 */
export const smallListLimit = 5000;

/** A condition on the sort key; string keys compare by their UTF-8 bytes. */
export type SortKeyCondition =
  | { beginsWith: string }
  /** Inclusive at both ends. */
  | { between: readonly [from: string, to: string] }
  | { atLeast: string }
  | { below: string };

/**
 * One partition of the table or of an index, read as the items of one entity, in sort-key order.
 *
 * The functions below take it as `NoInfer<EntityQuery<E>>`: the entity argument alone fixes `E`.
 * Inferred from the query too, the compiler related its `filter` (a dynamodb-toolbox Condition, a
 * union over every attribute and operator) to the entity's structurally: 27 s of the type check for
 * one call with the lesson's 35 attributes, against 2 s for the whole lesson module with NoInfer.
 */
export interface EntityQuery<E extends Entity> {
  index?: IndexName;
  partition: string;
  sortKey?: SortKeyCondition;
  /** A condition on the entity's attributes, applied after the key condition (no cheaper a read). */
  filter?: Condition<E>;
  newestFirst?: boolean;
  consistentRead?: boolean;
  /** At most this many items in all (each request asks only for what is still missing). */
  limit?: number;
  /**
   * Only these attributes of each item (a projection), when the rest of large items is not needed or an
   * index copies only some of them; the items read carry those attributes alone.
   */
  attributes?: readonly string[];
}

export interface EntityPage<E extends Entity> {
  items: FormattedItem<E>[];
  /** Where the next page starts; absent on the last page. */
  nextCursor?: string;
}

type ToolboxRange = { beginsWith: string } | { between: [string, string] } | { gte: string } | { lt: string };

function rangeOf(condition: SortKeyCondition | undefined): ToolboxRange | undefined {
  if (!condition) return undefined;
  if ('beginsWith' in condition) return { beginsWith: condition.beginsWith };
  if ('between' in condition) return { between: [condition.between[0], condition.between[1]] };
  if ('atLeast' in condition) return { gte: condition.atLeast };
  return { lt: condition.below };
}

/** One request of the query: at most `limit` items, from `startKey`. */
async function queryOnce<E extends Entity>(
  entity: E,
  query: NoInfer<EntityQuery<E>>,
  page: { limit?: number; startKey?: Record<string, unknown> },
) {
  const range = rangeOf(query.sortKey);
  const answer = await schoolTable
    .build(QueryCommand)
    .entities(entity)
    .query({
      partition: query.partition,
      ...(query.index ? { index: query.index } : {}),
      ...(range ? { range } : {}),
    } as never)
    .options({
      // An entity whose items never carried the `entity` attribute is read by its keys alone.
      entityAttrFilter: entity.entityAttribute !== false,
      ...(query.filter ? { filters: { [entity.entityName]: query.filter } } : {}),
      ...(query.newestFirst ? { reverse: true } : {}),
      ...(query.consistentRead ? { consistent: true } : {}),
      ...(query.attributes?.length ? { attributes: [...query.attributes] } : {}),
      ...(page.limit !== undefined ? { limit: page.limit } : {}),
      ...(page.startKey ? { exclusiveStartKey: page.startKey } : {}),
    } as never)
    .send();
  return {
    items: (answer.Items ?? []) as FormattedItem<E>[],
    lastKey: answer.LastEvaluatedKey as Record<string, unknown> | undefined,
  };
}

/** The start key a cursor stands for, accepted only if it belongs to this query (page-cursor.ts). */
function startKeyOf(
  query: Pick<EntityQuery<Entity>, 'index' | 'partition' | 'sortKey'>,
  cursor: string | undefined,
) {
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
export async function queryEntityPage<E extends Entity>(
  entity: E,
  query: NoInfer<EntityQuery<E>>,
  page: { limit: number; cursor?: string },
): Promise<EntityPage<E>> {
  const startKey = startKeyOf(query, page.cursor);
  const answer = await queryOnce(entity, query, { limit: page.limit, startKey });
  return { items: answer.items, nextCursor: encodeCursor(answer.lastKey) };
}

/**
 * The pages of one Query, following LastEvaluatedKey until the partition (or
 * the query's limit) is exhausted. A caller that stops early reads no more.
 */
export async function* queryEntityPages<E extends Entity>(
  entity: E,
  query: NoInfer<EntityQuery<E>>,
): AsyncGenerator<FormattedItem<E>[]> {
  let startKey: Record<string, unknown> | undefined;
  let count = 0;
  do {
    const limit = query.limit === undefined ? undefined : query.limit - count;
    const answer = await queryOnce(entity, query, { limit, startKey });
    count += answer.items.length;
    yield answer.items;
    startKey = answer.lastKey;
  } while (startKey && (query.limit === undefined || count < query.limit));
}

/** Every item of one Query (up to its limit), for partitions known to stay small. */
export async function queryEntityAll<E extends Entity>(
  entity: E,
  query: NoInfer<EntityQuery<E>>,
): Promise<FormattedItem<E>[]> {
  const items: FormattedItem<E>[] = [];
  for await (const page of queryEntityPages(entity, query)) items.push(...page);
  return items;
}

/**
 * Several Queries of one entity read one after another (months of a calendar, a family's children) as one
 * paged list: each request is one Query with a key condition; the cursor says which query it is in and where.
 */
export async function queryEntityPagesInTurn<E extends Entity>(
  entity: E,
  queries: readonly NoInfer<EntityQuery<E>>[],
  page: { limit: number; cursor?: string },
): Promise<EntityPage<E>> {
  const [indexText = '0', keyText] = (page.cursor ?? '0.').split('.', 2);
  const first = Number(indexText);
  if (!/^\d+$/.test(indexText) || (page.cursor && first >= queries.length))
    throw badRequest('Invalid cursor');
  const items: FormattedItem<E>[] = [];
  for (let index = first; index < queries.length; index++) {
    const cursor = index === first ? keyText || undefined : undefined;
    const answer = await queryEntityPage(entity, queries[index]!, {
      limit: page.limit - items.length,
      cursor,
    });
    items.push(...answer.items);
    if (answer.nextCursor) return { items, nextCursor: `${index}.${answer.nextCursor}` };
    if (items.length >= page.limit && index + 1 < queries.length)
      return { items, nextCursor: `${index + 1}.` };
  }
  return { items };
}
