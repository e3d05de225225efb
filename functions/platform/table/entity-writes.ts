import {
  ConditionCheck,
  DeleteItemCommand,
  DeleteTransaction,
  PutItemCommand,
  PutTransaction,
  UpdateTransaction,
  type Condition,
  type DeleteItemOptions,
  type DeleteTransactionOptions,
  type Entity,
  type KeyInputItem,
  type PutItemInput,
  type PutItemOptions,
  type PutTransactionOptions,
  type UpdateItemInput,
  type UpdateTransactionOptions,
} from 'dynamodb-toolbox';
import type { TableWrite } from './table-write';
import { asTableWrite } from './toolbox-write';

/*
 * The writes of one entity's item, built by the library from the entity's declaration (its keys, links
 * and typed conditions): the four of a transaction, each handed on as a TableWrite, and the few sent on
 * their own. `options` are the library's own: a `condition` the write holds to, `returnValuesOnConditionFalse`.
 */

/** Puts the entity's whole item. */
export function entityPut<E extends Entity>(
  entity: E,
  item: NoInfer<PutItemInput<E>>,
  options: NoInfer<PutTransactionOptions<E>> = {},
): TableWrite {
  return asTableWrite(entity.build(PutTransaction).item(item).options(options));
}

/** Changes only the attributes `item` names (besides its key). */
export function entityUpdate<E extends Entity>(
  entity: E,
  item: NoInfer<UpdateItemInput<E>>,
  options: NoInfer<UpdateTransactionOptions<E>> = {},
): TableWrite {
  return asTableWrite(entity.build(UpdateTransaction).item(item).options(options));
}

/** Deletes the item of `key`. */
export function entityDelete<E extends Entity>(
  entity: E,
  key: NoInfer<KeyInputItem<E>>,
  options: NoInfer<DeleteTransactionOptions<E>> = {},
): TableWrite {
  return asTableWrite(entity.build(DeleteTransaction).key(key).options(options));
}

/** Holds the transaction to `check.condition` on the item of `key`, writing nothing. */
export function entityCheck<E extends Entity>(
  entity: E,
  key: NoInfer<KeyInputItem<E>>,
  check: NoInfer<{ condition: Condition<E> }>,
): TableWrite {
  return asTableWrite(entity.build(ConditionCheck).key(key).condition(check.condition));
}

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
