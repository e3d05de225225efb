import { markOverdueInvoices, type SweepResult } from '../invoices/mark-overdue';
import { sendOverdueDigest } from '../invoices/overdue-digest';
import { sendOverdueReminders } from '../invoices/overdue-notices';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { recordInvoicesMarkedOverdue } from '../platform/school-metrics';
import { scheduledJobHandler } from './scheduled-job-handler';
import { recordWeeklyJobsLateness } from './weekly-jobs-lateness';

export interface OverdueRunResult extends SweepResult {
  /** Families reminded of an invoice still overdue at one of the settings' days (7, 14). */
  remindersSent: number;
  /** Staff accounts given today's digest of overdue invoices. */
  digestsSent: number;
}

/**
 * One run of the daily job at `now`: reminders first, for invoices overdue
 * already (so one marked today, however late, gets its "overdue" email today
 * and a reminder no sooner than tomorrow), then the sweep, then staff's digest
 * of everything overdue after it. Every part writes each message once, so a
 * rerun or a second run at once adds nothing.
 */
export async function runOverdueJob(now = new Date()): Promise<OverdueRunResult> {
  const settings = await readInvoiceSettings();
  const remindersSent = await sendOverdueReminders(settings.overdueReminders, now);
  const sweep = await markOverdueInvoices(now);
  recordInvoicesMarkedOverdue(sweep.markedOverdue);
  const digestsSent = await sendOverdueDigest(now);
  return { ...sweep, remindersSent, digestsSent };
}

/**
 * The daily EventBridge Scheduler job (and the local runtime's timer): marks
 * every sent invoice past its due date as overdue, and tells families and
 * staff. The schedule's input is ignored: a retried run hours later must
 * judge "past due" by the time it runs, and the run is idempotent, so a
 * duplicate delivery does no harm.
 * A failure is rethrown, so Lambda retries the run and then hands the event
 * to the dead-letter queue (infra/constructs/overdue-sweep-schedule.ts).
 */
export const handler = scheduledJobHandler<OverdueRunResult>('overdue-sweep', 'overdue sweep', async () => {
  const result = await runOverdueJob();
  // The daily run is also the weekly jobs' watch: no heartbeat alarm can see a weekly job's silence.
  await recordWeeklyJobsLateness();
  return result;
});
