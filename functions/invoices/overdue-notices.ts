import { calendarDaysBetween, shiftCalendarDate } from '../../shared/calendar-days';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { balanceMinor } from '../../shared/invoices/invoice-payments';
import { reachedReminderDay, type OverdueReminderSettings } from '../../shared/invoices/overdue-reminders';
import {
  invoiceStillOverdue,
  overdueInvoicesDueBetween,
  type InvoiceRecord,
} from '../entities/invoice-entity';
import {
  messageOnceClaim,
  messageOnceId,
  messagesAlreadyWritten,
  type MessageOnce,
} from '../entities/message-once-entity';
import { findUsersById } from '../entities/user-entity';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { writeMessageOnce } from '../shared-domains/messaging/write-message-once';
import type { EntityWrite } from '../platform/table/table-write';

/** Stage 0 is the email of the day the invoice becomes overdue; later stages are the settings' reminder days. */
export const markedOverdueStage = 0;

/**
 * A reminder day missed (the job did not run, the invoice was marked late)
 * is still sent this many days after it, then given up: the window keeps the
 * reminders' Query to the invoices that can still be due one.
 */
export const reminderCatchUpDays = 7;

export const overdueNoticeOnce = (invoiceId: string, stage: number): MessageOnce => ({
  scope: `invoice-overdue#${invoiceId}`,
  subject: `stage#${stage}`,
});

/** The family's overdue email for `stage`, with the claim that makes it the only one of that invoice and stage. */
export function overdueNoticeWrites(
  invoice: InvoiceRecord,
  stage: number,
  today: string,
  now: Date,
): EntityWrite[] {
  return [
    messageOnceClaim(overdueNoticeOnce(invoice.id, stage), now),
    ...messagePuts(
      invoice.parentId,
      {
        kind: 'invoice-overdue',
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        studentName: invoice.studentName,
        totalMinor: invoice.totalMinor,
        currency: invoice.currency,
        dueDate: invoice.dueDate,
        stage,
        daysOverdue: calendarDaysBetween(invoice.dueDate, today),
        balanceMinor: balanceMinor(invoice),
      },
      now,
      [invoice.studentId],
    ),
  ];
}

/**
 * The invoices whose family account still exists (one BatchGetItem per 100):
 * an erased or deleted family keeps its issued invoices, but is written no
 * notice, which would put the child's name back under the gone account.
 */
export async function ofExistingFamilies<T extends Pick<InvoiceRecord, 'parentId'>>(
  invoices: readonly T[],
): Promise<T[]> {
  if (invoices.length === 0) return [];
  const families = await findUsersById([...new Set(invoices.map((invoice) => invoice.parentId))]);
  return invoices.filter((invoice) => families.has(invoice.parentId));
}

interface DueReminder {
  invoice: InvoiceRecord;
  stage: number;
}

function remindersOf(page: readonly InvoiceRecord[], days: readonly number[], today: string) {
  return page.flatMap((invoice): DueReminder[] => {
    const stage = reachedReminderDay(days, calendarDaysBetween(invoice.dueDate, today));
    return stage === undefined ? [] : [{ invoice, stage }];
  });
}

/**
 * The reminders due today (the settings' days past due: 7, 14), each once per
 * invoice and stage. Overdue invoices sit in a sparse index by due date, so
 * one paged Query reads exactly those that may have reached a day; a
 * BatchGetItem per page skips those already reminded, and a conditional claim
 * in each reminder's own transaction settles a race with another run. An
 * invoice that reached two days unreminded gets the later one only.
 */
export async function sendOverdueReminders(
  settings: OverdueReminderSettings,
  now = new Date(),
): Promise<number> {
  if (!settings.enabled || settings.days.length === 0) return 0;
  const today = schoolToday(now);
  const from = shiftCalendarDate(today, -(settings.days.at(-1)! + reminderCatchUpDays));
  const to = shiftCalendarDate(today, -settings.days[0]!);
  let sent = 0;
  for await (const page of overdueInvoicesDueBetween(from, to)) {
    const reminders = remindersOf(page, settings.days, today);
    const living = new Set(
      (await ofExistingFamilies(reminders.map((one) => one.invoice))).map((one) => one.id),
    );
    const due = reminders.filter((one) => living.has(one.invoice.id));
    const written = await messagesAlreadyWritten(
      due.map((one) => overdueNoticeOnce(one.invoice.id, one.stage)),
    );
    for (const { invoice, stage } of due) {
      if (written.has(messageOnceId(overdueNoticeOnce(invoice.id, stage)))) continue;
      const writes = [invoiceStillOverdue(invoice.id), ...overdueNoticeWrites(invoice, stage, today, now)];
      if (await writeMessageOnce(writes, `invoice ${invoice.id} overdue stage ${stage}`)) sent++;
    }
  }
  return sent;
}
