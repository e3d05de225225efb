import type { RouteTable } from '../../shared/routes/route-table';
import type { SystemFailedEmail } from '../../shared/schemas/system-health-schemas';
import { deliveryAddress, isUnspent } from '../entities/email-messages';
import { readJobRuns } from '../entities/job-run-entity';
import {
  countPendingOutbox,
  schoolFailedEmailsPage,
  type OutboxMessageRecord,
} from '../entities/outbox-message-entity';
import { getUserById } from '../entities/user-entity';
import { deadLetterReader } from '../platform/dead-letters';
import { emailIdentityStatus } from '../platform/email-identity-status';
import { firingAlarms } from '../platform/firing-alarms';
import { isJobStale } from '../platform/job-staleness';
import type { RouteService } from '../platform/route-service';
import { heartbeatJobs } from '../platform/school-metrics';

/** The pending count stops here: past it the page says "more than", and the Query reads no further. */
export const pendingCap = 1000;
const failedPageSize = 20;

/** The failed emails of one page with their recipients' current addresses (one GetItem per recipient). */
async function withRecipients(messages: OutboxMessageRecord[]): Promise<SystemFailedEmail[]> {
  const recipientIds = [...new Set(messages.map((message) => message.recipientUserId))];
  const recipients = new Map(
    await Promise.all(recipientIds.map(async (id) => [id, await getUserById(id)] as const)),
  );
  return messages.map((message) => {
    const recipient = recipients.get(message.recipientUserId);
    const stored = message.message;
    const unspent = isUnspent(stored);
    const address = recipient && unspent ? deliveryAddress(stored, recipient.email) : recipient?.email;
    return {
      _id: message.id,
      kind: stored.kind,
      recipientUserId: message.recipientUserId,
      recipientEmail: address ?? '',
      createdAt: message.createdAt,
      failedAt: message.failedAt ?? message.createdAt,
      reason: message.failureReason ?? 'Unknown reason',
      retryable: unspent && recipient !== undefined,
    };
  });
}

/** Every scheduled job with its last run, a job never seen to run included (null run, never stale). */
async function jobsWithLastRuns(now: Date) {
  const runs = new Map((await readJobRuns()).map((run) => [run.job, run]));
  return heartbeatJobs.map((name) => {
    const run = runs.get(name);
    const lastRunAt = run?.lastRunAt ?? null;
    return {
      name,
      lastRunAt,
      outcome: run?.outcome ?? null,
      ...(run?.error ? { error: run.error } : {}),
      stale: isJobStale(name, lastRunAt, now),
    };
  });
}

/**
 * The super_admin's System health page (docs/operations.md#system-health-page):
 * Queries with key conditions only (the pending and failed partitions of
 * GSI1, the job runs' partition), plus what AWS or its local stand-in says
 * about dead letters, the email identity and alarms.
 */
export const systemHealthPage: RouteService<RouteTable['system.healthPage']> = async ({ query }) => {
  const now = new Date();
  const [pending, failedPage, deadLetters, jobs, emailIdentity, alarms] = await Promise.all([
    countPendingOutbox(pendingCap),
    schoolFailedEmailsPage({
      limit: failedPageSize,
      ...(query.failedCursor ? { cursor: query.failedCursor } : {}),
    }),
    deadLetterReader().read(),
    jobsWithLastRuns(now),
    emailIdentityStatus(),
    firingAlarms(),
  ]);
  return {
    data: {
      emails: {
        pending,
        pendingCapped: pending >= pendingCap,
        failed: await withRecipients(failedPage.items),
        ...(failedPage.nextCursor ? { failedNextCursor: failedPage.nextCursor } : {}),
      },
      deadLetters: deadLetters.queues,
      deadLettersAvailable: deadLetters.available,
      ...(deadLetters.note ? { deadLettersNote: deadLetters.note } : {}),
      jobs,
      emailIdentity,
      alarms,
    },
  };
};
