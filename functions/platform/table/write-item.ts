import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';
import type { TableItem, TableKey } from './table-item';
import type { PutRequest, UpdateRequest } from './table-write';

/** One PutItem outside a transaction. */
export async function putItem(request: PutRequest): Promise<void> {
  await dynamo().send(new PutCommand({ ...request, TableName: tableName() }));
}

/** One DeleteItem outside a transaction; deleting an absent item is no error. */
export async function deleteItem(key: TableKey): Promise<void> {
  await dynamo().send(new DeleteCommand({ Key: key, TableName: tableName() }));
}

/** One UpdateItem outside a transaction; answers the attributes `ReturnValues` asks for. */
export async function updateItem(
  request: UpdateRequest & { ReturnValues?: 'ALL_NEW' | 'ALL_OLD' | 'UPDATED_NEW' | 'UPDATED_OLD' | 'NONE' },
): Promise<TableItem | undefined> {
  const answer = await dynamo().send(new UpdateCommand({ ...request, TableName: tableName() }));
  return answer.Attributes;
}
