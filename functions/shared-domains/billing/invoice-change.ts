import { writeTransaction } from '../../platform/table/write-transaction';
import { invoiceWrites, type InvoiceRecord } from '../../entities/invoice-entity';
import type { EntityWrite } from '../../platform/table/table-write';
import { conflict } from '../../platform/http-errors';
import { namedWrites } from '../../platform/table/named-writes';
import { isTransactionCancelled } from '../../platform/table/transaction-errors';
import { statsWrites } from '../../entities/invoice-stats-entity';
import type { AuditAction } from '../../../shared/audit/audit-actions';
import type { Principal } from '../../platform/access-tokens';
import { auditPut } from '../audit/audit-put';
import { auditedInvoiceFields } from '../audit/audited-fields';

export const changedMeanwhile = 'This invoice was changed meanwhile. Please reload and try again.';

/**
 * What turns `before` into `after` in the table: the invoice first (guarded
 * by its revision, so two editors cannot overwrite each other), then its list
 * rows and the stats cells. The invoices domain sends them with its own
 * items; the lessons domain sends them with a lesson whose draft follows it.
 */
export function invoiceChangeWrites(
  before: InvoiceRecord | undefined,
  after: InvoiceRecord | undefined,
): EntityWrite[] {
  return [...invoiceWrites(before, after), ...statsWrites(before, after)];
}

export interface InvoiceChange {
  /** The invoice as read (absent when creating). */
  before?: InvoiceRecord;
  /** The invoice to store (absent when deleting). */
  after?: InvoiceRecord;
  /** Writes that must succeed with it: lesson claims and releases, the period marker, activity. */
  with?: EntityWrite[];
  /** Explains a failed condition of one of the `with` items (by its index in `with`). */
  refusalOf?: (withIndex: number) => Error | undefined;
  /**
   * Who made the change and why, for its audit entry (written last in the
   * same transaction); null only for the overdue sweep, which is no one's change.
   */
  audit: InvoiceAudit | null;
}

export interface InvoiceAudit {
  principal: Pick<Principal, 'userId' | 'role'>;
  action: AuditAction;
  requestId: string;
}

function invoiceAuditPut(change: InvoiceChange): EntityWrite[] {
  if (!change.audit) return [];
  const invoice = (change.after ?? change.before)!;
  return [
    auditPut({
      ...change.audit,
      target: { type: 'invoice', id: invoice.id },
      ...(change.before ? { before: auditedInvoiceFields(change.before) } : {}),
      ...(change.after ? { after: auditedInvoiceFields(change.after) } : {}),
    }),
  ];
}

/**
 * Every change the invoices domain makes goes through here: the invoice, its
 * list rows, the stats cells and the caller's own items, in one transaction.
 */
export async function saveInvoiceChange(change: InvoiceChange): Promise<void> {
  const audit = invoiceAuditPut(change);
  const [invoice, ...listRows] = invoiceWrites(change.before, change.after);
  const transaction = namedWrites({
    invoice,
    with: change.with,
    listAndStats: [...listRows, ...statsWrites(change.before, change.after)],
    audit,
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const [firstRefusedWith] = transaction.refusedWithin(error, 'with');
    if (firstRefusedWith !== undefined)
      throw change.refusalOf?.(firstRefusedWith) ?? conflict(changedMeanwhile);
    if (transaction.refusedBy(error).has('invoice')) throw conflict(changedMeanwhile);
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
