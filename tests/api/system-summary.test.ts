import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import {
  claimOutboxMessage,
  markOutboxMessageFailed,
  outboxMessagePut,
} from '../../functions/entities/outbox-message-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { request } from './support/http';
import { emailsAfterDrain, emailsTo, parsedMime } from './support/mail-store';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * super_admins' weekly system summary (issue 39, docs/operations.md#the-weekly-summary), run in this process
 * against the local runtime and read from its SES emulator as a mail app reads it: nothing in a week where all
 * is well, one email per super_admin per week when something needs attention, and none to an account that
 * turned the system-health emails off.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
const mail = () => runtime.mail!;
let sendSystemSummary: (now?: Date) => Promise<number>;

beforeAll(async () => {
  // The job reads the table name and endpoint the runtime has set.
  sendSystemSummary = (await import('../../functions/jobs/system-summary')).sendSystemSummary;
});

const invoiceSent: InvoiceSentEmail = {
  kind: 'invoice-sent',
  invoiceId: '0123456789abcdef01234567',
  invoiceNumber: 'SUMMARY-1',
  studentName: 'Amy A1',
  period: { month: 5, year: 2027, startDate: '2027-05-01', endDate: '2027-05-31' },
  totalMinor: 12_345,
  currency: 'GBP',
  dueDate: '2027-06-30',
};

/** An email SES refused, ended as the mailer ends one: it is then on System health's failed list. */
async function emailSesRefused(recipientUserId: string) {
  const put = outboxMessagePut(recipientUserId, invoiceSent);
  await writeTransaction([put]);
  const claimed = await claimOutboxMessage(put.Put.Item.id as string, 60_000);
  if (!claimed) throw new Error('the drain sent the message before the test could fail it');
  expect(await markOutboxMessageFailed(claimed, 'MessageRejected: no such mailbox')).toBe(true);
}

const summariesTo = async (address: string) =>
  emailsTo(await emailsAfterDrain(mail()), address).filter((email) =>
    email.subject.startsWith('System health on'),
  );

describe('the weekly system summary', () => {
  it('sends nothing in a week where all is well', async () => {
    expect(await sendSystemSummary(new Date('2027-05-17T07:00:00Z'))).toBe(0);
    expect(await summariesTo(school.superAdmin.email)).toEqual([]);
  });

  it('tells each super_admin once a week what needs attention, and no one else', async () => {
    await emailSesRefused(school.familyA.id);
    const monday = new Date('2027-05-24T07:00:00Z');
    expect(await sendSystemSummary(monday)).toBe(1);
    // A retry or the local runtime's next look the same week writes nothing more.
    expect(await sendSystemSummary(new Date('2027-05-26T13:00:00Z'))).toBe(0);

    const summaries = await summariesTo(school.superAdmin.email);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toBe('System health on 24 May 2027: 1 thing needs attention');
    const parsed = await parsedMime(mail().url, summaries[0]!);
    expect(parsed.to).toMatchObject({ value: [{ address: school.superAdmin.email }] });
    expect(parsed.text).toContain('1 email failed and not dealt with');
    expect(parsed.text).toContain('/dashboard/system-health');
    for (const other of [school.admin, school.teacherA, school.familyA])
      expect(await summariesTo(other.email), other.email).toEqual([]);
  });

  it('is not emailed to a super_admin who turned the system-health emails off', async () => {
    const off = await request(runtime.api, 'PUT', '/account/email-preferences', {
      token: school.superAdmin.token,
      body: { 'system-health': false },
    });
    expect(off.status, off.text).toBe(200);
    const before = (await summariesTo(school.superAdmin.email)).length;
    expect(await sendSystemSummary(new Date('2027-05-31T07:00:00Z'))).toBe(1);
    expect(await summariesTo(school.superAdmin.email)).toHaveLength(before);
    await request(runtime.api, 'PUT', '/account/email-preferences', {
      token: school.superAdmin.token,
      body: { 'system-health': true },
    });
  });
});
