import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../runtime-config';
import type { TableItem, TableKey } from './table-item';

type TransactEntry = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<Request> = Omit<NonNullable<Request>, 'TableName'>;

export type PutRequest = WithoutTable<TransactEntry['Put']>;
export type UpdateRequest = WithoutTable<TransactEntry['Update']>;
export type DeleteRequest = WithoutTable<TransactEntry['Delete']>;
export type ConditionCheckRequest = WithoutTable<TransactEntry['ConditionCheck']>;

/**
 * One write of a transaction, without the table's name: platform/table adds it
 * when the write is sent, so services and entities never name the table.
 */
export type TableWrite =
  | { Put: PutRequest }
  | { Update: UpdateRequest }
  | { Delete: DeleteRequest }
  | { ConditionCheck: ConditionCheckRequest };

/** Conditions on the item a write addresses. */
export const itemAbsent = 'attribute_not_exists(PK)';
export const itemExists = 'attribute_exists(PK)';

/** A put whose item is known (the entities' items, which the bench also writes on its own). */
export type ItemPut = { Put: PutRequest & { Item: TableItem } };

/** A write that creates the item, or fails (cancels its transaction) when one with its key exists. */
export function putIfAbsent(item: TableItem): ItemPut {
  return { Put: { Item: item, ConditionExpression: itemAbsent } };
}

export function put(item: TableItem): ItemPut {
  return { Put: { Item: item } };
}

export function remove(key: TableKey, condition?: Omit<DeleteRequest, 'Key'>): { Delete: DeleteRequest } {
  return { Delete: { Key: key, ...condition } };
}

/** Holds a transaction to the item existing when it commits. */
export function checkExists(key: TableKey): { ConditionCheck: ConditionCheckRequest } {
  return { ConditionCheck: { Key: key, ConditionExpression: itemExists } };
}

/** Deletes the item, or cancels the transaction when there is none. */
export function removeExisting(key: TableKey): { Delete: DeleteRequest } {
  return { Delete: { Key: key, ConditionExpression: itemExists } };
}

/** An update that ADDs each delta to its number attribute (negative to subtract; a missing one counts as 0). */
export function addDeltas(key: TableKey, deltas: readonly (readonly [name: string, delta: number])[]) {
  return {
    Key: key,
    UpdateExpression: `ADD ${deltas.map((_, index) => `#c${index} :d${index}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(deltas.map(([name], index) => [`#c${index}`, name])),
    ExpressionAttributeValues: Object.fromEntries(deltas.map(([, delta], index) => [`:d${index}`, delta])),
  } satisfies UpdateRequest;
}

/** The entry as TransactWriteItems takes it. */
export function withTableName(write: TableWrite): TransactEntry {
  const table = tableName();
  if ('Put' in write) return { Put: { ...write.Put, TableName: table } };
  if ('Update' in write) return { Update: { ...write.Update, TableName: table } };
  if ('Delete' in write) return { Delete: { ...write.Delete, TableName: table } };
  return { ConditionCheck: { ...write.ConditionCheck, TableName: table } };
}
