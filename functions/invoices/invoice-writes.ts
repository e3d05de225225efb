import { writeTransaction } from '../lib/table/write-transaction';
import {
  invoiceKeys,
  invoiceListRowItem,
  invoiceListRowKey,
  invoiceWrite,
  listFiltersOf,
  type InvoiceRecord,
} from '../lib/entities/invoice-entity';
import { put, remove, type TableWrite } from '../lib/table/table-write';
import { conflict } from '../lib/http-errors';
import { conditionFailedAt, isTransactionCancelled } from '../lib/table/transaction-errors';
import { statsWrites } from '../lib/entities/invoice-stats-entity';

export const changedMeanwhile = 'This invoice was changed meanwhile. Please reload and try again.';

/** List rows to delete and to write: only the partitions whose filter values changed. */
function listRowChanges(before: InvoiceRecord | undefined, after: InvoiceRecord | undefined): TableWrite[] {
  const old = new Set(before ? listFiltersOf(before).map(invoiceKeys.listPartition) : []);
  const next = new Set(after ? listFiltersOf(after).map(invoiceKeys.listPartition) : []);
  const deletes = [...old]
    .filter((partition) => !next.has(partition))
    .map((partition) => remove(invoiceListRowKey(partition, before!)));
  const puts = [...next]
    .filter((partition) => !old.has(partition))
    .map((partition) => put(invoiceListRowItem(partition, after!)));
  return [...deletes, ...puts];
}

export interface InvoiceChange {
  /** The invoice as read (absent when creating). */
  before?: InvoiceRecord;
  /** The invoice to store (absent when deleting). */
  after?: InvoiceRecord;
  /** Writes that must succeed with it: lesson claims and releases, the period marker, activity. */
  with?: TableWrite[];
  /** Explains a failed condition of one of the `with` items (by its index in `with`). */
  refusalOf?: (withIndex: number) => Error | undefined;
}

/**
 * Every invoice write goes through here: the invoice (guarded by its
 * revision, so two editors cannot overwrite each other), its list rows, the
 * stats cells and the caller's own items, in one transaction.
 */
export async function saveInvoiceChange(change: InvoiceChange): Promise<void> {
  const extra = change.with ?? [];
  const items = [invoiceWrite(change.before, change.after), ...extra];
  items.push(...listRowChanges(change.before, change.after), ...statsWrites(change.before, change.after));
  try {
    await writeTransaction(items);
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    for (let index = 0; index < extra.length; index++) {
      if (conditionFailedAt(error, index + 1)) throw change.refusalOf?.(index) ?? conflict(changedMeanwhile);
    }
    if (conditionFailedAt(error, 0)) throw conflict(changedMeanwhile);
    throw error;
  }
}

/** The next revision of an invoice with `changes` applied and the time of the change. */
export function revise(
  invoice: InvoiceRecord,
  changes: Partial<InvoiceRecord>,
  now = new Date(),
): InvoiceRecord {
  return { ...invoice, ...changes, updatedAt: now.toISOString(), revision: invoice.revision + 1 };
}
