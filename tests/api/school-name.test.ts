import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailKind, EmailMessage } from '../../functions/entities/email-messages';
import { invoiceKeys } from '../../functions/entities/invoice-entity';
import { findOutboxMessage, outboxMessagePut } from '../../functions/entities/outbox-message-entity';
import { schoolProfileKey } from '../../functions/entities/school-profile-entity';
import { getItem } from '../../functions/platform/table/get-item';
import { putItem, updateItem } from '../../functions/platform/table/write-item';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { superAdmin } from './support/accounts';
import { request } from './support/http';
import {
  bookMonth,
  generateInvoice,
  initialSettings,
  readSettings,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import { emailsAfterDrain, sentEmails } from './support/mail-store';
import { createSchoolWithPeople, subjectIds, type SchoolWithPeople } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

/*
 * Issue 40: the school has one name, asked for at setup and kept in its
 * profile, and every email (its sender's display name), the invoice PDF and
 * the family's data export show it; replies to any email go to the school's
 * contact email. A school named before the profile held its name (in its
 * invoice settings) keeps that name until its profile is saved with it.
 */
const runtime = useTestRuntime({ email: true });
const mail = () => runtime.mail!;

const schoolName = 'Al Noor Tutors — Dubai';
const contactEmail = 'office@alnoor.example';

let school: SchoolWithPeople;
let token: string;
let invoice: Invoice;

const profile = () => request(runtime.api, 'GET', '/school-profile', { token });
const saveProfile = (body: Record<string, unknown>) =>
  request(runtime.api, 'PUT', '/school-profile', { token, body });

/** The display name of a From header: a quoted string, or RFC 2047 encoded-words for non-ASCII names. */
function displayNameOf(from: string): string {
  const phrase = from.replace(/\s*<[^>]*>$/, '');
  const encoded = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=$/i.exec(phrase);
  if (encoded) return Buffer.from(encoded[1]!, 'base64').toString('utf8');
  return phrase.replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
}

const folder = mkdtempSync(join(tmpdir(), 'school-name-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `invoice-${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f]/g, '')
    .replace(/[ \t]+/g, ' ');
}

async function download(path: string): Promise<Uint8Array> {
  const response = await fetch(`${runtime.api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('setup', () => {
  it('refuses a school without a name, and stays open', async () => {
    for (const name of [undefined, '', '   ', 'a'.repeat(121)]) {
      const answer = await request(runtime.api, 'POST', '/auth/setup', {
        body: { ...superAdmin, schoolName: name },
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.errors.schoolName).toMatch(/School name (is required|must be at most 120)/);
    }
    const status = await request(runtime.api, 'GET', '/auth/setup-status');
    expect(status.body.data.setupRequired).toBe(true);
  });

  it("keeps the name it was given in the school's profile", async () => {
    school = await createSchoolWithPeople(runtime.api);
    token = school.superAdmin.token;
    const answer = await profile();
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.schoolName).toBe(superAdmin.schoolName);
  }, 120_000);
});

describe('the invoice settings', () => {
  it('no longer hold the name: GET leaves it out and PUT refuses it, saying where it went', async () => {
    const settings = await readSettings(runtime.api, token);
    expect(settings).not.toHaveProperty('schoolName');
    const answer = await request(runtime.api, 'PUT', '/invoices/settings', {
      token,
      body: { ...initialSettings, schoolName: 'Elsewhere' },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.message).toBe(
      'The school name is set in the School Profile (PUT /school-profile), not in the invoice settings',
    );
  });
});

describe('a school named before the profile held its name', () => {
  it('reads the name its invoice settings kept, keeps it through a settings save, and moves it on the first profile save', async () => {
    // As a school set up before: no name in the profile, the name in the invoice settings item.
    await updateItem({ Key: schoolProfileKey, UpdateExpression: 'REMOVE schoolName' });
    await putItem({
      Item: {
        ...invoiceKeys.settings,
        entity: 'InvoiceSettings',
        schoolName: 'Old Settings School',
        defaultRatesMinor: { GBP: 4000, AED: 20000 },
        taxRates: { GBP: 0, AED: 0 },
        updatedAt: '2026-01-05T09:00:00.000Z',
      },
    });
    expect((await profile()).body.data.schoolName).toBe('Old Settings School');
    const privacy = await request(runtime.api, 'GET', '/school/privacy-contact');
    expect(privacy.body.data.schoolName).toBe('Old Settings School');

    // Saving the invoice settings does not lose it.
    const saved = await request(runtime.api, 'PUT', '/invoices/settings', { token, body: initialSettings });
    expect(saved.status, saved.text).toBe(200);
    expect((await profile()).body.data.schoolName).toBe('Old Settings School');

    // The first profile save (the name left out) writes it into the profile.
    const moved = await saveProfile({ address: '1 Creek Road' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.schoolName).toBe('Old Settings School');
    const stored = await getItem(schoolProfileKey, { consistentRead: true });
    expect(stored?.schoolName).toBe('Old Settings School');
  });
});

describe('the school name and Reply-To', () => {
  beforeAll(async () => {
    const named = await saveProfile({ schoolName: `  ${schoolName} `, contactEmail });
    expect(named.status, named.text).toBe(200);
    expect(named.body.data.schoolName).toBe(schoolName);
    await bookMonth(runtime.api, token, {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      year: 2025,
      month: 3,
      days: [4, 11],
      subject: subjectIds.maths,
    });
    const draft = await generateInvoice(runtime.api, token, {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      year: 2025,
      month: 3,
      currency: 'GBP',
    });
    invoice = await setStatus(runtime.api, token, draft._id, 'sent');
  }, 120_000);

  it('an empty name is refused, and the name stays', async () => {
    const answer = await saveProfile({ schoolName: '  ', contactEmail });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.schoolName).toBe('School name is required');
    expect((await profile()).body.data.schoolName).toBe(schoolName);
  });

  it('reach every kind of email in the SES emulator', async () => {
    // What was sent so far (invitations, lessons booked, the invoice) leaves first.
    const before = (await emailsAfterDrain(mail())).length;
    const family = school.familyA;
    const staff = school.superAdmin;
    // The weekly digest is the one email a family asks for (off until then).
    const optIn = await request(runtime.api, 'PUT', '/account/email-preferences', {
      token: family.token,
      body: { 'progress-digest': true },
    });
    expect(optIn.status, optIn.text).toBe(200);
    const lesson = {
      lessonId: '0123456789abcdef01234567',
      startTime: '2027-05-04T15:00:00.000Z',
      timezone: 'UAE' as const,
    };
    const lessonFacts = { studentName: 'Amy A1', teacherName: 'Tess Teacher', meetingLink: '' };
    const invoiceFacts = {
      invoiceId: invoice._id,
      invoiceNumber: invoice.invoiceNumber,
      studentName: 'Amy A1',
      totalMinor: Math.round(invoice.total * 100),
      currency: 'GBP' as const,
      dueDate: '2027-06-30',
    };
    // One message of every kind; a kind added to the mailer and not here does not compile.
    const messages: { [Kind in EmailKind]: [string, Extract<EmailMessage, { kind: Kind }>] } = {
      'invoice-sent': [
        family.id,
        {
          kind: 'invoice-sent',
          ...invoiceFacts,
          period: { month: 3, year: 2025, startDate: '2025-03-01', endDate: '2025-03-31' },
        },
      ],
      'family-invoices-sent': [
        family.id,
        {
          kind: 'family-invoices-sent',
          familyId: family.id,
          period: { month: 3, year: 2025 },
          currency: 'GBP',
          invoices: [
            {
              ...invoiceFacts,
              studentId: invoice.student._id,
              amountDueMinor: invoiceFacts.totalMinor,
              revision: 1,
            },
          ],
        },
      ],
      'lessons-booked': [
        family.id,
        { kind: 'lessons-booked', ...lessonFacts, lessons: [lesson], recurring: false },
      ],
      'lesson-moved': [
        family.id,
        {
          kind: 'lesson-moved',
          ...lessonFacts,
          before: { ...lesson, teacherName: 'Tom Teacher' },
          after: { ...lesson, startTime: '2027-05-05T15:00:00.000Z' },
        },
      ],
      'lessons-canceled': [
        family.id,
        { kind: 'lessons-canceled', ...lessonFacts, lessons: [lesson], reassigned: false },
      ],
      'lesson-reminder': [family.id, { kind: 'lesson-reminder', ...lessonFacts, lesson }],
      'invoice-overdue': [family.id, { kind: 'invoice-overdue', ...invoiceFacts, stage: 0, daysOverdue: 1 }],
      'overdue-digest': [
        staff.id,
        {
          kind: 'overdue-digest',
          date: '2027-07-01',
          count: 1,
          totals: [{ currency: 'GBP', totalMinor: invoiceFacts.totalMinor }],
          longestOverdue: [invoiceFacts],
        },
      ],
      'progress-digest': [
        family.id,
        {
          kind: 'progress-digest',
          from: '2027-05-07',
          to: '2027-05-14',
          children: [
            {
              studentId: school.childA1._id,
              studentName: 'Amy A1',
              topics: [{ subjectName: 'Maths', topicName: 'Fractions', status: 'Completed' }],
              moreTopics: 0,
            },
          ],
        },
      ],
      'lesson-report': [
        family.id,
        {
          kind: 'lesson-report',
          lessonId: lesson.lessonId,
          studentName: 'Amy A1',
          teacherName: 'Tess Teacher',
          subjectName: 'Maths',
          lesson,
          topics: [{ unitName: 'Number', topicName: 'Fractions', status: 'confident' }],
          homework: 'Worksheet 4',
          comment: 'Well done',
        },
      ],
      'payment-received': [
        family.id,
        {
          kind: 'payment-received',
          invoiceId: invoice._id,
          invoiceNumber: invoice.invoiceNumber,
          studentName: 'Amy A1',
          currency: 'GBP',
          amountMinor: 1000,
          paymentDate: '2027-05-10',
          method: 'bank_transfer',
          reference: 'AL-NOOR-1',
          totalMinor: invoiceFacts.totalMinor,
          balanceMinor: invoiceFacts.totalMinor - 1000,
        },
      ],
      // A credit note that is not in the table: its email goes without the PDF.
      'credit-note-issued': [
        family.id,
        {
          kind: 'credit-note-issued',
          creditNoteId: '0123456789abcdef01234567',
          creditNoteNumber: 'CN-2027-0001',
          invoiceId: invoice._id,
          invoiceNumber: invoice.invoiceNumber,
          studentName: 'Amy A1',
          currency: 'GBP',
          totalMinor: 1000,
          familyCreditMinor: 0,
          reason: 'A lesson cancelled by the school',
        },
      ],
      'account-invitation': [family.id, { kind: 'account-invitation', token: 'a'.repeat(56), role: 'user' }],
      'password-reset': [family.id, { kind: 'password-reset', token: 'b'.repeat(56) }],
      'email-verification': [family.id, { kind: 'email-verification', token: 'c'.repeat(56) }],
      'email-change-confirmation': [
        family.id,
        { kind: 'email-change-confirmation', token: 'd'.repeat(56), newEmail: 'fay.new@people.example' },
      ],
      'email-change-notice': [
        family.id,
        { kind: 'email-change-notice', oldEmail: family.email, newEmail: 'fay.new@people.example' },
      ],
      'account-exists': [family.id, { kind: 'account-exists' }],
      'system-summary': [
        staff.id,
        {
          kind: 'system-summary',
          date: '2027-05-17',
          failedEmails: 1,
          deadLetters: [],
          jobs: [],
          overdueInvoices: 0,
        },
      ],
      'family-registered': [
        staff.id,
        {
          kind: 'family-registered',
          familyUserId: family.id,
          familyName: family.name,
          familyEmail: family.email,
        },
      ],
    };
    const ids: [EmailKind, string][] = [];
    for (const [kind, [recipient, message]] of Object.entries(messages)) {
      const write = outboxMessagePut(recipient, message);
      await writeTransaction([write]);
      ids.push([kind as EmailKind, write.Put.Item.id as string]);
    }

    const emails = (await emailsAfterDrain(mail())).slice(before);
    for (const [kind, id] of ids)
      expect((await findOutboxMessage(id))?.status, `${kind}: ${id}`).toBe('sent');
    expect(emails).toHaveLength(ids.length);
    for (const email of emails) {
      expect(displayNameOf(email.from), email.subject).toBe(schoolName);
      expect(email.from, email.subject).toMatch(/<no-reply@school\.example>$/);
      expect(email.replyTo, email.subject).toEqual([contactEmail]);
    }
    // The name the templates write reads as the school's too (e.g. the invitation's subject).
    expect(emails.map((email) => email.subject).join('\n')).toContain(schoolName);
  }, 120_000);

  it('show on the invoice PDF, made again when the name changes', async () => {
    expect(pdfText(await download(`/invoices/${invoice._id}/export`))).toContain(schoolName);
    const renamed = await saveProfile({ schoolName: 'Al Noor Academy', contactEmail });
    expect(renamed.status, renamed.text).toBe(200);
    try {
      const text = pdfText(await download(`/invoices/${invoice._id}/export`));
      expect(text).toContain('Al Noor Academy');
      expect(text).not.toContain(schoolName);
    } finally {
      await saveProfile({ schoolName, contactEmail });
    }
  });

  it("name the school in the family's data export", async () => {
    const zip = unzipSync(await download(`/users/${school.familyA.id}/export`));
    const data = JSON.parse(strFromU8(zip['data.json']!)) as { school: { name: string } };
    expect(data.school.name).toBe(schoolName);
    expect(strFromU8(zip['summary.txt']!)).toContain(schoolName);
    const pdfName = Object.keys(zip).find((name) => name.endsWith('.pdf'))!;
    expect(pdfText(zip[pdfName]!)).toContain(schoolName);
  });

  it('without a contact email, replies go to the sender (no Reply-To)', async () => {
    const cleared = await saveProfile({ schoolName, contactEmail: '' });
    expect(cleared.status, cleared.text).toBe(200);
    try {
      const before = (await sentEmails(mail().url)).length;
      const write = outboxMessagePut(school.familyA.id, { kind: 'account-exists' });
      await writeTransaction([write]);
      const [email, ...more] = (await emailsAfterDrain(mail())).slice(before);
      expect(more).toEqual([]);
      expect(displayNameOf(email!.from)).toBe(schoolName);
      expect(email!.replyTo ?? []).toEqual([]);
    } finally {
      await saveProfile({ schoolName, contactEmail });
    }
  });
});
