import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { request } from './support/http';
import {
  bookMonth,
  expectRefusedAndNothingChanged,
  generateInvoice,
  getInvoice,
  isoDay,
  listPage,
  monthAllocator,
  paymentRequest,
  rateRequest,
  recordPayment,
  removePaymentRequest,
  setStatus,
  statsOf,
  statusRequest,
  updateInvoice,
  type Invoice,
} from './support/invoice-fixtures';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * Payments (issue 16): amounts in the invoice's major units, added in minor
 * units; at most the balance, also when payments race; removal by
 * super_admin only; paid when covered, reopened when no longer.
 */
const { runtime, school } = useSchoolWithPeople({ email: true });
const token = () => school.superAdmin.token;
const nextMonth = monthAllocator(2024, 1);
const today = () => schoolToday();

/** A sent GBP invoice for childA1 (familyA) of three hours at £33.33: £99.99. */
async function sentInvoice(): Promise<Invoice> {
  const period = nextMonth();
  await bookMonth(runtime.api, token(), {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    ...period,
    days: [3, 10, 17],
  });
  const draft = await generateInvoice(runtime.api, token(), {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  for (const item of draft.items) {
    expect((await rateRequest(runtime.api, token(), draft._id, item._id, 33.33)).status).toBe(200);
  }
  const sent = await setStatus(runtime.api, token(), draft._id, 'sent');
  expect(sent.total).toBe(99.99);
  return sent;
}

/** The calendar day `days` before `day`. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const pay = (invoice: Invoice, amount: number, date = today()) =>
  recordPayment(runtime.api, token(), invoice._id, {
    amount,
    date,
    method: 'bank_transfer',
    reference: 'FT1',
  });

describe('POST /invoices/{id}/payments', () => {
  it('adds part payments in minor units, shows the balance, and is paid once they cover the total', async () => {
    const invoice = await sentInvoice();
    // 0.1 + 0.2 is not 0.3 in floating point; in pence it is.
    let after = await pay(invoice, 0.1);
    after = await pay(invoice, 0.2);
    expect(after).toMatchObject({ status: 'sent', amountPaid: 0.3, balanceDue: 99.69 });
    after = await pay(invoice, 33.33);
    expect(after).toMatchObject({ status: 'sent', amountPaid: 33.63, balanceDue: 66.36 });
    expect(after.payments.map((payment) => payment.amount)).toEqual([0.1, 0.2, 33.33]);
    expect(after.payments[0]).toMatchObject({ date: today(), method: 'bank_transfer', reference: 'FT1' });

    after = await pay(invoice, 66.36);
    expect(after).toMatchObject({ status: 'paid', amountPaid: 99.99, balanceDue: 0 });
    expect(after.paidAt).toBeDefined();

    // The family reads the same figures, in the detail and its list.
    const family = await getInvoice(runtime.api, school.familyA.token, invoice._id);
    expect(family).toMatchObject({ amountPaid: 99.99, balanceDue: 0, status: 'paid' });
    expect(family.payments).toHaveLength(4);
    const row = (await listPage(runtime.api, school.familyA.token, { limit: 50 }, true)).invoices.find(
      (one) => one._id === invoice._id,
    );
    expect(row).toMatchObject({ amountPaid: 99.99, balanceDue: 0 });

    // Each payment tells the family: a receipt with what is left.
    const receipts = emailsTo(await emailsAfterDrain(runtime.mail!), school.familyA.email).filter((email) =>
      email.subject.includes(invoice.invoiceNumber),
    );
    expect(receipts.map((email) => email.subject)).toContain(
      `Payment received: £33.33 for invoice ${invoice.invoiceNumber}`,
    );
    const last = receipts.find((email) => email.subject.startsWith('Payment received: £66.36'))!;
    expect(last.body.text).toMatch(/Balance due\s+£0\.00/);
    expect(last.body.text).toContain('paid in full');
  });

  it('refuses more than the balance, bad amounts, dates and methods, and unsent invoices, changing nothing', async () => {
    const invoice = await sentInvoice();
    await pay(invoice, 50);
    const refuse = (body: unknown, message: string | RegExp, id = invoice._id) =>
      expectRefusedAndNothingChanged(
        runtime.api,
        token(),
        () => paymentRequest(runtime.api, token(), id, body),
        {
          status: 400,
          message,
        },
      );
    const valid = { amount: 10, date: today(), method: 'card' };
    await refuse(
      { ...valid, amount: 49.99 + 0.01 + 0.01 },
      'The amount is more than the balance due (£49.99)',
    );
    for (const amount of [0, 1.005, '10']) await refuse({ ...valid, amount }, /amount/i);
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    await refuse({ ...valid, date: tomorrow }, /cannot be in the future/);
    await refuse({ ...valid, date: '2025-02-30' }, /real date/);
    await refuse({ ...valid, method: 'cheque' }, /Method must be one of/);
    await refuse({ ...valid, reference: 'x'.repeat(101) }, /at most 100/);
    await refuse({ ...valid, extra: 1 }, /.+/);

    const period = nextMonth();
    await bookMonth(runtime.api, token(), {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      ...period,
      days: [5],
    });
    const draft = await generateInvoice(runtime.api, token(), {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      ...period,
      currency: 'GBP',
    });
    await refuse(valid, 'Payments can only be recorded on a sent or overdue invoice', draft._id);
    const missing = await paymentRequest(runtime.api, token(), '0123456789abcdef01234567', valid);
    expect(missing.status).toBe(404);
  });

  it('lets only one of three racing payments through when the balance holds one', async () => {
    const invoice = await sentInvoice();
    const answers = await Promise.all(
      [1, 2, 3].map((round) =>
        paymentRequest(runtime.api, token(), invoice._id, {
          amount: 60,
          date: today(),
          method: 'cash',
          reference: `race ${round}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 400 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const after = await getInvoice(runtime.api, token(), invoice._id);
    expect(after).toMatchObject({ amountPaid: 60, balanceDue: 39.99, status: 'sent' });
    expect(after.payments).toHaveLength(1);
  });

  it('counts revenue on the day the money arrived, not in the month billed', async () => {
    const invoice = await sentInvoice(); // bills a month of 2024, issued today
    // Two earlier days of the last year (a payment is never dated more than a year before its invoice),
    // in two months no other payment of this file is dated in.
    const first = daysBefore(today(), 300);
    const second = daysBefore(today(), 200);
    await pay(invoice, 20, first);
    await pay(invoice, 79.99, second);
    const revenueOn = async (day: string) =>
      (await statsOf(runtime.api, token(), Number(day.slice(0, 4)))).monthlyData[Number(day.slice(5, 7)) - 1]!
        .revenue.GBP;
    expect(await revenueOn(first)).toBe(20);
    expect(await revenueOn(second)).toBe(79.99);
    const billed = await statsOf(runtime.api, token(), invoice.year);
    expect(billed.monthlyData[invoice.month - 1]!.revenue.GBP).toBe(0);
    expect(billed.monthlyData[invoice.month - 1]!.invoices).toBe(1);
  });
});

describe('DELETE /invoices/{id}/payments/{paymentId}', () => {
  it('is super_admin’s alone, reopens a paid invoice (overdue past its due date), and is logged', async () => {
    const invoice = await sentInvoice();
    const first = (await pay(invoice, 40)).payments[0]!;
    const paid = await pay(invoice, 59.99);
    expect(paid.status).toBe('paid');
    const second = paid.payments[1]!;
    for (const caller of [school.admin, school.teacherA, school.familyA]) {
      const answer = await removePaymentRequest(runtime.api, caller.token, invoice._id, second._id);
      expect(answer.status, caller.email).toBe(403);
    }
    expect((await getInvoice(runtime.api, token(), invoice._id)).payments).toHaveLength(2);

    const reopened = await removePaymentRequest(runtime.api, token(), invoice._id, second._id);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: 'sent', amountPaid: 40, balanceDue: 59.99 });
    expect(reopened.body.data.paidAt).toBeUndefined();
    const again = await removePaymentRequest(runtime.api, token(), invoice._id, second._id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Payment not found');

    // Paid again, then the due date passes: removing a payment makes it overdue, not sent.
    await pay(invoice, 59.99);
    const overdueDay = isoDay(2024, 1, 28);
    await updateInvoice(runtime.api, token(), invoice._id, { dueDate: overdueDay });
    const overdue = await removePaymentRequest(runtime.api, token(), invoice._id, first._id);
    expect(overdue.body.data).toMatchObject({ status: 'overdue', amountPaid: 59.99, balanceDue: 40 });

    const activity = await request(runtime.api, 'GET', '/dashboard/recent-activity', { token: token() });
    expect(JSON.stringify(activity.body)).toContain('Payment removed');
  });

  it('marking paid records the balance as a payment today', async () => {
    const invoice = await sentInvoice();
    await pay(invoice, 9.99);
    const paid = await setStatus(runtime.api, token(), invoice._id, 'paid');
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 99.99, balanceDue: 0 });
    expect(paid.payments.map((payment) => [payment.amount, payment.date, payment.method])).toEqual([
      [9.99, today(), 'bank_transfer'],
      [90, today(), 'other'],
    ]);
    // Its payments are on record: it never goes back to draft, and they stay.
    const draft = await statusRequest(runtime.api, token(), invoice._id, 'draft');
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe('An invoice with payments recorded cannot go back to draft');
    expect(await getInvoice(runtime.api, token(), invoice._id)).toEqual(paid);
  });
});

const folder = mkdtempSync(join(tmpdir(), 'payments-pdf-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** GET /invoices/{id}/export read back with pdftotext, runs of spaces collapsed. */
async function exportedText(invoiceId: string, callerToken = token()): Promise<string> {
  const response = await fetch(`${runtime.api}/invoices/${invoiceId}/export`, {
    headers: { authorization: `Bearer ${callerToken}` },
  });
  expect(response.status).toBe(200);
  const file = join(folder, `${invoiceId}-${Date.now()}.pdf`);
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[ \t]+/g,
    ' ',
  );
}

const profile = {
  legalName: 'Bright Minds Education Ltd',
  address: '12 Kingsway\nLondon WC2B 6XF',
  contactEmail: 'accounts@brightminds.example',
  contactPhone: '+44 20 7946 0000',
  vatNumber: 'GB 123 4567 89',
  trn: '',
  paymentInstructions: {
    GBP: { accountName: 'Bright Minds Education Ltd', sortCode: '123456', accountNumber: '12345678' },
  },
};

describe('the school profile on invoices', () => {
  it('is validated, saved by super_admin alone, and shown on PDFs made again when it or a payment changes', async () => {
    const put = (body: unknown, caller = token()) =>
      request(runtime.api, 'PUT', '/school-profile', { token: caller, body });
    const refused = await put({
      ...profile,
      vatNumber: 'GB12',
      trn: '12345',
      paymentInstructions: {
        GBP: { accountName: 'X', sortCode: '12-34-56' },
        AED: { accountName: 'Y', iban: 'AE07 0331 2345 6789 0123 457' },
      },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(
      ['paymentInstructions.AED.iban', 'paymentInstructions.GBP.accountNumber', 'trn', 'vatNumber'].sort(),
    );
    expect((await put(profile, school.admin.token)).status).toBe(403);

    const saved = await put(profile);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      vatNumber: 'GB123456789',
      paymentInstructions: { GBP: { sortCode: '12-34-56', accountNumber: '12345678', iban: '' } },
      hasLogo: false,
    });

    const invoice = await sentInvoice();
    await pay(invoice, 40);
    const text = await exportedText(invoice._id, school.familyA.token);
    for (const expected of [
      'Bright Minds Education Ltd',
      '12 Kingsway',
      'London WC2B 6XF',
      'VAT No. GB123456789',
      'How to pay',
      '12-34-56',
      '12345678',
      invoice.invoiceNumber,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Amount paid\s+£40\.00/);
    expect(text).toMatch(/Balance due\s+£59\.99/);

    // The stored PDF is made again: a new address, then a new payment.
    expect((await put({ ...profile, address: '1 New Road\nLeeds LS1 1AA' })).status).toBe(200);
    const moved = await exportedText(invoice._id);
    expect(moved).toContain('1 New Road');
    expect(moved).not.toContain('12 Kingsway');
    await pay(invoice, 59.99);
    expect(await exportedText(invoice._id)).toMatch(/Balance due\s+£0\.00/);
  });
});
