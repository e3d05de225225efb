import { schoolToday } from '../../shared/invoices/invoice-period';
import { invoiceFromItem, sentDueBeforeQuery } from '../lib/entities/invoice-entity';
import { HttpError } from '../lib/http-errors';
import { queryAll } from '../lib/table/query-items';
import { changeStatus } from './change-invoice-status';

export interface SweepResult {
  /** Sent invoices whose due date has passed. */
  checked: number;
  markedOverdue: number;
}

/**
 * The daily job: every sent invoice whose due date is before today (on the
 * school's clock) becomes overdue. Sent invoices sit in a sparse index
 * ordered by due date, so this is one Query of exactly the past-due ones.
 * Each change is conditional on the revision read, so running twice, or two
 * sweeps at once, or a payment recorded meanwhile, never does harm: a lost
 * race is skipped, not retried.
 */
export async function markOverdueInvoices(now = new Date()): Promise<SweepResult> {
  const items = await queryAll(sentDueBeforeQuery(schoolToday(now)));
  let markedOverdue = 0;
  for (const invoice of items.map(invoiceFromItem)) {
    if (invoice.status !== 'sent') continue;
    try {
      await changeStatus(invoice, 'overdue', now);
      markedOverdue++;
    } catch (error) {
      // 409: changed since the index was read (paid, edited, or another sweep got there first).
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return { checked: items.length, markedOverdue };
}
