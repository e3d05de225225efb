import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';
import type { TableItem, TableKey } from './table-item';

export interface GetOptions {
  /** A strongly consistent read: what a write just before it stored is seen. */
  consistentRead?: boolean;
  /** Only these attributes (a projection), when the rest of a large item is not needed. */
  attributes?: readonly string[];
  /** Gives up (throws) after this long, retries included: for a check that must answer quickly. */
  timeoutMs?: number;
}

/** One item by its primary key, or undefined when there is none. */
export async function getItem(key: TableKey, options: GetOptions = {}): Promise<TableItem | undefined> {
  const projection = options.attributes?.length ? projectionOf(options.attributes) : {};
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ...(options.consistentRead ? { ConsistentRead: true } : {}),
      ...projection,
    }),
    options.timeoutMs ? { abortSignal: AbortSignal.timeout(options.timeoutMs) } : {},
  );
  return answer.Item;
}

/** A ProjectionExpression whose names are placeholders, so reserved words (`name`, `status`) are safe. */
export function projectionOf(attributes: readonly string[]) {
  return {
    ProjectionExpression: attributes.map((_, index) => `#p${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#p${index}`, name])),
  };
}
