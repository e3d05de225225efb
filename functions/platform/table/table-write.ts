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

type TransactionParams = { Put?: object; Update?: object; Delete?: object; ConditionCheck?: object };

/** What every dynamodb-toolbox transaction builder (PutTransaction, UpdateTransaction, ...) gives. */
export interface ToolboxTransaction {
  params(): TransactionParams;
  options(next: (previous: object) => object): { params(): TransactionParams };
}

/**
 * A write as entities hand it on: the library's transaction builder as the
 * entity built it (PutTransaction, UpdateTransaction, DeleteTransaction,
 * ConditionCheck), or a TableWrite. write-transaction.ts turns each into a
 * TableWrite once, as the transaction is sent.
 */
export type EntityWrite = TableWrite | ToolboxTransaction;

/** A put whose item is known (the entities' items, which the bench also writes on its own). */
export type ItemPut = { Put: PutRequest & { Item: TableItem } };

export function put(item: TableItem): ItemPut {
  return { Put: { Item: item } };
}

export function remove(key: TableKey, condition?: Omit<DeleteRequest, 'Key'>): { Delete: DeleteRequest } {
  return { Delete: { Key: key, ...condition } };
}

/** The entry as TransactWriteItems takes it. */
export function withTableName(write: TableWrite): TransactEntry {
  const table = tableName();
  if ('Put' in write) return { Put: { ...write.Put, TableName: table } };
  if ('Update' in write) return { Update: { ...write.Update, TableName: table } };
  if ('Delete' in write) return { Delete: { ...write.Delete, TableName: table } };
  return { ConditionCheck: { ...write.ConditionCheck, TableName: table } };
}
