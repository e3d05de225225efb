import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFamilyCredit } from '../../functions/entities/family-credit-entity';
import { creditNotesIssuedBetween } from '../../functions/entities/credit-note-entity';
import { familyCreditChange } from '../../functions/entities/family-credit-entity';
import { findStripePayment } from '../../functions/entities/stripe-payment-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { schoolToday } from '../../shared/invoices/invoice-period';
import type { CreditNote } from '../../shared/schemas/credit-note-schemas';
import { request } from './support/http';
import {
  bookMonth,
  expectRefusedAndNothingChanged,
  generateInvoice,
  getInvoice,
  initialSettings,
  monthAllocator,
  recordPayment,
  saveSettings,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import { emailsAfterDrain, emailsTo, type StoredEmail } from './support/mail-store';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import {
  deliverToWebhook,
  payRecordedSession,
  signedDelivery,
  stripeEvent,
  testStripeKeys,
} from './support/stripe-recorder';
import { connectStripe, disconnectStripe, useStripeRecorder } from './support/use-stripe-recorder';

/*
 * Credit notes (issue 36): an issued invoice is credited, never deleted; each
 * credit note is numbered CN-YYYY-NNNN without gaps, takes at most what is
 * left of the invoice's total, and what goes beyond the balance due becomes
 * the family's credit.
 */
// Before the runtime: the SDK reads the recorder's address when its client is made.
const stripe = useStripeRecorder();
const { runtime, school } = useSchoolWithPeople({ email: true });
const mail = () => runtime.mail!;
const folder = mkdtempSync(join(tmpdir(), 'credit-note-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const token = () => school.superAdmin.token;
const nextMonth = monthAllocator(2024, 1);
const today = () => schoolToday();
const year = () => today().slice(0, 4);

beforeAll(async () => {
  // 20 % VAT on pounds, so every credit has a VAT portion to split.
  await saveSettings(runtime.api, token(), { ...initialSettings, taxRates: { GBP: 20, AED: 5 } });
});

/** A draft for childA1 of three one-hour lessons at £40: £120 + £24 VAT = £144. */
async function draft(): Promise<Invoice> {
  const period = nextMonth();
  await bookMonth(runtime.api, token(), {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    ...period,
    days: [4, 11, 18],
  });
  const invoice = await generateInvoice(runtime.api, token(), {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  expect(invoice.total).toBe(144);
  return invoice;
}

/**
 * A draft sent with familyA holding no credit: sending applies a family's
 * credit (the last tests), so the credit the earlier tests left is spent first.
 */
async function sent(): Promise<Invoice> {
  const invoice = await draft();
  const left = (await readFamilyCredit(school.familyA.id)).balances.GBP ?? 0;
  if (left > 0)
    await writeTransaction(
      familyCreditChange({
        parentId: school.familyA.id,
        currency: 'GBP',
        amountMinor: -left,
        reason: 'applied',
        invoiceIds: [],
        at: new Date().toISOString(),
      }),
    );
  return setStatus(runtime.api, token(), invoice._id, 'sent');
}

const creditRequest = (invoiceId: string, body: unknown, as = token()) =>
  request(runtime.api, 'POST', `/invoices/${invoiceId}/credit-notes`, { token: as, body });

async function credit(invoiceId: string, body: unknown): Promise<CreditNote> {
  const answer = await creditRequest(invoiceId, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data as CreditNote;
}

const numberPattern = () => new RegExp(`^CN-${year()}-\\d{4}$`);
const sequenceOf = (note: CreditNote) => Number(note.number.slice(-4));

describe('POST /invoices/{id}/credit-notes', () => {
  it('credits an amount with its VAT portion; the invoice owes less and lists it; the family reads it', async () => {
    const invoice = await sent();
    const note = await credit(invoice._id, { amount: 24, reason: 'Lesson cut short' });
    expect(note.number).toMatch(numberPattern());
    expect(note).toMatchObject({
      invoice: { _id: invoice._id, invoiceNumber: invoice.invoiceNumber },
      student: { _id: school.childA1._id },
      parent: { _id: school.familyA.id, email: school.familyA.email },
      currency: 'GBP',
      subtotal: 20,
      taxRate: 20,
      tax: 4,
      total: 24,
      familyCredit: 0,
      reason: 'Lesson cut short',
      issuedBy: school.superAdmin.id,
    });
    expect(note.lines).toEqual([
      { _id: expect.any(String), description: 'Credit: Lesson cut short', amount: 20 },
    ]);

    const after = await getInvoice(runtime.api, token(), invoice._id);
    expect(after).toMatchObject({ status: 'sent', amountCredited: 24, amountPaid: 0, balanceDue: 120 });
    expect(after.creditNotes).toEqual([
      { _id: note._id, number: note.number, total: 24, issuedAt: note.issuedAt },
    ]);

    // The family reads its own credit note (without who issued it), and another family cannot.
    const own = await request(runtime.api, 'GET', `/credit-notes/${note._id}`, {
      token: school.familyA.token,
    });
    expect(own.status, own.text).toBe(200);
    expect(own.body.data).toMatchObject({ number: note.number, total: 24 });
    expect(own.body.data.issuedBy).toBeUndefined();
    const foreign = await request(runtime.api, 'GET', `/credit-notes/${note._id}`, {
      token: school.familyB.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Credit note not found');

    // The change is audited.
    const audit = await request(
      runtime.api,
      'GET',
      `/audit-log?action=creditNote.issue&targetId=${invoice._id}`,
      {
        token: token(),
      },
    );
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.data).toHaveLength(1);
  });

  it('pays the invoice once payments and credit cover it, and keeps what goes beyond as family credit', async () => {
    const invoice = await sent();
    await recordPayment(runtime.api, token(), invoice._id, { amount: 100, date: today(), method: 'cash' });
    const creditBefore = (await readFamilyCredit(school.familyA.id)).balances.GBP ?? 0;
    const note = await credit(invoice._id, { amount: 54, reason: 'Two lessons missed' });
    // £44 was still due: it is settled, and £10 is the family's credit.
    expect(note.familyCredit).toBe(10);
    const after = await getInvoice(runtime.api, token(), invoice._id);
    expect(after).toMatchObject({ status: 'paid', amountPaid: 100, amountCredited: 54, balanceDue: 0 });
    expect(after.paidAt).toBeDefined();
    const credit_ = await readFamilyCredit(school.familyA.id);
    expect((credit_.balances.GBP ?? 0) - creditBefore).toBe(1000);
    expect(credit_.entries.filter((entry) => entry.creditNoteId === note._id)).toEqual([
      expect.objectContaining({ amountMinor: 1000, reason: 'credit-note', invoiceIds: [invoice._id] }),
    ]);

    // On a paid invoice all of a further credit is family credit; the total stays the most that is credited.
    const more = await credit(invoice._id, { amount: 90, reason: 'Goodwill' });
    expect(more.familyCredit).toBe(90);
    expect((await readFamilyCredit(school.familyA.id)).balances.GBP! - creditBefore).toBe(10_000);
    await expectRefusedAndNothingChanged(
      runtime.api,
      token(),
      () => creditRequest(invoice._id, { amount: 0.01, reason: 'More' }),
      { status: 409, message: 'The invoice is already credited in full' },
    );
  });

  it('credits lines with their VAT, each line at most once across credit notes', async () => {
    const invoice = await sent();
    const [first, second, third] = invoice.items;
    const note = await credit(invoice._id, { itemIds: [first!._id], reason: 'Teacher ill' });
    expect(note).toMatchObject({ subtotal: 40, tax: 8, total: 48 });
    expect(note.lines).toEqual([
      expect.objectContaining({
        itemId: first!._id,
        amount: 40,
        description: expect.stringContaining(first!.subject),
      }),
    ]);
    await expectRefusedAndNothingChanged(
      runtime.api,
      token(),
      () => creditRequest(invoice._id, { itemIds: [second!._id, first!._id], reason: 'Again' }),
      { status: 409, message: `These lines are already on a credit note: ${first!._id}` },
    );
    await expectRefusedAndNothingChanged(
      runtime.api,
      token(),
      () => creditRequest(invoice._id, { itemIds: [school.childA1._id], reason: 'Not a line' }),
      { status: 400, message: /not on the invoice/ },
    );
    const rest = await credit(invoice._id, { itemIds: [second!._id, third!._id], reason: 'Term ended' });
    expect(rest.total).toBe(96);
    const after = await getInvoice(runtime.api, token(), invoice._id);
    expect(after).toMatchObject({ status: 'paid', amountCredited: 144, balanceDue: 0 });
    expect(after.creditNotes!.map((one) => one.itemIds)).toEqual([[first!._id], [second!._id, third!._id]]);
  });

  it('refuses drafts, void invoices, more than is left, and bad bodies, changing nothing', async () => {
    const draftInvoice = await draft();
    await expectRefusedAndNothingChanged(
      runtime.api,
      token(),
      () => creditRequest(draftInvoice._id, { amount: 1, reason: 'x' }),
      { status: 409, message: 'A draft invoice cannot be credited: change or delete it instead' },
    );
    const voided = await sent();
    const voidAnswer = await request(runtime.api, 'POST', `/invoices/${voided._id}/void`, {
      token: token(),
      body: { reason: 'Billed twice' },
    });
    expect(voidAnswer.status, voidAnswer.text).toBe(200);
    await expectRefusedAndNothingChanged(
      runtime.api,
      token(),
      () => creditRequest(voided._id, { amount: 1, reason: 'x' }),
      { status: 409, message: 'A void invoice cannot be credited: nothing on it is due' },
    );

    const invoice = await sent();
    await credit(invoice._id, { amount: 100, reason: 'Most of it' });
    await expectRefusedAndNothingChanged(
      runtime.api,
      token(),
      () => creditRequest(invoice._id, { amount: 44.01, reason: 'Too much' }),
      { status: 400, message: 'The credit is more than is left to credit on the invoice (£44.00)' },
    );
    for (const body of [
      { amount: 1 },
      { reason: 'Neither' },
      { amount: 1, itemIds: [invoice.items[0]!._id], reason: 'Both' },
      { amount: 0, reason: 'Zero' },
      { amount: 1.005, reason: 'Decimals' },
      { itemIds: [], reason: 'None' },
      { amount: 1, reason: '   ' },
      { amount: 1, reason: 'x', extra: true },
    ])
      await expectRefusedAndNothingChanged(runtime.api, token(), () => creditRequest(invoice._id, body), {
        status: 400,
      });
    // A credited invoice is no longer voided away.
    const voidCredited = await request(runtime.api, 'POST', `/invoices/${invoice._id}/void`, {
      token: token(),
      body: { reason: 'Try' },
    });
    expect(voidCredited.status).toBe(409);
    expect(voidCredited.body.message).toBe('An invoice with credit notes cannot be voided');
  });

  it('is for the Super Administrator only', async () => {
    const invoice = await sent();
    for (const person of [school.admin, school.teacherA, school.familyA]) {
      const answer = await creditRequest(invoice._id, { amount: 1, reason: 'x' }, person.token);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Only the Super Administrator can change invoices');
    }
    expect((await getInvoice(runtime.api, token(), invoice._id)).amountCredited).toBeUndefined();
  });

  it('numbers credit notes issued at once without gaps or duplicates, and never credits more than the total', async () => {
    const invoice = await sent();
    const before = await request(runtime.api, 'GET', `/credit-notes?parentId=${school.familyA.id}&limit=1`, {
      token: token(),
    });
    const last = before.body.data.length ? sequenceOf(before.body.data[0] as CreditNote) : 0;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        creditRequest(invoice._id, { amount: 10, reason: `Racer ${index}` }),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    const sequences = answers
      .map((answer) => sequenceOf(answer.body.data as CreditNote))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 8 }, (_, index) => last + 1 + index));
    const after = await getInvoice(runtime.api, token(), invoice._id);
    expect(after).toMatchObject({ amountCredited: 80, balanceDue: 64 });
    expect(after.creditNotes).toHaveLength(8);

    // Two credits at once that together exceed what is left: one is issued, the other refused.
    const racers = await Promise.all([
      creditRequest(invoice._id, { amount: 40, reason: 'A' }),
      creditRequest(invoice._id, { amount: 40, reason: 'B' }),
    ]);
    expect(racers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect((await getInvoice(runtime.api, token(), invoice._id)).amountCredited).toBe(120);
  });

  it("lists a family's credit notes newest first, page by page, and those issued in a range of days", async () => {
    const invoice = await sent();
    const notes: CreditNote[] = [];
    for (const amount of [1, 2, 3]) notes.push(await credit(invoice._id, { amount, reason: `R${amount}` }));
    const first = await request(runtime.api, 'GET', `/credit-notes?parentId=${school.familyA.id}&limit=2`, {
      token: school.admin.token,
    });
    expect(first.status, first.text).toBe(200);
    expect((first.body.data as CreditNote[]).map((note) => note._id)).toEqual([notes[2]!._id, notes[1]!._id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await request(
      runtime.api,
      'GET',
      `/credit-notes?parentId=${school.familyA.id}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor as string)}`,
      { token: school.admin.token },
    );
    expect((second.body.data as CreditNote[])[0]!._id).toBe(notes[0]!._id);

    // A family reads its own, whatever parentId it sends; another family's list holds none of them.
    const own = await request(runtime.api, 'GET', `/credit-notes?parentId=${school.familyB.id}&limit=1`, {
      token: school.familyA.token,
    });
    expect((own.body.data as CreditNote[])[0]!._id).toBe(notes[2]!._id);
    const other = await request(runtime.api, 'GET', '/credit-notes', { token: school.familyB.token });
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
    const missing = await request(runtime.api, 'GET', '/credit-notes', { token: school.admin.token });
    expect(missing.status).toBe(400);

    // The exports read the credit notes issued today, oldest first, page by page.
    const issued: string[] = [];
    for await (const page of creditNotesIssuedBetween(today(), today()))
      issued.push(...page.map((note) => note.id));
    expect(issued.slice(-3)).toEqual(notes.map((note) => note._id));
    const none: string[] = [];
    for await (const page of creditNotesIssuedBetween('2024-01-01', '2024-12-31'))
      none.push(...page.map((n) => n.id));
    expect(none).toEqual([]);
  });
});

/** The PDF's text as poppler reads it (pdftotext), with runs of spaces collapsed. */
function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `credit-note-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[ \t]+/g,
    ' ',
  );
}

async function download(path: string, callerToken: string) {
  const response = await fetch(`${runtime.api}${path}`, {
    headers: { authorization: `Bearer ${callerToken}` },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function attachmentsOf(email: StoredEmail) {
  const answer = await fetch(`${mail().url}/get-emlContent?messageId=${encodeURIComponent(email.messageId)}`);
  expect(answer.status).toBe(200);
  const { body } = (await answer.json()) as { body: { type: 'Buffer'; data: number[] } };
  return (await simpleParser(Buffer.from(body.data))).attachments;
}

describe('the credit note as a PDF and an email', () => {
  it('downloads as {number}.pdf with CREDIT NOTE, the invoice, lines, VAT, total and reason; the family is emailed it', async () => {
    const invoice = await sent();
    await recordPayment(runtime.api, token(), invoice._id, { amount: 144, date: today(), method: 'cash' });
    const note = await credit(invoice._id, {
      itemIds: [invoice.items[0]!._id],
      reason: 'Teacher was ill on the day',
    });

    const pdf = await download(`/credit-notes/${note._id}/export`, school.familyA.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${note.number}.pdf"`);
    const text = pdfText(pdf.bytes);
    for (const expected of [
      'CREDIT NOTE',
      note.number,
      `Credits invoice ${invoice.invoiceNumber}`,
      invoice.items[0]!.subject,
      'Subtotal',
      '£40.00',
      'Tax (20%)',
      '£8.00',
      'Total credited',
      '£48.00',
      'Added to your credit',
      'Teacher was ill on the day',
      school.childA1.name,
    ])
      expect(text).toContain(expected);

    // Another family's download is "not found"; staff download any.
    expect((await download(`/credit-notes/${note._id}/export`, school.familyB.token)).status).toBe(404);
    expect((await download(`/credit-notes/${note._id}/export`, school.admin.token)).status).toBe(200);

    const emails = emailsTo(await emailsAfterDrain(mail()), school.familyA.email).filter((email) =>
      email.subject.startsWith(`Credit note ${note.number}:`),
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(
      `Credit note ${note.number}: £48.00 for invoice ${invoice.invoiceNumber}`,
    );
    expect(emails[0]!.body.text).toContain('Teacher was ill on the day');
    const attachments = await attachmentsOf(emails[0]!);
    expect(attachments.map((one) => [one.filename, one.contentType])).toEqual([
      [`${note.number}.pdf`, 'application/pdf'],
    ]);
    expect(pdfText(attachments[0]!.content)).toContain('CREDIT NOTE');

    // The invoice's own PDF says what was credited.
    const invoicePdf = pdfText(
      (await download(`/invoices/${invoice._id}/export`, school.familyA.token)).bytes,
    );
    expect(invoicePdf).toMatch(/Credited\s+£48\.00/);
  });
});

const refundRequest = (creditNoteId: string, body: unknown, as = token()) =>
  request(runtime.api, 'POST', `/credit-notes/${creditNoteId}/refunds`, { token: as, body });
const gbpCredit = async () => (await readFamilyCredit(school.familyA.id)).balances.GBP ?? 0;

describe('POST /credit-notes/{id}/refunds', () => {
  it("pays back the credit a credit note created, as staff record it, never beyond it nor the family's credit", async () => {
    const invoice = await sent();
    await recordPayment(runtime.api, token(), invoice._id, { amount: 144, date: today(), method: 'cash' });
    const note = await credit(invoice._id, { amount: 54, reason: 'Term cut short' });
    expect(note.familyCredit).toBe(54);
    const before = await gbpCredit();

    const refunded = await refundRequest(note._id, {
      amount: 20,
      date: today(),
      method: 'bank_transfer',
      reference: 'REF-1',
    });
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.body.data).toMatchObject({
      refunded: 20,
      refunds: [{ amount: 20, method: 'bank_transfer', reference: 'REF-1', throughStripe: false }],
    });
    expect((await gbpCredit()) - before).toBe(-2000);
    const ledger = (await readFamilyCredit(school.familyA.id)).entries.filter(
      (entry) => entry.creditNoteId === note._id,
    );
    expect(ledger.map((entry) => [entry.reason, entry.amountMinor])).toEqual([
      ['credit-note', 5400],
      ['credit-note-refund', -2000],
    ]);

    const refuse = async (body: unknown, status: number, message?: string | RegExp, as = token()) => {
      const creditBefore = await gbpCredit();
      const answer = await refundRequest(note._id, body, as);
      expect(answer.status, answer.text).toBe(status);
      if (typeof message === 'string') expect(answer.body.message).toBe(message);
      else if (message) expect(answer.body.message).toMatch(message);
      expect(await gbpCredit()).toBe(creditBefore);
    };
    const valid = { amount: 10, date: today(), method: 'cash' };
    await refuse(
      { ...valid, amount: 34.01 },
      400,
      "The refund is more than is left of this credit note's credit (£34.00)",
    );
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    await refuse({ ...valid, date: tomorrow }, 400, /cannot be in the future/);
    await refuse({ ...valid, method: 'credit_card' }, 400, /Method must be one of/);
    await refuse(valid, 403, 'Only the Super Administrator can change invoices', school.admin.token);
    await refuse(valid, 403, undefined, school.familyA.token);
    expect((await refundRequest('0123456789abcdef01234567', valid)).status).toBe(404);

    // The family spent most of its credit meanwhile: the refund cannot take it below zero.
    const spend = (await gbpCredit()) - 500;
    await writeTransaction(
      familyCreditChange({
        parentId: school.familyA.id,
        currency: 'GBP',
        amountMinor: -spend,
        reason: 'applied',
        invoiceIds: [],
        at: new Date().toISOString(),
      }),
    );
    await refuse(valid, 409, "The family's credit is £5.00: it cannot go below zero");
    const rest = await refundRequest(note._id, { ...valid, amount: 5 });
    expect(rest.status, rest.text).toBe(201);
    expect(await gbpCredit()).toBe(0);

    // A credit note that settled only what was due made no credit to refund.
    const other = await sent();
    const small = await credit(other._id, { amount: 4, reason: 'Small' });
    const none = await refundRequest(small._id, valid);
    expect(none.status).toBe(409);
  });

  it('refunds through Stripe on the PaymentIntent when the invoice was paid online, once only', async () => {
    await connectStripe(runtime.api, token());
    try {
      const invoice = await sent();
      const checkout = await request(runtime.api, 'POST', '/payments/checkout', {
        token: school.familyA.token,
        body: { invoiceIds: [invoice._id] },
      });
      expect(checkout.status, checkout.text).toBe(200);
      const recorded = stripe.current.sessions.get(checkout.body.data.url.split('/').at(-1))!;
      const { session, paymentIntent } = payRecordedSession(stripe.current, recorded);
      const delivered = await deliverToWebhook(
        runtime.api,
        signedDelivery(
          stripeEvent('checkout.session.completed', session),
          testStripeKeys.stripeWebhookSecret,
        ),
      );
      expect(delivered.status, delivered.text).toBe(200);
      expect((await getInvoice(runtime.api, token(), invoice._id)).status).toBe('paid');

      const note = await credit(invoice._id, { amount: 50, reason: 'Lessons cancelled' });
      expect(note.familyCredit).toBe(50);
      const creditBefore = await gbpCredit();
      const body = { amount: 30, date: today(), method: 'card' };
      const answer = await refundRequest(note._id, body);
      expect(answer.status, answer.text).toBe(201);
      const refunds = stripe.current.requests.filter(
        (one) => one.method === 'POST' && one.path === '/v1/refunds',
      );
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.body).toMatchObject({ payment_intent: paymentIntent, amount: '3000' });
      expect(refunds[0]!.idempotencyKey).toBe(`credit-note-refund-${note._id}-0-3000`);
      expect(answer.body.data.refunds).toEqual([
        expect.objectContaining({
          amount: 30,
          throughStripe: true,
          reference: expect.stringMatching(/^re_test_/),
        }),
      ]);
      expect((await gbpCredit()) - creditBefore).toBe(-3000);
      expect(await findStripePayment(paymentIntent)).toMatchObject({ refundedMinor: 3000 });

      // Stripe's own event for the refund takes nothing more: the invoice stays paid, the credit as it is.
      const refundedCharge = {
        id: `ch_test_${paymentIntent.slice(8)}`,
        object: 'charge',
        amount: Math.round(invoice.total * 100),
        amount_refunded: 3000,
        currency: 'gbp',
        payment_intent: paymentIntent,
        refunded: false,
        metadata: {},
      };
      const event = await deliverToWebhook(
        runtime.api,
        signedDelivery(stripeEvent('charge.refunded', refundedCharge), testStripeKeys.stripeWebhookSecret),
      );
      expect(event.status, event.text).toBe(200);
      expect((await getInvoice(runtime.api, token(), invoice._id)).status).toBe('paid');
      expect((await gbpCredit()) - creditBefore).toBe(-3000);
    } finally {
      await disconnectStripe(runtime.api, token());
    }
  });
});

describe('family credit applied when an invoice is sent', () => {
  /** A draft for childB1 (familyB) of two one-hour lessons at £40: £80 + £16 VAT = £96. */
  async function draftB(): Promise<Invoice> {
    const period = nextMonth();
    await bookMonth(runtime.api, token(), {
      student: school.childB1._id,
      teacher: school.teacherB.id,
      ...period,
      days: [6, 13],
    });
    return generateInvoice(runtime.api, token(), {
      studentId: school.childB1._id,
      dateRangeType: 'month',
      ...period,
      currency: 'GBP',
    });
  }
  const creditB = async () => (await readFamilyCredit(school.familyB.id)).balances.GBP ?? 0;

  it('takes the credit once, as a Family credit payment, even when two invoices are sent at once', async () => {
    // £30 of credit: a credit note on a paid invoice.
    const paidInvoice = await setStatus(runtime.api, token(), (await draftB())._id, 'sent');
    await recordPayment(runtime.api, token(), paidInvoice._id, { amount: 96, date: today(), method: 'cash' });
    await credit(paidInvoice._id, { amount: 30, reason: 'Goodwill' });
    expect(await creditB()).toBe(3000);

    const [one, two] = [await draftB(), await draftB()];
    const sends = await Promise.all(
      [one, two].map((draft) => setStatus(runtime.api, token(), draft._id, 'sent')),
    );
    const applied = sends.flatMap((invoice) =>
      invoice.payments.filter((payment) => payment.method === 'credit'),
    );
    expect(applied.map((payment) => [payment.amount, payment.reference])).toEqual([[30, 'Family credit']]);
    expect(await creditB()).toBe(0);
    const withCredit = sends.find((invoice) => invoice.payments.length === 1)!;
    expect(withCredit).toMatchObject({ status: 'sent', amountPaid: 30, balanceDue: 66 });
    const ledger = (await readFamilyCredit(school.familyB.id)).entries.filter(
      (entry) => entry.reason === 'applied',
    );
    expect(ledger).toEqual([expect.objectContaining({ amountMinor: -3000, invoiceIds: [withCredit._id] })]);

    // Staff cannot record "Family credit" by hand: only the site applies it.
    const byHand = await request(runtime.api, 'POST', `/invoices/${withCredit._id}/payments`, {
      token: token(),
      body: { amount: 1, date: today(), method: 'credit' },
    });
    expect(byHand.status).toBe(400);

    // More credit than is due pays the invoice in full and keeps the rest.
    const paidAgain = await setStatus(runtime.api, token(), (await draftB())._id, 'sent');
    await recordPayment(runtime.api, token(), paidAgain._id, { amount: 96, date: today(), method: 'cash' });
    await credit(paidAgain._id, { amount: 96, reason: 'Refund as credit' });
    const covered = await setStatus(runtime.api, token(), (await draftB())._id, 'sent');
    expect(covered).toMatchObject({ status: 'paid', amountPaid: 96, balanceDue: 0 });
    expect(covered.payments.map((payment) => payment.method)).toEqual(['credit']);
    expect(await creditB()).toBe(0);
  });

  it('is applied by staff to an invoice already sent, once under a race, and refused where nothing can take it', async () => {
    const applyCredit = (invoiceId: string, as = token()) =>
      request(runtime.api, 'POST', `/invoices/${invoiceId}/apply-credit`, { token: as });
    const unpaid = await setStatus(runtime.api, token(), (await draftB())._id, 'sent');
    const other = await setStatus(runtime.api, token(), (await draftB())._id, 'sent');
    // No credit yet: refused, nothing written.
    const none = await applyCredit(unpaid._id);
    expect([none.status, none.body.message]).toEqual([
      409,
      'The family has no credit in this currency to apply',
    ]);

    // £40 of credit arrives after both were sent (a credit note on a paid invoice).
    const paid = await setStatus(runtime.api, token(), (await draftB())._id, 'sent');
    await recordPayment(runtime.api, token(), paid._id, { amount: 96, date: today(), method: 'cash' });
    await credit(paid._id, { amount: 40, reason: 'Goodwill' });
    expect(await creditB()).toBe(4000);
    // The family and staff read it on account.
    for (const as of [token(), school.familyB.token]) {
      const held = await request(runtime.api, 'GET', `/families/${school.familyB.id}/credit`, { token: as });
      expect([held.status, held.body.data]).toEqual([200, { balances: [{ currency: 'GBP', amount: 40 }] }]);
    }

    // Only super_admin; a family cannot spend its credit through this route.
    expect((await applyCredit(unpaid._id, school.admin.token)).status).toBe(403);
    expect((await applyCredit(unpaid._id, school.familyB.token)).status).toBe(403);

    // Both at once: the credit is spent once, on one of them.
    const answers = await Promise.all([applyCredit(unpaid._id), applyCredit(other._id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const applied = answers.find((answer) => answer.status === 200)!.body.data as Invoice;
    expect(applied).toMatchObject({ status: 'sent', amountPaid: 40, balanceDue: 56 });
    expect(applied.payments.map((payment) => [payment.method, payment.amount])).toEqual([['credit', 40]]);
    expect(await creditB()).toBe(0);
    const spent = await request(runtime.api, 'GET', `/families/${school.familyB.id}/credit`, {
      token: token(),
    });
    expect(spent.body.data).toEqual({ balances: [] });

    // Paid, draft and void invoices take no credit.
    const refusedPaid = await applyCredit(paid._id);
    expect([refusedPaid.status, refusedPaid.body.message]).toEqual([
      409,
      'The invoice is paid: nothing on it is due',
    ]);
    const aDraft = await draftB();
    expect((await applyCredit(aDraft._id)).status).toBe(409);
    expect((await getInvoice(runtime.api, token(), aDraft._id)).payments).toEqual([]);
  });
});

describe('removing a payment after a credit note moved credit to the family', () => {
  const removePayment = (invoiceId: string, paymentId: string) =>
    request(runtime.api, 'DELETE', `/invoices/${invoiceId}/payments/${paymentId}`, { token: token() });
  /** familyA's pound ledger: what the invoices still ask less the credit held is the running balance. */
  async function poundTotals() {
    const answer = await request(runtime.api, 'GET', `/families/${school.familyA.id}/statement`, {
      token: token(),
    });
    expect(answer.status, answer.text).toBe(200);
    const ledger = (
      answer.body.data as {
        currencies: {
          currency: string;
          totals: { balanceDue: number; creditHeld: number; closingBalance: number };
        }[];
      }
    ).currencies.find((entry) => entry.currency === 'GBP')!;
    return ledger.totals;
  }

  it('owes the invoice in full again while the credit stays on account: the credit counts once', async () => {
    const invoice = await sent();
    const paid = await recordPayment(runtime.api, token(), invoice._id, {
      amount: 144,
      date: today(),
      method: 'cash',
    });
    const note = await credit(invoice._id, { amount: 30, reason: 'Goodwill' });
    expect(note.familyCredit).toBe(30);
    expect(await gbpCredit()).toBe(3000);
    const before = await poundTotals();

    // The £144 was never received after all: the invoice asks for all of it, the £30 stays on account.
    const removed = await removePayment(invoice._id, paid.payments[0]!._id);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data).toMatchObject({
      status: 'sent',
      amountPaid: 0,
      amountCredited: 30,
      balanceDue: 144,
    });
    expect(await gbpCredit()).toBe(3000);
    // The family owes £144 more than before, less nothing: not £144 less the £30 twice.
    const after = await poundTotals();
    expect(after.closingBalance - before.closingBalance).toBe(144);
    expect(after.balanceDue - after.creditHeld).toBe(after.closingBalance);

    // Staff apply the credit: £114 is due and the family holds nothing.
    const applied = await request(runtime.api, 'POST', `/invoices/${invoice._id}/apply-credit`, {
      token: token(),
    });
    expect(applied.status, applied.text).toBe(200);
    const withCredit = applied.body.data as Invoice;
    expect(withCredit).toMatchObject({ status: 'sent', amountPaid: 30, balanceDue: 114 });
    expect(await gbpCredit()).toBe(0);
    expect((await poundTotals()).closingBalance).toBe(after.closingBalance);

    // Removing that Family credit payment gives the credit back to the family.
    const creditPayment = withCredit.payments.find((payment) => payment.method === 'credit')!;
    const undone = await removePayment(invoice._id, creditPayment._id);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'sent', amountPaid: 0, balanceDue: 144 });
    expect(await gbpCredit()).toBe(3000);
    const last = await poundTotals();
    expect(last.closingBalance).toBe(after.closingBalance);
    expect(last.balanceDue - last.creditHeld).toBe(last.closingBalance);
  });
});
