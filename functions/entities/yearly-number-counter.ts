import { Entity, item, number, string, UpdateTransaction } from 'dynamodb-toolbox';
import { findEntityItem } from '../platform/table/entity-items';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * A gap-free number per year (invoices' INV-YYYY-NNNN, credit notes'
 * CN-YYYY-NNNN): one counter item per year, `{PK: <partition>, SK: 'COUNTER'}`.
 * The next number is taken by SETting the counter (not ADDing to it) on the
 * condition that it still holds the value read, in the same transaction as
 * the document it numbers: two at once cannot take one number, and a
 * refused document leaves no gap.
 */
export function yearlyNumberCounter(name: string, partitionOf: (year: number) => string) {
  const CounterEntity = new Entity({
    name,
    table: schoolTable,
    timestamps: false,
    // Written only by its conditional update, which has never stored an `entity` attribute.
    entityAttribute: false,
    schema: item({
      counter: string().key().savedAs('PK'),
      sk: string().key().savedAs('SK').const('COUNTER').hidden(),
      lastNumber: number().optional(),
    }),
  });
  const keyOf = (year: number) => ({ counter: partitionOf(year) });
  return {
    /** The last number taken in `year` (0 before the first). */
    last: async (year: number): Promise<number> => {
      const lastNumber = (await findEntityItem(CounterEntity, keyOf(year)))?.lastNumber;
      return typeof lastNumber === 'number' ? lastNumber : 0;
    },
    /** Takes the number after `last`: refused when another document took it first. */
    taken: (year: number, last: number): EntityWrite =>
      CounterEntity.build(UpdateTransaction)
        .item({ ...keyOf(year), lastNumber: last + 1 })
        .options({
          condition: last === 0 ? { attr: 'lastNumber', exists: false } : { attr: 'lastNumber', eq: last },
        }),
  };
}
