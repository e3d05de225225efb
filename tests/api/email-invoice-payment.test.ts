import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import { findInvoice } from '../../functions/entities/invoice-entity';
import { readStoredInvoicePdf } from '../../functions/entities/stored-invoice-pdf';
import { outboxMessagePut } from '../../functions/entities/outbox-message-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { formatMoney } from '../../shared/invoices/money';
import { closeTableClient, dumpTable } from './support/hostile-input/table-dump';
import { tokenIn } from './support/emailed-links';
import { request } from './support/http';
import {
  bookMonth,
  generateInvoice,
  monthAllocator,
  recordPayment,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import {
  emailsAfterDrain,
  emailsTo,
  parsedMime as parsedMimeOf,
  type StoredEmail,
} from './support/mail-store';
import { createStudent } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { connectStripe, disconnectStripe } from './support/use-stripe-recorder';
import { isolatedName } from '../../shared/text/isolated-name';

/*
 * The invoice emails families can act on (issue 35), over HTTP against the
 * SES emulator: How to pay with the school's bank details, Pay now while
 * online payment is on, the invoice's PDF attached, and for a family that has
 * not chosen its password, links through a fresh invitation to the invoice.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
const mail = () => runtime.mail!;
const appUrl = () => runtime.api.replace(/\/api$/, '');
const nextMonth = monthAllocator(2028, 1);
const folder = mkdtempSync(join(tmpdir(), 'invoice-email-test-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  closeTableClient();
});

const gbpAccount = {
  accountName: 'Tutoring School Ltd',
  sortCode: '12-34-56',
  accountNumber: '12345678',
  iban: '',
};
const aedAccount = {
  accountName: 'Tutoring School FZ-LLC',
  sortCode: '',
  accountNumber: '',
  iban: 'AE070331234567890123456',
};
/** The IBAN as the profile keeps it: in groups of four. */
const aedIbanShown = 'AE07 0331 2345 6789 0123 456';

async function saveBankDetails() {
  const answer = await request(runtime.api, 'PUT', '/school-profile', {
    token: school.superAdmin.token,
    body: { paymentInstructions: { GBP: gbpAccount, AED: aedAccount } },
  });
  expect(answer.status).toBe(200);
}

/** Online payment on (both keys, cards) or off (the secret key removed), as a super_admin sets it. */
const setOnlinePayment = (on: boolean) =>
  (on ? connectStripe : disconnectStripe)(runtime.api, school.superAdmin.token, ['card']);

/** A draft of two lessons of `studentId`, in `currency`, for a month no other test of the file uses. */
async function draftFor(studentId: string, currency: 'GBP' | 'AED' = 'GBP'): Promise<Invoice> {
  const token = school.superAdmin.token;
  const period = nextMonth();
  await bookMonth(runtime.api, token, {
    student: studentId,
    teacher: school.teacherA.id,
    ...period,
    days: [4, 11],
  });
  return generateInvoice(runtime.api, token, { studentId, dateRangeType: 'month', ...period, currency });
}

/** Sends the draft and answers the emails that went out because of it. */
async function sendAndRead(draft: Invoice): Promise<{ invoice: Invoice; emails: StoredEmail[] }> {
  const before = (await emailsAfterDrain(mail())).length;
  const invoice = await setStatus(runtime.api, school.superAdmin.token, draft._id, 'sent');
  return { invoice, emails: (await emailsAfterDrain(mail())).slice(before) };
}

const only = (emails: readonly StoredEmail[], address: string): StoredEmail => {
  const to = emailsTo(emails, address);
  expect(to).toHaveLength(1);
  return to[0]!;
};

const bothParts = (email: StoredEmail) => [email.body.html!, email.body.text!];
const payNowLink = (invoiceId: string) => `${appUrl()}/dashboard/invoices/${invoiceId}?pay=1`;

let pdfs = 0;
/** The PDF's text as poppler reads it, runs of spaces collapsed. */
function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `attached-${++pdfs}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[ \t]+/g,
    ' ',
  );
}

/** GET /invoices/{id}/export as `token`: the PDF the documents function serves (and stores). */
async function exportedPdf(invoiceId: string, token: string): Promise<Uint8Array> {
  const response = await fetch(`${runtime.api}/invoices/${invoiceId}/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The email as a mail app receives it (mailparser on the emulator's MIME message). */
const parsedMime = (email: StoredEmail) => parsedMimeOf(mail().url, email);

describe('the invoice email: How to pay', () => {
  it("shows the bank details of the invoice's currency with the invoice number as reference, the amount and due date, and no Pay now while online payment is off", async () => {
    await saveBankDetails();
    const { invoice, emails } = await sendAndRead(await draftFor(school.childA1._id, 'GBP'));
    const email = only(emails, school.familyA.email);

    for (const body of bothParts(email)) {
      expect(body).toContain('How to pay');
      expect(body).toContain(gbpAccount.accountName);
      expect(body).toContain('12-34-56');
      expect(body).toContain('12345678');
      expect(body).not.toContain(aedIbanShown);
      expect(body).not.toContain('Pay now');
      expect(body).not.toContain('?pay=1');
      expect(body).toContain(`${appUrl()}/dashboard/invoices/${invoice._id}`);
    }
    const text = email.body.text!;
    expect(text).toMatch(new RegExp(`Reference\\s+${invoice.invoiceNumber}`));
    expect(text).toMatch(new RegExp(`Amount due\\s+£${invoice.total.toFixed(2)}`));
    expect(text).toMatch(/Due date\s+\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toMatch(/Status\s+Due/);
    expect(text).toMatch(/Sort code\s+12-34-56/);
    expect(text).toMatch(/Account number\s+12345678/);
  });

  it('offers Pay now, to the invoice page that starts the payment, once the school has saved its Stripe keys', async () => {
    await setOnlinePayment(true);
    try {
      const { invoice, emails } = await sendAndRead(await draftFor(school.childB1._id, 'AED'));
      const email = only(emails, school.familyB.email);
      for (const body of bothParts(email)) {
        expect(body).toContain('Pay now');
        expect(body).toContain(payNowLink(invoice._id));
        // AED: the account of that currency, an IBAN.
        expect(body).toContain(aedIbanShown);
        expect(body).not.toContain(gbpAccount.accountNumber);
      }
      expect(email.body.html).toContain(`href="${payNowLink(invoice._id)}"`);
      expect(email.body.text).toMatch(new RegExp(`IBAN\\s+${aedIbanShown}`));
    } finally {
      await setOnlinePayment(false);
    }
    // Switched off again: the next invoice email has no Pay now.
    const { emails } = await sendAndRead(await draftFor(school.childB1._id, 'AED'));
    for (const body of bothParts(only(emails, school.familyB.email))) expect(body).not.toContain('Pay now');
  });
});

/** The outbox message the send writes for `invoiceId`, as of its `revision`: the same email queued again. */
async function invoiceSentMessage(invoiceId: string, revision: number): Promise<InvoiceSentEmail> {
  const record = (await findInvoice(invoiceId))!;
  return {
    kind: 'invoice-sent',
    invoiceId: record.id,
    invoiceNumber: record.invoiceNumber,
    studentName: record.studentName,
    period: {
      month: record.month,
      year: record.year,
      startDate: record.startDate,
      endDate: record.endDate,
    },
    totalMinor: record.totalMinor,
    currency: record.currency,
    dueDate: record.dueDate,
    revision,
  };
}

/** Queues `message` for family A as a send would, and answers the email that went out for it. */
async function queueAndRead(message: InvoiceSentEmail): Promise<StoredEmail> {
  const before = (await emailsAfterDrain(mail())).length;
  await writeTransaction([outboxMessagePut(school.familyA.id, message)]);
  const [email] = (await emailsAfterDrain(mail())).slice(before) as [StoredEmail];
  expect(email.destination.to).toEqual([school.familyA.email]);
  return email;
}

/** The one attachment of `email`: the invoice's PDF, named after its number. */
async function attachedPdf(email: StoredEmail, invoice: Invoice): Promise<Buffer> {
  const mime = await parsedMime(email);
  expect(mime.attachments).toHaveLength(1);
  const [pdf] = mime.attachments;
  expect(pdf!.filename).toBe(`${invoice.invoiceNumber}.pdf`);
  expect(pdf!.contentType).toBe('application/pdf');
  expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The text and HTML parts are still there beside it.
  expect(mime.text).toContain('How to pay');
  expect(mime.html).toContain(invoice.invoiceNumber);
  return pdf!.content;
}

describe('the invoice email: the PDF attached', () => {
  it('attaches the PDF to the first send of an invoice nobody has opened, and stores it of the revision sent', async () => {
    const draft = await draftFor(school.childA1._id, 'GBP');
    // No PDF was ever asked for: none is stored, so the mailer makes it.
    expect(await readStoredInvoicePdf(draft._id)).toBeUndefined();
    const { invoice, emails } = await sendAndRead(draft);

    const pdf = await attachedPdf(only(emails, school.familyA.email), invoice);
    const text = pdfText(pdf);
    expect(text).toContain(invoice.invoiceNumber);
    expect(invoice.total).toBeGreaterThan(0);
    expect(text).toContain(formatMoney(invoice.total, invoice.currency));
    expect(text).toContain('Status: Sent');
    expect(text).not.toContain('DRAFT');

    // Made once: stored of the revision sent, and the very bytes the family downloads from the invoice page.
    const record = (await findInvoice(invoice._id))!;
    const stored = await readStoredInvoicePdf(invoice._id);
    expect(stored?.revision).toBe(record.revision);
    expect(Buffer.compare(pdf, Buffer.from(stored!.bytes))).toBe(0);
    const exported = await exportedPdf(invoice._id, school.familyA.token);
    expect(Buffer.compare(pdf, Buffer.from(exported))).toBe(0);
  });

  it('attaches the PDF of the invoice as sent, never the draft’s stored before, and the stored one when the email is sent again', async () => {
    const draft = await draftFor(school.childA1._id, 'GBP');
    // The draft's PDF (DRAFT across it) is stored, but of an older revision than the invoice sent.
    await exportedPdf(draft._id, school.superAdmin.token);
    const { invoice, emails } = await sendAndRead(draft);
    const first = await attachedPdf(only(emails, school.familyA.email), invoice);
    const text = pdfText(first);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).not.toContain('DRAFT');

    // The same email queued again carries the stored PDF: the same bytes.
    const record = (await findInvoice(invoice._id))!;
    const again = await attachedPdf(
      await queueAndRead(await invoiceSentMessage(invoice._id, record.revision)),
      invoice,
    );
    expect(Buffer.compare(again, first)).toBe(0);
  });

  it('sends an email queued before the invoice changed without a PDF, rather than one of another revision', async () => {
    const draft = await draftFor(school.childA1._id, 'GBP');
    const { invoice } = await sendAndRead(draft);
    const sentRevision = (await findInvoice(invoice._id))!.revision;
    expect((await readStoredInvoicePdf(invoice._id))?.revision).toBe(sentRevision);
    // A payment makes a new revision, and the invoice page's download replaces the stored PDF with its own.
    await recordPayment(runtime.api, school.superAdmin.token, invoice._id, {
      amount: 10,
      date: new Date().toISOString().slice(0, 10),
      method: 'bank_transfer',
    });
    await exportedPdf(invoice._id, school.familyA.token);
    const paidRevision = (await findInvoice(invoice._id))!.revision;
    expect(paidRevision).toBeGreaterThan(sentRevision);
    expect((await readStoredInvoicePdf(invoice._id))?.revision).toBe(paidRevision);

    // An email written for the revision sent, going out only now: no PDF of that revision exists any more.
    const email = await queueAndRead(await invoiceSentMessage(invoice._id, sentRevision));
    expect((await parsedMime(email)).attachments).toEqual([]);
    expect((await readStoredInvoicePdf(invoice._id))?.revision).toBe(paidRevision);
  });
});

describe('the invoice email to a family that has not chosen its password', () => {
  // Two password hashes (scrypt) and a read of the whole table: slow on a busy machine.
  it('links through a fresh invitation that opens the invoice, works once, and leaves no copy of its secret in the table', async () => {
    const staffToken = school.superAdmin.token;
    const address = 'ivo.invited@people.example';
    const created = await request(runtime.api, 'POST', '/users', {
      token: staffToken,
      body: { name: 'Ivo Invited', email: address, role: 'user', password: '' },
    });
    expect(created.status).toBe(201);
    const familyId = created.body.data._id as string;
    const child = await createStudent(runtime.api, staffToken, { name: 'Ida Invited', parentId: familyId });
    const invitationEmail = emailsTo(await emailsAfterDrain(mail()), address).at(-1)!;
    const firstToken = tokenIn(invitationEmail, 'invite');

    await setOnlinePayment(true);
    let sent: { invoice: Invoice; emails: StoredEmail[] };
    try {
      sent = await sendAndRead(await draftFor(child._id, 'GBP'));
    } finally {
      await setOnlinePayment(false);
    }
    const { invoice } = sent;
    const email = only(sent.emails, address);
    const token = tokenIn(email, 'invite');
    expect(token).not.toBe(firstToken);
    const invoicePath = `/dashboard/invoices/${invoice._id}`;
    const viaInvitation = (next: string) =>
      `${appUrl()}/invite/${token}?${new URLSearchParams({ next }).toString()}`;
    for (const body of [email.body.text!, email.body.html!.replaceAll('&amp;', '&')]) {
      expect(body).toContain(viaInvitation(invoicePath));
      expect(body).toContain(viaInvitation(`${invoicePath}?pay=1`));
      // No link to a sign-in the family cannot pass.
      expect(body).not.toContain(`${appUrl()}${invoicePath}`);
    }
    expect(email.body.text).toContain('You have not chosen your password yet');

    // Sent: the table keeps the link's hash only, not even in the outbox.
    const holders = [...(await dumpTable())].filter(([, item]) => item.includes(token.slice(24)));
    expect(holders.map(([key]) => key)).toEqual([]);

    // One invitation link per account: the invoice email's replaced the one emailed before.
    const old = await request(runtime.api, 'POST', '/auth/accept-invitation', {
      body: { token: firstToken, password: 'ivo-chose-this-1' },
    });
    expect(old.status).toBe(410);

    const accepted = await request(runtime.api, 'POST', '/auth/accept-invitation', {
      body: { token, password: 'ivo-chose-this-1' },
    });
    expect(accepted.status).toBe(200);
    // Signed in by accepting: the page `next` names opens the invoice for the family.
    const opened = await request(runtime.api, 'GET', `/invoices/${invoice._id}`, {
      token: accepted.body.data.token as string,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.invoiceNumber).toBe(invoice.invoiceNumber);
    const again = await request(runtime.api, 'POST', '/auth/accept-invitation', {
      body: { token, password: 'someone-else-1' },
    });
    expect(again.status).toBe(410);

    // Now the family signs in: its next invoice email links to the invoice itself.
    const next = await sendAndRead(await draftFor(child._id, 'GBP'));
    const ordinary = only(next.emails, address);
    expect(ordinary.body.text).not.toContain('/invite/');
    expect(ordinary.body.text).toContain(`${appUrl()}/dashboard/invoices/${next.invoice._id}`);
  }, 120_000);
});

describe('the overdue emails', () => {
  it('carry How to pay, Pay now and the status as families read it, with what is left of a part-paid invoice', async () => {
    const { invoice } = await sendAndRead(await draftFor(school.childA1._id, 'GBP'));
    await recordPayment(runtime.api, school.superAdmin.token, invoice._id, {
      amount: 10,
      date: new Date().toISOString().slice(0, 10),
      method: 'bank_transfer',
    });
    await setOnlinePayment(true);
    try {
      const { markOverdueInvoices } = await import('../../functions/invoices/mark-overdue');
      const before = (await emailsAfterDrain(mail())).length;
      await markOverdueInvoices(new Date('2031-01-15T09:00:00Z'));
      const emails = (await emailsAfterDrain(mail())).slice(before);
      const email = emailsTo(emails, school.familyA.email).find((each) =>
        each.subject.includes(invoice.invoiceNumber),
      )!;
      expect(email.subject).toBe(`Invoice ${invoice.invoiceNumber} for ${isolatedName('Amy A1')} is overdue`);
      const left = `£${(invoice.total - 10).toFixed(2)}`;
      for (const body of bothParts(email)) {
        expect(body).toContain('How to pay');
        expect(body).toContain(payNowLink(invoice._id));
        expect(body).toContain(gbpAccount.accountName);
      }
      expect(email.body.text).toMatch(new RegExp(`Amount due\\s+${left.replace('.', '\\.')}`));
      expect(email.body.text).toContain(`Overdue (Part-paid: £10.00 received, ${left} still due)`);
      expect(email.body.text).toMatch(new RegExp(`Reference\\s+${invoice.invoiceNumber}`));
    } finally {
      await setOnlinePayment(false);
    }
  });
});
