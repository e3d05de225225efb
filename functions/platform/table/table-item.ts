/** An item as the DocumentClient reads and writes it. */
export type TableItem = Record<string, unknown>;

/** The primary key of an item: its partition and sort key. */
export interface TableKey {
  PK: string;
  SK: string;
}

/**
 * The primary key of an item read from the table, for deleting or rewriting it. A read whose
 * projection left the key out is a bug: it throws rather than send a request with no key.
 */
export function keyOf(item: TableItem): TableKey {
  const { PK, SK } = item;
  if (typeof PK !== 'string' || typeof SK !== 'string')
    throw new Error('An item read without its primary key');
  return { PK, SK };
}

/** The table's generic overloaded indexes (platform/table-design.ts); each entity decides what their keys mean. */
export type IndexName = 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4';

/** The key attribute names a Query on the table or on one of its indexes conditions on. */
export function keyAttributesOf(index: IndexName | undefined): { partition: string; sort: string } {
  return index ? { partition: `${index}PK`, sort: `${index}SK` } : { partition: 'PK', sort: 'SK' };
}
