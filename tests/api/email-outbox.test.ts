import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import {
  claimOutboxMessage,
  failedEmailsPage,
  findOutboxMessage,
  outboxEntityName,
  outboxMessagePut,
} from '../../functions/entities/outbox-message-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { claimLeaseMs } from '../../functions/mailer/deliver-outbox-message';
import { drainPendingOutbox } from '../../functions/mailer/drain-pending-outbox';
import { handler as mailerHandler } from '../../functions/mailer/handler';
import {
  bookMonth,
  generateInvoice,
  monthAllocator,
  setStatus,
  statusRequest,
} from './support/invoice-fixtures';
import { emailsAfterDrain, emailsTo, type StoredEmail } from './support/mail-store';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { isolatedName } from '../../shared/text/isolated-name';

/*
 * Email through the outbox (issue 15), against the SES emulator over HTTP:
 * the runtime drains after every write; each test drains once more itself
 * before reading `GET /store`, so it never waits on a timer.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
const mail = () => runtime.mail!;
const appUrl = () => runtime.api.replace(/\/api$/, '');
const nextMonth = monthAllocator(2027, 1);

/** A draft invoice of two lessons booked for childA1 (the booking emails the family and the teacher). */
async function draftInvoiceOfChildA1() {
  const token = school.superAdmin.token;
  const period = nextMonth();
  await bookMonth(runtime.api, token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    ...period,
    days: [4, 11],
  });
  const draft = await generateInvoice(runtime.api, token, {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  return draft;
}

const send = (draft: { _id: string }) => setStatus(runtime.api, school.superAdmin.token, draft._id, 'sent');

const sentInvoiceOfChildA1 = async () => send(await draftInvoiceOfChildA1());

/** An "invoice sent" message of made-up figures, written to the outbox as a status change writes it. */
function madeUpMessage(invoiceNumber: string): InvoiceSentEmail {
  return {
    kind: 'invoice-sent',
    invoiceId: '0123456789abcdef01234567',
    invoiceNumber,
    studentName: 'Ben B1',
    period: { month: 5, year: 2027, startDate: '2027-05-01', endDate: '2027-05-31' },
    totalMinor: 12_345,
    currency: 'AED',
    dueDate: '2027-06-30',
  };
}

async function writeMessages(recipientUserId: string, invoiceNumbers: readonly string[]) {
  const puts = invoiceNumbers.map((number) => outboxMessagePut(recipientUserId, madeUpMessage(number)));
  await writeTransaction(puts);
  return puts.map((write) => write.Put.Item.id as string);
}

const subjectsOf = (emails: readonly StoredEmail[]) => emails.map((email) => email.subject).sort();

describe('the "invoice sent" email', () => {
  it('goes to the family the invoice is billed to, once, with its number, period, total, due date and link', async () => {
    const draft = await draftInvoiceOfChildA1();
    const before = await emailsAfterDrain(mail());
    const invoice = await send(draft);
    const emails = (await emailsAfterDrain(mail())).slice(before.length);

    expect(emails.map((email) => email.destination)).toEqual([
      { to: [school.familyA.email], cc: [], bcc: [] },
    ]);
    const [email] = emails as [StoredEmail];
    expect(email.from).toBe('"Tutoring School" <no-reply@school.example>');
    expect(email.subject).toBe(
      `Invoice ${invoice.invoiceNumber} for ${isolatedName('Amy A1')}: ${'£'}${invoice.total.toFixed(2)} due ${new Intl.DateTimeFormat(
        'en-GB',
        { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
      ).format(new Date(`${invoice.dueDate.slice(0, 10)}T00:00:00Z`))}`,
    );
    const link = `${appUrl()}/dashboard/invoices/${invoice._id}`;
    for (const body of [email.body.html!, email.body.text!]) {
      expect(body).toContain(invoice.invoiceNumber);
      expect(body).toContain(link);
      expect(body).not.toContain('Pat Parent');
    }
    // The reader's name isolated in the HTML, so a name in Arabic script keeps the comma after it.
    expect(email.body.html).toContain('Dear <bdi>Fay Family</bdi>,');
    expect(email.body.text).toContain('Dear Fay Family,');
    expect(email.body.text).toMatch(/Period\s+January 2027/);
    expect(email.body.text).toMatch(new RegExp(`Total\\s+£${invoice.total.toFixed(2)}`));
    expect(email.body.html).toMatch(/^<!DOCTYPE html/);
  });

  it('is not sent by a refused status change', async () => {
    const invoice = await sentInvoiceOfChildA1();
    const sentSoFar = (await emailsAfterDrain(mail())).length;

    const again = await statusRequest(runtime.api, school.superAdmin.token, invoice._id, 'sent');
    expect(again.status).toBe(400);
    await setStatus(runtime.api, school.superAdmin.token, invoice._id, 'paid');
    const fromPaid = await statusRequest(runtime.api, school.superAdmin.token, invoice._id, 'sent');
    expect(fromPaid.status).toBe(400);

    // Marking paid sends its receipt (issue 16), and nothing else was sent.
    const after = await emailsAfterDrain(mail());
    expect(after.slice(sentSoFar).map((email) => email.subject)).toEqual([
      `Payment received: £${invoice.total.toFixed(2)} for invoice ${invoice.invoiceNumber}`,
    ]);
  });
});

describe('the outbox', () => {
  it('sends each message once, however many drains run at once, and takes over a crashed sender only after its lease', async () => {
    const numbers = ['DRAIN-1', 'DRAIN-2', 'DRAIN-3', 'DRAIN-4', 'DRAIN-5'];
    const ids = await writeMessages(school.familyB.id, numbers);
    // A sender that claimed DRAIN-5 and died before sending it.
    expect(await claimOutboxMessage(ids[4]!, claimLeaseMs)).toBeDefined();

    await Promise.all([drainPendingOutbox(), drainPendingOutbox(), mail().drainOutbox()]);
    const toFamilyB = () => emailsAfterDrain(mail()).then((emails) => emailsTo(emails, school.familyB.email));
    expect(subjectsOf(await toFamilyB()).map((subject) => subject.split(' ')[1])).toEqual(
      numbers.slice(0, 4),
    );

    // The stream's Lambda given the same records again (a retried batch) sends nothing more.
    const replay: DynamoDBStreamEvent = {
      Records: ids.map((id, index) => ({
        eventName: 'INSERT',
        dynamodb: {
          SequenceNumber: String(index),
          NewImage: { entity: { S: outboxEntityName }, id: { S: id } },
        },
      })),
    };
    expect(await mailerHandler(replay)).toEqual({ batchItemFailures: [] });

    const afterLease = new Date(Date.now() + claimLeaseMs + 1_000);
    expect(await drainPendingOutbox(() => afterLease)).toEqual({
      sent: 1,
      failed: 0,
      retry: 0,
      optedOut: 0,
      skipped: 0,
    });
    expect(await drainPendingOutbox(() => afterLease)).toEqual({
      sent: 0,
      failed: 0,
      retry: 0,
      optedOut: 0,
      skipped: 0,
    });
    expect(subjectsOf(await toFamilyB()).map((subject) => subject.split(' ')[1])).toEqual(numbers);
    expect((await findOutboxMessage(ids[0]!))?.status).toBe('sent');
  });

  it('ends a message it cannot deliver as failed, with the reason, listed on the account', async () => {
    const goneAccount = 'fedcba9876543210fedcba98';
    const [id] = await writeMessages(goneAccount, ['GONE-1']);
    const sentSoFar = (await emailsAfterDrain(mail())).length;

    expect(await findOutboxMessage(id!)).toMatchObject({
      status: 'failed',
      failureReason: 'Undeliverable: The account no longer exists',
      attempts: 1,
    });
    expect((await failedEmailsPage(goneAccount, { limit: 10 })).items.map((item) => item.id)).toEqual([id]);
    expect(await emailsAfterDrain(mail())).toHaveLength(sentSoFar);
  });
});
