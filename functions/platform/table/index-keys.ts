import { string, type Schema, type ValidValue } from 'dynamodb-toolbox';
import type { IndexName } from './table-item';

/** The item a put writes, as a link reads it to work out a key. */
type PutInput<SCHEMA extends Schema> = ValidValue<SCHEMA, { defined: true }>;

const linkedKey = <SCHEMA extends Schema>(keyOf: (item: PutInput<SCHEMA>) => string) =>
  string().hidden().link<SCHEMA>(keyOf);

const optionalLinkedKey = <SCHEMA extends Schema>(keyOf: (item: PutInput<SCHEMA>) => string | undefined) =>
  string().optional().hidden().link<SCHEMA>(keyOf);

/** How an index's partition and sort key are worked out from the item's own attributes. */
export interface IndexKeyParts<SCHEMA extends Schema, Key> {
  partition: (item: PutInput<SCHEMA>) => Key;
  sort: (item: PutInput<SCHEMA>) => Key;
}

type IndexKeyAttributes<INDEX extends IndexName, Attribute> = Record<`${INDEX}PK` | `${INDEX}SK`, Attribute>;

/**
 * The two key attributes of one index (`GSI2PK` and `GSI2SK` for `GSI2`), hidden from what a read
 * answers and worked out from the item on every put, for an entity's `schema.and((schema) => ({ … }))`:
 * `schema` is the one `and` hands over, which types the item `parts` read.
 */
export function indexKeys<SCHEMA extends Schema, INDEX extends IndexName>(
  _schema: SCHEMA,
  index: INDEX,
  parts: NoInfer<IndexKeyParts<SCHEMA, string>>,
) {
  return {
    [`${index}PK`]: linkedKey<SCHEMA>(parts.partition),
    [`${index}SK`]: linkedKey<SCHEMA>(parts.sort),
  } as IndexKeyAttributes<INDEX, ReturnType<typeof linkedKey<SCHEMA>>>;
}

/**
 * The same for a sparse index, or one that items stored before it lack: the keys may be absent on a
 * read, and a part that answers undefined leaves its key out of the put.
 */
export function optionalIndexKeys<SCHEMA extends Schema, INDEX extends IndexName>(
  _schema: SCHEMA,
  index: INDEX,
  parts: NoInfer<IndexKeyParts<SCHEMA, string | undefined>>,
) {
  return {
    [`${index}PK`]: optionalLinkedKey<SCHEMA>(parts.partition),
    [`${index}SK`]: optionalLinkedKey<SCHEMA>(parts.sort),
  } as IndexKeyAttributes<INDEX, ReturnType<typeof optionalLinkedKey<SCHEMA>>>;
}
