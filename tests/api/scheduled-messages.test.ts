import { beforeAll, describe, expect, it } from 'vitest';
import type { OverdueRunResult } from '../../functions/jobs/overdue-sweep';
import {
  bookMonth,
  generateInvoice,
  initialSettings,
  monthAllocator,
  saveSettings,
  setStatus,
  updateInvoice,
  type Invoice,
} from './support/invoice-fixtures';
import { allocateSubjects, buildSubject, setStatus as setTopicStatus } from './support/curriculum-fixtures';
import { request } from './support/http';
import { emailsAfterDrain, emailsTo, type StoredEmail } from './support/mail-store';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { isolatedName } from '../../shared/text/isolated-name';

/*
 * The scheduled messages of issue 15, read from the SES emulator: the overdue
 * emails to families and the daily digest to staff (the daily job run with an
 * injected `now`), and the weekly progress digest to families.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
const mail = () => runtime.mail!;
const nextMonth = monthAllocator(2029, 1);
let runJob: (now: Date) => Promise<OverdueRunResult>;
let sendProgressDigests: (now: Date) => Promise<number>;

beforeAll(async () => {
  // The handlers run in this process: the jobs read the table name and endpoint the runtime has set.
  runJob = (await import('../../functions/jobs/overdue-sweep')).runOverdueJob;
  sendProgressDigests = (await import('../../functions/progress/weekly-progress-digest')).sendProgressDigests;
});

/** A sent one-lesson invoice of familyA's child, due on `dueDate`. */
async function sentInvoiceDue(dueDate: string): Promise<Invoice> {
  const token = school.superAdmin.token;
  const period = nextMonth();
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
  await updateInvoice(runtime.api, token, draft._id, { dueDate });
  return setStatus(runtime.api, token, draft._id, 'sent');
}

/** The overdue emails of one invoice its family has received, oldest first. */
async function overdueEmailsOf(invoice: Invoice): Promise<StoredEmail[]> {
  const emails = emailsTo(await emailsAfterDrain(mail()), school.familyA.email);
  return emails.filter(
    (email) => email.subject.includes(invoice.invoiceNumber) && /overdue/.test(email.subject),
  );
}

const day = (date: string) => new Date(`${date}T07:00:00Z`);

describe('overdue emails to families', () => {
  it('sends staff no digest while nothing is overdue', async () => {
    expect(await runJob(day('2029-01-01'))).toMatchObject({ markedOverdue: 0, digestsSent: 0 });
  });

  it('emails the family once when the sweep marks an invoice overdue, then at 7 and 14 days', async () => {
    const invoice = await sentInvoiceDue('2030-03-14');
    expect(await runJob(day('2030-03-15'))).toMatchObject({ markedOverdue: 1, remindersSent: 0 });
    await runJob(day('2030-03-15'));
    await runJob(day('2030-03-20'));
    expect(await overdueEmailsOf(invoice)).toHaveLength(1);
    const [first] = await overdueEmailsOf(invoice);
    expect(first!.subject).toBe(
      `Invoice ${invoice.invoiceNumber} for ${isolatedName(school.childA1.name)} is overdue`,
    );
    expect(first!.body.text).toContain('14 March 2030');
    expect(first!.body.text).toContain(`/dashboard/invoices/${invoice._id}`);

    expect(await runJob(day('2030-03-21'))).toMatchObject({ remindersSent: 1 });
    await runJob(day('2030-03-22'));
    expect(await runJob(day('2030-03-28'))).toMatchObject({ remindersSent: 1 });
    await runJob(day('2030-03-29'));
    // Sorted: sends run a few at a time, so the inbox's order is not the order of the stages.
    expect((await overdueEmailsOf(invoice)).map((email) => email.subject).sort()).toEqual(
      [
        `Invoice ${invoice.invoiceNumber} for ${isolatedName(school.childA1.name)} is overdue`,
        `Reminder: invoice ${invoice.invoiceNumber} is 7 days overdue`,
        `Reminder: invoice ${invoice.invoiceNumber} is 14 days overdue`,
      ].sort(),
    );
    await setStatus(runtime.api, school.superAdmin.token, invoice._id, 'paid');
  });

  it('sends one email per stage, and one digest per staff account, when two jobs run at once', async () => {
    const invoice = await sentInvoiceDue('2031-01-10');
    const before = await emailsAfterDrain(mail());
    const runs = await Promise.all([runJob(day('2031-01-11')), runJob(day('2031-01-11'))]);
    expect(runs.reduce((sum, run) => sum + run.markedOverdue, 0)).toBe(1);
    await Promise.all([runJob(day('2031-01-17')), runJob(day('2031-01-17'))]);
    expect(await overdueEmailsOf(invoice)).toHaveLength(2);

    // Staff: one digest each for the 11th and the 17th, naming the invoice; families and teachers none.
    const digests = (await emailsAfterDrain(mail()))
      .slice(before.length)
      .filter((email) => email.subject.startsWith('Overdue invoices on'));
    // The outbox drains in parallel batches, so two digests may reach the inbox in either order.
    const subjectsTo = (address: string) =>
      emailsTo(digests, address)
        .map((email) => email.subject)
        .sort();
    for (const staff of [school.superAdmin, school.admin]) {
      const subjects = subjectsTo(staff.email);
      expect(subjects).toHaveLength(2);
      expect(subjects[0]).toMatch(/^Overdue invoices on 11 January 2031: 1, £\d/);
      expect(subjects[1]).toMatch(/^Overdue invoices on 17 January 2031: 1, £\d/);
    }
    expect(digests).toHaveLength(4);
    expect(emailsTo(digests, school.superAdmin.email)[0]!.body.text).toContain(invoice.invoiceNumber);
    await setStatus(runtime.api, school.superAdmin.token, invoice._id, 'paid');
  });

  it('sends families nothing when the school turns overdue emails off', async () => {
    const token = school.superAdmin.token;
    await saveSettings(runtime.api, token, {
      ...initialSettings,
      overdueReminders: { enabled: false, days: [7, 14] },
    });
    try {
      const invoice = await sentInvoiceDue('2032-06-01');
      expect(await runJob(day('2032-06-02'))).toMatchObject({ markedOverdue: 1 });
      expect(await runJob(day('2032-06-09'))).toMatchObject({ remindersSent: 0 });
      expect(await overdueEmailsOf(invoice)).toEqual([]);
      await setStatus(runtime.api, token, invoice._id, 'paid');
    } finally {
      await saveSettings(runtime.api, token, initialSettings);
    }
  });
});

