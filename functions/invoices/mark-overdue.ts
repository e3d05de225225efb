import { schoolToday } from '../../shared/invoices/invoice-period';
import { sentInvoicesDueBefore, type InvoiceRecord } from '../entities/invoice-entity';
import { HttpError } from '../platform/http-errors';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { messageOnceId, messagesAlreadyWritten } from '../entities/message-once-entity';
import { changeStatus } from './change-invoice-status';
import {
  markedOverdueStage,
  ofExistingFamilies,
  overdueNoticeOnce,
  overdueNoticeWrites,
} from './overdue-notices';

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
  const today = schoolToday(now);
  const listed = await sentInvoicesDueBefore(today);
  const invoices = listed.filter((invoice) => invoice.status === 'sent');
  const emailOf = await familyEmailsOf(invoices);
  let markedOverdue = 0;
  for (const invoice of invoices) {
    try {
      const email = emailOf(invoice) ? overdueNoticeWrites(invoice, markedOverdueStage, today, now) : [];
      // The sweep's move to overdue is the calendar's doing, no one's change: it writes no audit entry.
      await changeStatus(invoice, 'overdue', null, now, email);
      markedOverdue++;
    } catch (error) {
      // 409: changed since the index was read (paid, edited, or another sweep got there first).
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return { checked: listed.length, markedOverdue };
}

/**
 * Whether the family is told that an invoice became overdue: when the school
 * has overdue emails on, and the invoice was not overdue before (it may have
 * gone back to draft and been sent again): never twice for one stage.
 */
async function familyEmailsOf(invoices: readonly InvoiceRecord[]) {
  const settings = await readInvoiceSettings();
  if (!settings.overdueReminders.enabled || invoices.length === 0) return () => false;
  const written = await messagesAlreadyWritten(
    invoices.map((invoice) => overdueNoticeOnce(invoice.id, markedOverdueStage)),
  );
  const living = new Set((await ofExistingFamilies(invoices)).map((invoice) => invoice.id));
  return (invoice: InvoiceRecord) =>
    living.has(invoice.id) && !written.has(messageOnceId(overdueNoticeOnce(invoice.id, markedOverdueStage)));
}
