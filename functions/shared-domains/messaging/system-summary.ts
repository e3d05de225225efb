import type { SystemSummaryEmail } from '../../entities/email-messages';

/** What the weekly summary looks at (functions/jobs/system-summary.ts gathers it). */
export interface SystemFacts {
  failedEmails: number;
  deadLetters: readonly { queue: string; count: number }[];
  jobs: readonly {
    name: string;
    lastRunAt: string | null;
    outcome: 'succeeded' | 'failed' | null;
    stale: boolean;
  }[];
  overdueInvoices: number;
}

/**
 * super_admins' weekly summary from what the job found, keeping only what
 * needs a person: failed emails still on the list, queues holding dead
 * letters, jobs whose last run failed or that are late, invoices overdue.
 * Undefined when all is well, so a quiet week sends nothing (an email every
 * week saying "all fine" teaches people to ignore it). A job never seen to
 * run is not late (job-staleness.ts): a school deployed this week is not in
 * trouble.
 */
export function systemSummaryOf(date: string, facts: SystemFacts): SystemSummaryEmail | undefined {
  const deadLetters = facts.deadLetters
    .filter(({ count }) => count > 0)
    .map(({ queue, count }) => ({ queue, count }));
  const jobs = facts.jobs
    .filter((job) => job.outcome === 'failed' || job.stale)
    .map(({ name, lastRunAt, outcome, stale }) => ({ name, lastRunAt, outcome, stale }));
  const failedEmails = Math.max(0, facts.failedEmails);
  const overdueInvoices = Math.max(0, facts.overdueInvoices);
  if (failedEmails === 0 && deadLetters.length === 0 && jobs.length === 0 && overdueInvoices === 0)
    return undefined;
  return { kind: 'system-summary', date, failedEmails, deadLetters, jobs, overdueInvoices };
}
