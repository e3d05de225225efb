import {
  DeleteItemCommand,
  PutItemCommand,
  type DeleteItemOptions,
  type Entity,
  type KeyInputItem,
  type PutItemInput,
  type PutItemOptions,
} from 'dynamodb-toolbox';

/*
 * The writes of one entity's item sent on their own, outside any transaction. A
 * transaction's writes are built by the entities with the library itself
 * (`Entity.build(PutTransaction)` and the like; see table-write.ts's EntityWrite).
 */

/** Puts the entity's whole item on its own, outside any transaction. */
export async function putEntityItem<E extends Entity>(
  entity: E,
  item: NoInfer<PutItemInput<E>>,
  options: NoInfer<PutItemOptions<E>> = {},
): Promise<void> {
  await entity.build(PutItemCommand).item(item).options(options).send();
}

/** Deletes the item of `key` on its own, outside any transaction; deleting an absent item is no error. */
export async function deleteEntityItem<E extends Entity>(
  entity: E,
  key: NoInfer<KeyInputItem<E>>,
  options: NoInfer<DeleteItemOptions<E>> = {},
): Promise<void> {
  await entity.build(DeleteItemCommand).key(key).options(options).send();
}
