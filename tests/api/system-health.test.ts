import { describe, expect, it } from 'vitest';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import {
  claimOutboxMessage,
  findOutboxMessage,
  markOutboxMessageFailed,
  outboxMessagePut,
} from '../../functions/entities/outbox-message-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import type { SystemHealth } from '../../shared/schemas/system-health-schemas';
import { request } from './support/http';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * The super_admin's System health page (issue 39, docs/operations.md#system-health-page), against the local
 * runtime with its SES emulator: failed emails with Retry and Dismiss, the jobs' last runs, the local dead
 * letters, the email identity's local stand-in and no alarms on this machine.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
const mail = () => runtime.mail!;

async function healthPage(): Promise<SystemHealth> {
  const answer = await request(runtime.api, 'GET', '/system-health', { token: school.superAdmin.token });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { data: SystemHealth }).data;
}

const act = (id: string, action: 'retry' | 'dismiss', token = school.superAdmin.token) =>
  request(runtime.api, 'POST', `/system-health/emails/${id}/${action}`, { token });

function invoiceSent(invoiceNumber: string): InvoiceSentEmail {
  return {
    kind: 'invoice-sent',
    invoiceId: '0123456789abcdef01234567',
    invoiceNumber,
    studentName: 'Amy A1',
    period: { month: 5, year: 2027, startDate: '2027-05-01', endDate: '2027-05-31' },
    totalMinor: 12_345,
    currency: 'GBP',
    dueDate: '2027-06-30',
  };
}

/**
 * An email to `recipientUserId` that SES refused, ended as the mailer ends one (claimed, then marked failed
 * with SES's reason). The drain runs after API writes and every 10 s: the claim follows the write at once.
 */
async function emailSesRefused(recipientUserId: string, invoiceNumber: string, reason: string) {
  // A drain the last API write nudged may still be under way, and would send a message written now (it did
  // once in a full run): the outbox is drained first, so the claim below is the message's first.
  await mail().drainOutbox();
  const put = outboxMessagePut(recipientUserId, invoiceSent(invoiceNumber));
  await writeTransaction([put]);
  const claimed = await claimOutboxMessage(put.Put.Item.id as string, 60_000);
  if (!claimed) throw new Error('the drain sent the message before the test could fail it');
  expect(await markOutboxMessageFailed(claimed, reason)).toBe(true);
  return claimed.id;
}

describe('GET /system-health', () => {
  it('answers the super_admin alone', async () => {
    for (const caller of [school.admin, school.teacherA, school.familyA, school.familyB]) {
      const answer = await request(runtime.api, 'GET', '/system-health', { token: caller.token });
      expect(answer.status).toBe(403);
    }
    expect((await request(runtime.api, 'GET', '/system-health')).status).toBe(401);
    await healthPage();
  });

  it('says the local SES stand-in is verified, and that alarms are not on this machine', async () => {
    const page = await healthPage();
    expect(page.emailIdentity).toEqual({
      identity: 'local SES stand-in',
      verified: true,
      status: 'verified (local)',
    });
    expect(page.alarms).toEqual({ available: false, firing: [], note: 'Not on this machine' });
  });
});

