import { mondayOf } from '../../shared/calendar-days';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { overdueSummaries } from '../entities/invoice-entity';
import { readJobRuns } from '../entities/job-run-entity';
import {
  messageOnceClaim,
  messageOnceId,
  messagesAlreadyWritten,
  type MessageOnce,
} from '../entities/message-once-entity';
import { countFailedEmails } from '../entities/outbox-message-entity';
import { UserEntity, usersQuery } from '../entities/user-entity';
import { deadLetterReader } from '../platform/dead-letters';
import { isJobStale } from '../platform/job-staleness';
import { heartbeatJobs } from '../platform/school-metrics';
import { queryEntityPages } from '../platform/table/entity-query';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { systemSummaryOf, type SystemFacts } from '../shared-domains/messaging/system-summary';
import { writeMessageOnce } from '../shared-domains/messaging/write-message-once';
import { scheduledJobHandler } from './scheduled-job-handler';

/** The failed emails are counted up to this (as System health counts the pending ones): past it, "1000". */
export const failedEmailsCap = 1000;

export interface SystemSummaryResult {
  /** super_admins given this week's summary (0 in a week where all is well). */
  summariesSent: number;
}

/** Every invoice overdue now: one paged Query of the overdue index, ids and due dates only. */
async function countOverdueInvoices(): Promise<number> {
  let count = 0;
  for await (const page of overdueSummaries()) count += page.length;
  return count;
}

/** What System health shows, gathered for the summary (docs/operations.md#system-health-page). */
async function systemFacts(now: Date): Promise<SystemFacts> {
  const [failedEmails, deadLetters, runs, overdueInvoices] = await Promise.all([
    countFailedEmails(failedEmailsCap),
    deadLetterReader().read(),
    readJobRuns(),
    countOverdueInvoices(),
  ]);
  const byJob = new Map(runs.map((run) => [run.job, run]));
  return {
    failedEmails,
    deadLetters: deadLetters.queues,
    jobs: heartbeatJobs.map((name) => {
      const run = byJob.get(name);
      const lastRunAt = run?.lastRunAt ?? null;
      return { name, lastRunAt, outcome: run?.outcome ?? null, stale: isJobStale(name, lastRunAt, now) };
    }),
    overdueInvoices,
  };
}

export const systemSummaryOnce = (weekOf: string, userId: string): MessageOnce => ({
  scope: `system-summary#${weekOf}`,
  subject: userId,
});

/**
 * One run at `now`: when something needs attention, each super_admin gets one
 * summary, claimed once per week (Monday's date on the school's calendar) in
 * the transaction that writes it, so a retry or a second run the same week
 * writes no second one (the local runtime looks every few hours:
 * functions/local/system-summary-job.ts).
 * Whether it is emailed follows the account's `system-health` preference, on
 * by default, when the mailer sends it.
 */
export async function sendSystemSummary(now = new Date()): Promise<number> {
  const date = schoolToday(now);
  const weekOf = mondayOf(date);
  const message = systemSummaryOf(date, await systemFacts(now));
  if (!message) return 0;
  let sent = 0;
  for await (const page of queryEntityPages(UserEntity, usersQuery('super_admin'))) {
    const ids = page.map((user) => user.id);
    const written = await messagesAlreadyWritten(ids.map((id) => systemSummaryOnce(weekOf, id)));
    for (const userId of ids) {
      const once = systemSummaryOnce(weekOf, userId);
      if (written.has(messageOnceId(once))) continue;
      const writes = [messageOnceClaim(once, now), ...messagePuts(userId, message, now)];
      if (await writeMessageOnce(writes, `system summary ${weekOf} for ${userId}`)) sent++;
    }
  }
  return sent;
}

/**
 * The weekly EventBridge Scheduler job (infra/constructs/system-summary-schedule.ts) and the local runtime's
 * repeating job: super_admins' summary of what needs attention, or nothing in a week where all is well.
 */
export const handler = scheduledJobHandler<SystemSummaryResult>(
  'system-summary',
  'system summary',
  async () => ({ summariesSent: await sendSystemSummary() }),
);
