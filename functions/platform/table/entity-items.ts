import {
  EntityFormatter,
  EntityParser,
  GetItemCommand,
  type Entity,
  type FormatItemOptions,
  type FormattedItem,
  type KeyInputItem,
  type PutItemInput,
} from 'dynamodb-toolbox';
import type { TableItem } from './table-item';

/** The item exactly as a put of `input` stores it, index keys included (the bench writes items in bulk). */
export function storedItemOf<E extends Entity>(entity: E, input: NoInfer<PutItemInput<E>>) {
  return entity.build(EntityParser).parse(input).item;
}

/**
 * An item as a plain read of the table answers it (a BatchGetItem, a Query of several entities), checked
 * against the entity's declaration; with `attributes`, an item read with only those.
 */
export function formattedItemOf<
  E extends Entity,
  OPTIONS extends FormatItemOptions<E> = Record<never, never>,
>(entity: E, stored: TableItem, options?: OPTIONS) {
  return entity.build(EntityFormatter).format(stored, options);
}

/** The item of `key` as committed (a strongly consistent GetItem), or undefined when there is none. */
export async function findEntityItem<E extends Entity>(
  entity: E,
  key: NoInfer<KeyInputItem<E>>,
): Promise<FormattedItem<E> | undefined> {
  const { Item } = await entity.build(GetItemCommand).key(key).options({ consistent: true }).send();
  return Item as FormattedItem<E> | undefined;
}
