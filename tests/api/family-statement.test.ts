import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/invoices/money';
import { shortDate } from '../../shared/invoices/invoice-period';
import type { FamilyStatement, StatementLine } from '../../shared/schemas/statement-schemas';
import { assertNoSecretsIn, request } from './support/http';
import {
  bookMonth,
  generateInvoice,
  getInvoice,
  monthAllocator,
  recordPayment,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import { assignStudents, createSecondChildOfFamilyA } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import {
  payRecordedSession,
  stripeEvent,
  deliverToWebhook,
  signedDelivery,
  testStripeKeys,
} from './support/stripe-recorder';
import { connectStripe, useStripeRecorder } from './support/use-stripe-recorder';

/*
 * GET /families/{id}/statement (issue 36): the family as the account. Every
 * invoice issued to the family (drafts hidden, void ones for nothing), every
 * payment (online ones too), and its credit, in date order with a running
 * balance; one ledger and one set of totals per currency.
 */
const stripe = useStripeRecorder();
const { runtime, school } = useSchoolWithPeople({ email: true });
const token = () => school.superAdmin.token;
const nextMonth = monthAllocator(2031, 1);
const minor = (major: number) => Math.round(major * 100);

const statementRequest = (familyId: string, callerToken: string | undefined) =>
  request(runtime.api, 'GET', `/families/${familyId}/statement`, { token: callerToken });

async function statementOf(familyId: string, callerToken = token()): Promise<FamilyStatement> {
  const answer = await statementRequest(familyId, callerToken);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as FamilyStatement;
}

/** A draft for `studentId` of two lessons in a fresh month, in `currency`. */
async function draftFor(studentId: string, currency: 'GBP' | 'AED', teacher = school.teacherA.id) {
  const period = nextMonth();
  await bookMonth(runtime.api, token(), { student: studentId, teacher, ...period, days: [5, 12] });
  return generateInvoice(runtime.api, token(), { studentId, dateRangeType: 'month', ...period, currency });
}

const sent = async (studentId: string, currency: 'GBP' | 'AED', teacher?: string) =>
  setStatus(runtime.api, token(), (await draftFor(studentId, currency, teacher))._id, 'sent');

/** Every line's running balance is the one before it plus its amount (in minor units, no float drift). */
function expectRunningBalance(lines: readonly StatementLine[]) {
  let balance = 0;
  for (const line of lines) {
    balance += minor(line.amount);
    expect(minor(line.balance), line.description).toBe(balance);
  }
}

/** familyA's: GBP invoices for childA1, one void, one draft; an AED invoice for Ann A2; online and bank payments. */
const made = {} as {
  paidOnline: Invoice;
  partPaid: Invoice;
  voided: Invoice;
  draft: Invoice;
  aed: Invoice;
  markedPaid: Invoice;
};

beforeAll(async () => {
  const annA2 = await createSecondChildOfFamilyA(runtime.api, school);
  // A teacher's lessons need the student on its account.
  await assignStudents(runtime.api, token(), school.teacherA.id, [school.childA1._id, annA2._id]);
  made.paidOnline = await sent(school.childA1._id, 'GBP');
  made.markedPaid = await sent(school.childA1._id, 'GBP');
  made.partPaid = await sent(school.childA1._id, 'GBP');
  made.voided = await sent(school.childA1._id, 'GBP');
  made.draft = await draftFor(school.childA1._id, 'GBP');
  made.aed = await sent(annA2._id, 'AED');

  const voided = await request(runtime.api, 'POST', `/invoices/${made.voided._id}/void`, {
    token: token(),
    body: { reason: 'Billed twice' },
  });
  expect(voided.status, voided.text).toBe(200);
  await recordPayment(runtime.api, token(), made.partPaid._id, {
    amount: 10,
    date: made.partPaid.createdAt.slice(0, 10),
    method: 'bank_transfer',
    reference: 'FT-PART',
  });

  // The family pays two invoices online; meanwhile the school marked one of them paid, so that money is credit.
  await connectStripe(runtime.api, token());
  const checkout = await request(runtime.api, 'POST', '/payments/checkout', {
    token: school.familyA.token,
    body: { invoiceIds: [made.paidOnline._id, made.markedPaid._id] },
  });
  expect(checkout.status, checkout.text).toBe(200);
  const session = stripe.current.sessions.get(checkout.body.data.url.split('/').at(-1))!;
  await setStatus(runtime.api, token(), made.markedPaid._id, 'paid');
  const { session: completed } = payRecordedSession(stripe.current, session);
  const delivered = await deliverToWebhook(
    runtime.api,
    signedDelivery(stripeEvent('checkout.session.completed', completed), testStripeKeys.stripeWebhookSecret),
  );
  expect(delivered.status, delivered.text).toBe(200);

  // Credit notes: £5 off what is still due on one invoice; £3 on an invoice paid in full, all of it to credit.
  for (const [invoice, amount] of [
    [made.partPaid, 5],
    [made.paidOnline, 3],
  ] as const) {
    const issued = await request(runtime.api, 'POST', `/invoices/${invoice._id}/credit-notes`, {
      token: token(),
      body: { amount, reason: 'Lesson missed' },
    });
    expect(issued.status, issued.text).toBe(201);
  }
}, 120_000);

describe('GET /families/{id}/statement', () => {
  it("shows a family's issued invoices, payments and credit per currency with a running balance and totals", async () => {
    const statement = await statementOf(school.familyA.id);
    expect(statement.family).toEqual({
      _id: school.familyA.id,
      name: school.familyA.name,
      email: school.familyA.email,
    });
    expect(statement.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(statement.currencies.map((ledger) => ledger.currency)).toEqual(['GBP', 'AED']);
    const [gbp, aed] = statement.currencies;

    // Drafts are the school's work in progress: not on the statement.
    const invoiceIds = gbp!.lines.filter((line) => line.kind === 'invoice').map((line) => line.invoiceId);
    expect(invoiceIds).not.toContain(made.draft._id);
    expect(new Set(invoiceIds)).toEqual(
      new Set([made.paidOnline._id, made.markedPaid._id, made.partPaid._id, made.voided._id]),
    );

    // A void invoice stays, shown void, for nothing.
    const voidLine = gbp!.lines.find((line) => line.invoiceId === made.voided._id && line.kind === 'invoice');
    expect(voidLine).toMatchObject({ status: 'void', amount: 0, total: made.voided.total });

    // Payments: the bank transfer, the online card payment and the one marked paid.
    const payments = gbp!.lines.filter((line) => line.kind === 'payment');
    expect(payments.find((line) => line.invoiceId === made.partPaid._id)).toMatchObject({
      amount: -10,
      method: 'bank_transfer',
      reference: 'FT-PART',
    });
    expect(payments.find((line) => line.invoiceId === made.paidOnline._id)).toMatchObject({
      amount: -made.paidOnline.total,
      method: 'card',
    });
    expect(payments.find((line) => line.invoiceId === made.markedPaid._id)).toMatchObject({
      amount: -made.markedPaid.total,
    });

    // The online money no invoice needed is the family's credit.
    const credit = gbp!.lines.filter((line) => line.kind === 'credit');
    expect(credit).toEqual([
      expect.objectContaining({
        amount: -made.markedPaid.total,
        description: 'Credit added to account (payment not needed by an invoice)',
      }),
      expect.objectContaining({
        amount: -3,
        description: expect.stringMatching(/^Credit added to account \(credit note CN-/),
      }),
    ]);
    // A credit note takes off the invoice only what was still due there; the rest is the credit line above.
    const notes = gbp!.lines.filter((line) => line.kind === 'creditNote');
    expect(notes.map((line) => [line.invoiceId, line.amount])).toEqual([
      [made.partPaid._id, -5],
      [made.paidOnline._id, 0],
    ]);

    expectRunningBalance(gbp!.lines);
    const issuedGbp = [made.paidOnline, made.markedPaid, made.partPaid];
    const invoiced = issuedGbp.reduce((sum, invoice) => sum + minor(invoice.total), 0);
    const balanceDue = minor(made.partPaid.total) - 1000 - 500;
    const creditHeld = minor(made.markedPaid.total) + 300;
    expect(gbp!.totals).toEqual({
      invoiced: invoiced / 100,
      paid: (invoiced - balanceDue - 500) / 100,
      credited: 8,
      balanceDue: balanceDue / 100,
      creditHeld: creditHeld / 100,
      closingBalance: (balanceDue - creditHeld) / 100,
    });
    // The balance due is what the invoices themselves say is left.
    const left = await Promise.all(issuedGbp.map((invoice) => getInvoice(runtime.api, token(), invoice._id)));
    expect(minor(gbp!.totals.balanceDue)).toBe(
      left.reduce((sum, invoice) => sum + minor(invoice.balanceDue), 0),
    );

    // Dirhams are never added to pounds.
    expect(aed!.lines.map((line) => [line.kind, line.invoiceId, line.amount])).toEqual([
      ['invoice', made.aed._id, made.aed.total],
    ]);
    expect(aed!.totals).toEqual({
      invoiced: made.aed.total,
      paid: 0,
      credited: 0,
      balanceDue: made.aed.total,
      creditHeld: 0,
      closingBalance: made.aed.total,
    });
  });

  it('lists lines in date order', async () => {
    const { currencies } = await statementOf(school.familyA.id);
    for (const ledger of currencies) {
      const dates = ledger.lines.map((line) => line.date);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('reads the same for the family itself and for an admin', async () => {
    const own = await statementOf(school.familyA.id, school.familyA.token);
    const admin = await statementOf(school.familyA.id, school.admin.token);
    expect(own).toEqual(admin);
  });

  it('is empty for a family with nothing issued', async () => {
    const statement = await statementOf(school.familyB.id, school.familyB.token);
    expect(statement.currencies).toEqual([]);
    expect(statement.family._id).toBe(school.familyB.id);
  });

  it("answers 404 for another family's statement, an account that is no family, or no account; 403 to teachers", async () => {
    const notFound = [
      [school.familyA.id, school.familyB.token],
      [school.familyB.id, school.familyA.token],
      [school.teacherA.id, token()],
      [school.admin.id, school.admin.token],
      ['0123456789abcdef01234567', token()],
    ] as const;
    for (const [familyId, callerToken] of notFound) {
      const answer = await statementRequest(familyId, callerToken);
      expect(answer.status, `${familyId}: ${answer.text}`).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Family not found' });
    }
    const teacher = await statementRequest(school.familyA.id, school.teacherA.token);
    expect(teacher.status).toBe(403);
    expect((await statementRequest(school.familyA.id, undefined)).status).toBe(401);
    const badId = await statementRequest('not-an-id', token());
    expect(badId.status).toBe(400);
  });
});

const folder = mkdtempSync(join(tmpdir(), 'family-statement-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** GET /families/{id}/statement.pdf, read as bytes (`null` sends no token). */
async function statementPdf(familyId: string, callerToken: string | null) {
  const path = `/families/${familyId}/statement.pdf`;
  const response = await fetch(`${runtime.api}${path}`, {
    headers: callerToken ? { authorization: `Bearer ${callerToken}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  assertNoSecretsIn(
    { status: response.status, text: Buffer.from(bytes).toString('latin1'), headers: response.headers },
    { method: 'GET', path },
  );
  return { status: response.status, headers: response.headers, bytes };
}

let files = 0;
/** The PDF's text as poppler reads it (pdftotext -layout keeps a row on one line), runs of spaces collapsed. */
function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `statement-${++files}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f]/g, '')
    .replace(/[ \t]+/g, ' ');
}

describe('GET /families/{id}/statement.pdf', () => {
  it('draws the statement: school, family, date, a table per currency with its running balance, and totals', async () => {
    const statement = await statementOf(school.familyA.id);
    const answer = await statementPdf(school.familyA.id, school.familyA.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-fay-family-${statement.date}.pdf"`,
    );
    const text = pdfText(answer.bytes);
    expect(text).toContain('STATEMENT');
    expect(text).toContain(school.familyA.name);
    expect(text).toContain(`As at ${shortDate(statement.date)}`);
    expect(text).toContain('Pounds sterling (GBP)');
    expect(text).toContain('UAE dirhams (AED)');
    for (const ledger of statement.currencies) {
      const money = (amount: number) => formatMoney(amount, ledger.currency);
      for (const line of ledger.lines) {
        // Each row: its date, then the running balance at the end of the line.
        const row = text
          .split('\n')
          .find(
            (candidate) =>
              candidate.includes(line.description.slice(0, 30)) && candidate.includes(shortDate(line.date)),
          );
        expect(row, line.description).toBeDefined();
        expect(row!.trim().endsWith(money(line.balance)), `${row} ends with ${money(line.balance)}`).toBe(
          true,
        );
      }
      expect(text).toMatch(
        new RegExp(`Balance due ${money(ledger.totals.balanceDue).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    }
    expect(text).toContain(`Credit on account ${formatMoney(made.markedPaid.total + 3, 'GBP')}`);
    expect(text).toContain('Credit notes £8.00');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('says so when nothing was invoiced', async () => {
    const answer = await statementPdf(school.familyB.id, school.admin.token);
    expect(answer.status).toBe(200);
    expect(pdfText(answer.bytes)).toContain('Nothing has been invoiced to this family yet.');
  });

  it("answers 404 for another family's, 403 to a teacher, 401 signed out", async () => {
    const foreign = await statementPdf(school.familyA.id, school.familyB.token);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(Buffer.from(foreign.bytes).toString('utf8'))).toEqual({
      success: false,
      message: 'Family not found',
    });
    expect((await statementPdf(school.familyA.id, school.teacherA.token)).status).toBe(403);
    expect((await statementPdf(school.familyA.id, null)).status).toBe(401);
  });
});
