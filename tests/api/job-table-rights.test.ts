import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import {
  claimOutboxMessage,
  markOutboxMessageFailed,
  outboxMessagePut,
} from '../../functions/entities/outbox-message-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import {
  progressDigestItemActions,
  progressDigestQueryActions,
} from '../../infra/constructs/progress-digest-schedule';
import { reminderItemActions, reminderQueryActions } from '../../infra/constructs/lesson-reminder-schedule';
import { sweepItemActions, sweepQueryActions } from '../../infra/constructs/overdue-sweep-schedule';
import {
  systemSummaryItemActions,
  systemSummaryQueryActions,
} from '../../infra/constructs/system-summary-schedule';
import { retentionItemActions, retentionQueryActions } from '../../infra/constructs/retention-schedule';
import { mailerItemActions, mailerQueryActions } from '../../infra/constructs/outbox-mailer';
import { allocateSubjects, buildSubject, setStatus as setTopicStatus } from './support/curriculum-fixtures';
import { installIamActionRecorder, type IamActionRecorder } from './support/dynamo-iam-actions';
import {
  bookMonth,
  generateInvoice,
  isoDay,
  setStatus as setInvoiceStatus,
  updateInvoice,
} from './support/invoice-fixtures';
import { bookLesson } from './support/lesson-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * The code that runs outside a request, held to the DynamoDB actions its role is given in infra/constructs/.
 * DynamoDB Local checks no rights, so a job that starts writing something new (a bell notification's unread
 * set, an UpdateItem inside its transaction) passes every local test and fails in AWS alone, every run,
 * into the scheduled jobs' dead-letter queue. Each job runs here down the path that writes its messages,
 * through its Lambda handler (which also records its run for System health), and every action its commands
 * needed must be one the stack grants it (docs/operations.md#system-health-page; the template side is
 * infra/school-stack.test.ts and infra/operations.test.ts).
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
let recorder: IamActionRecorder;

beforeAll(() => {
  recorder = installIamActionRecorder();
});
afterAll(() => recorder.uninstall());

const granted = (query: readonly string[], item: readonly string[]) => new Set([...query, ...item]);

function expectGranted(used: Set<string>, grant: Set<string>, job: string) {
  expect(used.size, `${job} sent no DynamoDB command: is the recorder installed?`).toBeGreaterThan(0);
  expect([...used].filter((action) => !grant.has(action)).toSorted(), `${job}: not granted`).toEqual([]);
}

const hour = 60 * 60 * 1000;

describe('the scheduled jobs use only the table actions their roles grant', () => {
  it('the weekly progress digest, writing a family’s digest with its bell notification', async () => {
    const token = school.superAdmin.token;
    const subject = await buildSubject(runtime.api, token, 'Rights Maths', 1, 2);
    await allocateSubjects(runtime.api, token, school.childA1._id, [subject.subjectId]);
    await setTopicStatus(runtime.api, token, school.childA1._id, subject.topicIds[0]!, 'confident');
    const { handler } = await import('../../functions/jobs/progress-digest');
    let digestsSent = 0;
    const used = await recorder.actionsOf(async () => {
      digestsSent = (await handler()).digestsSent;
    });
    expect(digestsSent).toBe(1);
    expectGranted(used, granted(progressDigestQueryActions, progressDigestItemActions), 'progress digest');
    // The bell's unread set is an update inside the digest's transaction.
    expect(used).toContain('dynamodb:UpdateItem');
  });

  it('the lesson reminders, writing a lesson’s reminders with their bell notifications', async () => {
    const start = '2029-03-06T16:00:00.000Z';
    await bookLesson(runtime.api, school.admin.token, {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      startTime: start,
      timezone: 'UK',
    });
    const { handler } = await import('../../functions/jobs/lesson-reminders');
    const { sendLessonReminders } = await import('../../functions/lessons/send-lesson-reminders');
    let reminded = 0;
    const used = await recorder.actionsOf(async () => {
      await handler();
      reminded = (await sendLessonReminders(new Date(Date.parse(start) - 20 * hour))).reminded;
    });
    expect(reminded).toBe(1);
    expectGranted(used, granted(reminderQueryActions, reminderItemActions), 'lesson reminders');
    expect(used).toContain('dynamodb:UpdateItem');
  });

  it('the overdue sweep, marking an invoice overdue and sending its notice, reminder and staff digest', async () => {
    const token = school.superAdmin.token;
    const period = { year: 2032, month: 2 };
    await bookMonth(runtime.api, token, {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      ...period,
      days: [3],
    });
    const draft = await generateInvoice(runtime.api, token, {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      ...period,
      currency: 'GBP',
    });
    await updateInvoice(runtime.api, token, draft._id, { dueDate: isoDay(2032, 3, 10) });
    await setInvoiceStatus(runtime.api, token, draft._id, 'sent');
    const { handler, runOverdueJob } = await import('../../functions/jobs/overdue-sweep');
    const runs: { markedOverdue: number; remindersSent: number; digestsSent: number }[] = [];
    const used = await recorder.actionsOf(async () => {
      await handler();
      runs.push(await runOverdueJob(new Date('2032-03-11T07:00:00Z')));
      runs.push(await runOverdueJob(new Date('2032-03-17T07:00:00Z')));
    });
    expect(runs[0]).toMatchObject({ markedOverdue: 1 });
    expect(runs[0]!.digestsSent).toBeGreaterThan(0);
    expect(runs[1]).toMatchObject({ remindersSent: 1 });
    expectGranted(used, granted(sweepQueryActions, sweepItemActions), 'overdue sweep');
  });

  it('the weekly system summary, writing a super_admin’s summary with its bell notification', async () => {
    const message: InvoiceSentEmail = {
      kind: 'invoice-sent',
      invoiceId: '0123456789abcdef01234567',
      invoiceNumber: 'RIGHTS-1',
      studentName: 'Amy A1',
      period: { month: 5, year: 2027, startDate: '2027-05-01', endDate: '2027-05-31' },
      totalMinor: 100,
      currency: 'GBP',
      dueDate: '2027-06-30',
    };
    const put = outboxMessagePut(school.familyA.id, message);
    await writeTransaction([put]);
    const claimed = await claimOutboxMessage(put.Put.Item.id as string, 60_000);
    if (!claimed) throw new Error('the drain sent the message before the test could fail it');
    expect(await markOutboxMessageFailed(claimed, 'MessageRejected: no such mailbox')).toBe(true);
    const { handler, sendSystemSummary } = await import('../../functions/jobs/system-summary');
    let sent = 0;
    const used = await recorder.actionsOf(async () => {
      await handler();
      sent += await sendSystemSummary(new Date('2032-05-24T07:00:00Z'));
    });
    expect(sent).toBeGreaterThan(0);
    expectGranted(used, granted(systemSummaryQueryActions, systemSummaryItemActions), 'system summary');
  });

  it('the retention run', async () => {
    const { handler } = await import('../../functions/jobs/retention');
    const used = await recorder.actionsOf(() => handler());
    expectGranted(used, granted(retentionQueryActions, retentionItemActions), 'retention');
  });

  it('the mailer’s drain of the outbox (its 15-minute schedule in AWS), sending what the jobs wrote', async () => {
    const { drainPendingOutbox } = await import('../../functions/mailer/drain-pending-outbox');
    const used = await recorder.actionsOf(() => drainPendingOutbox());
    expectGranted(used, granted(mailerQueryActions, mailerItemActions), 'mailer');
  });
});
