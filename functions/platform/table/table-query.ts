import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../runtime-config';
import { projectionOf } from './get-item';
import { keyAttributesOf, type IndexName } from './table-item';

/** A condition on the sort key; string keys compare by their UTF-8 bytes. */
export type SortKeyCondition =
  | { beginsWith: string }
  /** Inclusive at both ends. */
  | { between: readonly [from: string, to: string] }
  | { atLeast: string }
  | { below: string };

/** A condition on other attributes, applied after the key condition (it does not make a read cheaper). */
export interface QueryFilter {
  expression: string;
  values?: Record<string, unknown>;
  names?: Record<string, string>;
}

/** One partition of the table or of an index, read in sort-key order. */
export interface TableQuery {
  index?: IndexName;
  partition: string;
  sortKey?: SortKeyCondition;
  filter?: QueryFilter;
  newestFirst?: boolean;
  consistentRead?: boolean;
  attributes?: readonly string[];
  /** At most this many items in all (each request asks only for what is still missing). */
  limit?: number;
}

function sortKeyExpression(condition: SortKeyCondition | undefined): {
  expression: string;
  values: Record<string, string>;
} {
  if (!condition) return { expression: '', values: {} };
  if ('beginsWith' in condition)
    return { expression: ' AND begins_with(#sk, :prefix)', values: { ':prefix': condition.beginsWith } };
  if ('between' in condition)
    return {
      expression: ' AND #sk BETWEEN :from AND :to',
      values: { ':from': condition.between[0], ':to': condition.between[1] },
    };
  if ('atLeast' in condition)
    return { expression: ' AND #sk >= :from', values: { ':from': condition.atLeast } };
  return { expression: ' AND #sk < :below', values: { ':below': condition.below } };
}

/** The QueryCommand input for one request of the query. */
export function queryInput(
  query: TableQuery,
  page: { startKey?: Record<string, unknown>; limit?: number } = {},
): QueryCommandInput {
  const keys = keyAttributesOf(query.index);
  const sortKey = sortKeyExpression(query.sortKey);
  const projection = query.attributes?.length ? projectionOf(query.attributes) : undefined;
  return {
    TableName: tableName(),
    ...(query.index ? { IndexName: query.index } : {}),
    KeyConditionExpression: `#pk = :pk${sortKey.expression}`,
    ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
    ...(projection ? { ProjectionExpression: projection.ProjectionExpression } : {}),
    ExpressionAttributeNames: {
      '#pk': keys.partition,
      ...(query.sortKey ? { '#sk': keys.sort } : {}),
      ...query.filter?.names,
      ...projection?.ExpressionAttributeNames,
    },
    ExpressionAttributeValues: { ':pk': query.partition, ...sortKey.values, ...query.filter?.values },
    ...(query.newestFirst ? { ScanIndexForward: false } : {}),
    ...(query.consistentRead ? { ConsistentRead: true } : {}),
    ...(page.limit !== undefined ? { Limit: page.limit } : {}),
    ...(page.startKey ? { ExclusiveStartKey: page.startKey } : {}),
  };
}