describe('failed emails', () => {
  it('lists a failed email with its recipient and reason; Retry sends it and takes it off the list', async () => {
    const reason = 'MessageRejected: Email address is not verified.';
    const id = await emailSesRefused(school.familyA.id, 'HEALTH-RETRY', reason);

    const listed = (await healthPage()).emails.failed.find((email) => email._id === id);
    expect(listed).toMatchObject({
      kind: 'invoice-sent',
      recipientUserId: school.familyA.id,
      recipientEmail: school.familyA.email,
      reason,
      retryable: true,
    });

    const retried = await act(id, 'retry');
    expect(retried.status, retried.text).toBe(200);
    const sent = emailsTo(await emailsAfterDrain(mail()), school.familyA.email);
    expect(sent.some((email) => email.subject.includes('HEALTH-RETRY'))).toBe(true);
    expect(await findOutboxMessage(id)).toMatchObject({ status: 'sent', attemptsBeforeRetry: 1 });
    expect((await healthPage()).emails.failed.map((email) => email._id)).not.toContain(id);

    // Sent now: neither Retry nor Dismiss applies to it.
    expect((await act(id, 'retry')).status).toBe(409);
    expect((await act(id, 'dismiss')).status).toBe(409);
  });

  it('Dismiss keeps the email, failed, for the record, off the list; a second Dismiss or a Retry is a 409', async () => {
    const id = await emailSesRefused(school.familyB.id, 'HEALTH-DISMISS', 'MessageRejected: no');
    const sentBefore = (await emailsAfterDrain(mail())).length;

    const dismissed = await act(id, 'dismiss');
    expect(dismissed.status, dismissed.text).toBe(200);
    expect((await healthPage()).emails.failed.map((email) => email._id)).not.toContain(id);
    expect(await findOutboxMessage(id)).toMatchObject({
      status: 'failed',
      dismissedBy: school.superAdmin.id,
    });
    expect((await act(id, 'dismiss')).status).toBe(409);
    expect((await act(id, 'retry')).status).toBe(409);
    expect(await emailsAfterDrain(mail())).toHaveLength(sentBefore);
  });

  it('audits Retry and Dismiss', async () => {
    const retried = await emailSesRefused(school.familyA.id, 'HEALTH-AUDIT-1', 'MessageRejected: a');
    const dismissed = await emailSesRefused(school.familyA.id, 'HEALTH-AUDIT-2', 'MessageRejected: b');
    expect((await act(retried, 'retry')).status).toBe(200);
    expect((await act(dismissed, 'dismiss')).status).toBe(200);
    const log = await request(runtime.api, 'GET', '/audit-log?limit=20', { token: school.superAdmin.token });
    expect(log.status, log.text).toBe(200);
    const entries = (log.body as { data: { action: string; targetId: string; actorId: string }[] }).data;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'email.retry', targetId: retried, actorId: school.superAdmin.id }),
        expect.objectContaining({ action: 'email.dismiss', targetId: dismissed }),
      ]),
    );
  });

  it('refuses to retry an email whose account is gone (409), and the mailer’s own failure is listed', async () => {
    const goneAccount = 'fedcba9876543210fedcba98';
    const put = outboxMessagePut(goneAccount, invoiceSent('HEALTH-GONE'));
    await writeTransaction([put]);
    await mail().drainOutbox();
    const id = put.Put.Item.id as string;
    const listed = (await healthPage()).emails.failed.find((email) => email._id === id);
    expect(listed).toMatchObject({
      reason: 'Undeliverable: The account no longer exists',
      recipientEmail: '',
      retryable: false,
    });
    expect((await act(id, 'retry')).status).toBe(409);
    expect((await act(id, 'dismiss')).status).toBe(200);
  });

  it('answers 404 for an email that does not exist, and refuses everyone but the super_admin', async () => {
    expect((await act('0123456789abcdef01234567', 'retry')).status).toBe(404);
    expect((await act('0123456789abcdef01234567', 'dismiss')).status).toBe(404);
    expect((await act('not-an-id', 'retry')).status).toBe(400);
    const id = await emailSesRefused(school.familyA.id, 'HEALTH-ROLES', 'MessageRejected: c');
    expect((await act(id, 'retry', school.admin.token)).status).toBe(403);
    expect((await act(id, 'dismiss', school.familyA.token)).status).toBe(403);
    expect((await findOutboxMessage(id))?.status).toBe('failed');
  });

  it('counts the emails waiting to be sent', async () => {
    const page = await healthPage();
    expect(page.emails.pending).toBeGreaterThanOrEqual(0);
    expect(page.emails.pendingCapped).toBe(false);
  });
});

describe('scheduled jobs', () => {
  it('shows each job’s last run: the overdue sweep after it ran, a failed run with its error hidden of addresses', async () => {
    const before = await healthPage();
    expect(before.jobs.map((job) => job.name).sort()).toEqual(
      ['lesson-reminders', 'overdue-sweep', 'progress-digest', 'retention', 'system-summary'].sort(),
    );
    expect(before.jobs.find((job) => job.name === 'overdue-sweep')).toMatchObject({
      lastRunAt: null,
      outcome: null,
      stale: false,
    });

    const startedAt = new Date().toISOString();
    const { handler } = await import('../../functions/jobs/overdue-sweep');
    await handler();
    const { scheduledJobHandler } = await import('../../functions/jobs/scheduled-job-handler');
    const failing = scheduledJobHandler('retention', 'retention run', () =>
      Promise.reject(new Error('no account for ann@example.com')),
    );
    await expect(failing()).rejects.toThrow('ann@example.com');

    const jobs = (await healthPage()).jobs;
    const sweep = jobs.find((job) => job.name === 'overdue-sweep')!;
    expect(sweep.outcome).toBe('succeeded');
    expect(sweep.lastRunAt! >= startedAt).toBe(true);
    expect(jobs.find((job) => job.name === 'retention')).toMatchObject({
      outcome: 'failed',
      error: 'no account for [address]',
    });
  });
});

describe('dead letters on this machine', () => {
  it('counts a scheduled job’s run that failed on the local timer on its queue', async () => {
    const countOf = (page: SystemHealth, queue: string) =>
      page.deadLetters.find((entry) => entry.queue === queue)?.count;
    const before = await healthPage();
    expect(before.deadLettersAvailable).toBe(true);
    expect(before.deadLetters.map((entry) => entry.queue).sort()).toEqual(
      ['invoice-jobs', 'lesson-reminders', 'mailer', 'scheduled-jobs'].sort(),
    );
    const { startRepeatingJob } = await import('../../functions/local/repeating-job');
    let runs = 0;
    const job = startRepeatingJob({
      name: 'failing test job',
      intervalMs: 60_000,
      firstDelayMs: 0,
      deadLetterQueue: 'lesson-reminders',
      run: async () => {
        runs += 1;
        throw new Error('the table is out of reach');
      },
    });
    await expect.poll(() => runs).toBe(1);
    await job.stop();
    expect(countOf(await healthPage(), 'lesson-reminders')).toBe(countOf(before, 'lesson-reminders')! + 1);
    expect(countOf(await healthPage(), 'mailer')).toBe(countOf(before, 'mailer'));
  });
});