describe('the weekly progress digest to families', () => {
  const isDigest = (email: StoredEmail) => email.subject.startsWith('Progress this week');
  const digestsTo = async (address: string) =>
    emailsTo(await emailsAfterDrain(mail()), address).filter(isDigest);

  it('sends one email per family listing its changed topics, none to a family without changes, once a week', async () => {
    const token = school.superAdmin.token;
    const weekStart = new Date();
    // The digest is opt-in: familyA asks for it, familyB (which has no changes either) does not.
    const optIn = await request(runtime.api, 'PUT', '/account/email-preferences', {
      token: school.familyA.token,
      body: { 'progress-digest': true },
    });
    expect(optIn.status).toBe(200);
    const subject = await buildSubject(runtime.api, token, 'Digest Maths', 1, 3);
    await allocateSubjects(runtime.api, token, school.childA1._id, [subject.subjectId]);
    const [first, second] = subject.topicIds as [string, string];
    await setTopicStatus(runtime.api, token, school.childA1._id, first, 'difficult');
    await setTopicStatus(runtime.api, token, school.childA1._id, second, 'ok');
    await setTopicStatus(runtime.api, token, school.childA1._id, first, 'confident');

    const now = new Date(Date.now() + 1000);
    expect(await sendProgressDigests(now)).toBe(1);
    expect(await sendProgressDigests(now)).toBe(0);
    const [digest, ...more] = await digestsTo(school.familyA.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(`Progress this week for ${isolatedName(school.childA1.name)}`);
    // Each changed topic once, at the status it ended the week with; the unchanged one not at all.
    expect(digest!.body.text).toContain('Digest Maths: Topic 1.1, now "I am confident"');
    expect(digest!.body.text).toContain('Digest Maths: Topic 1.2, now "I am OK with this topic"');
    expect(digest!.body.text).not.toContain('Topic 1.3');
    expect(digest!.body.text).not.toContain('I Find Difficult');
    expect(await digestsTo(school.familyB.email)).toEqual([]);

    // The next week, two jobs at once still send one.
    const nextWeek = new Date(weekStart.getTime() + 7 * 24 * 60 * 60 * 1000);
    const runs = await Promise.all([sendProgressDigests(nextWeek), sendProgressDigests(nextWeek)]);
    expect(runs.toSorted()).toEqual([0, 1]);
    expect(await digestsTo(school.familyA.email)).toHaveLength(2);
  });
});
