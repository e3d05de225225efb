import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentRowKeys } from '../../functions/entities/payment-row-entity';
import { dynamo } from '../../functions/platform/dynamo-client';
import { tableName } from '../../functions/platform/runtime-config';
import { backfillPaymentRows } from '../../functions/shared-domains/billing/payment-rows-backfill';
import { findInvoice } from '../../functions/entities/invoice-entity';
import { schoolToday } from '../../shared/invoices/invoice-period';
import { csvObjects } from './support/csv-records';
import { installDynamoRequestCounter } from './support/dynamo-request-counter';
import { request } from './support/http';
import {
  bookMonth,
  generateInvoice,
  initialSettings,
  monthAllocator,
  recordPayment,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import {
  deliverToWebhook,
  payRecordedSession,
  signedDelivery,
  stripeEvent,
  testStripeKeys,
} from './support/stripe-recorder';
import { connectStripe, useStripeRecorder } from './support/use-stripe-recorder';

/*
 * The accountant's books (issue 36): the payments CSV (one row per payment
 * received in the range, staff's and Stripe's), read by Query only.
 */
const stripe = useStripeRecorder();
// With the mail emulator: its runtime knows the app's address, which Checkout's return pages need.
const { runtime, school } = useSchoolWithPeople({ email: true });
const token = () => school.superAdmin.token;
const nextMonth = monthAllocator(2031, 1);

const today = schoolToday();
const daysBefore = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function csvOf(path: string, bearer = token()) {
  const response = await fetch(`${runtime.api}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
  const text = await response.text();
  return { status: response.status, text, rows: response.status === 200 ? csvObjects(text) : [] };
}

async function sentInvoice(studentId: string): Promise<Invoice> {
  const period = nextMonth();
  await bookMonth(runtime.api, token(), {
    student: studentId,
    teacher: studentId === school.childA1._id ? school.teacherA.id : school.teacherB.id,
    ...period,
    days: [5, 12],
  });
  const draft = await generateInvoice(runtime.api, token(), {
    studentId,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  return setStatus(runtime.api, token(), draft._id, 'sent');
}

let transfer: Invoice;
let cash: Invoice;
let online: Invoice;
let onlineIntent: string;
const paymentsPath = (from: string, to: string) => `/payments/export.csv?from=${from}&to=${to}`;
const ours = (rows: Record<string, string>[]) =>
  rows.filter((row) =>
    [transfer, cash, online].some((invoice) => invoice.invoiceNumber === row['Invoice number']),
  );

beforeAll(async () => {
  transfer = await sentInvoice(school.childA1._id);
  cash = await sentInvoice(school.childB1._id);
  online = await sentInvoice(school.childA1._id);
  await recordPayment(runtime.api, token(), transfer._id, {
    amount: 10,
    date: daysBefore(40),
    method: 'bank_transfer',
    reference: '=BT-0040',
  });
  await recordPayment(runtime.api, token(), cash._id, {
    amount: 12.5,
    date: daysBefore(10),
    method: 'cash',
  });
  await connectStripe(runtime.api, token());
  const checkout = await request(runtime.api, 'POST', '/payments/checkout', {
    token: school.familyA.token,
    body: { invoiceIds: [online._id] },
  });
  expect(checkout.status, checkout.text).toBe(200);
  const session = stripe.current.sessions.get(checkout.body.data.url.split('/').at(-1))!;
  const paid = payRecordedSession(stripe.current, session, { fee: 73 });
  onlineIntent = paid.paymentIntent;
  const delivered = await deliverToWebhook(
    runtime.api,
    signedDelivery(
      stripeEvent('checkout.session.completed', paid.session),
      testStripeKeys.stripeWebhookSecret,
    ),
  );
  expect(delivered.status, delivered.text).toBe(200);
}, 180_000);

describe('GET /payments/export.csv', () => {
  it('lists every payment received in the range, oldest first, with Stripe’s id and fee for an online one', async () => {
    const answer = await csvOf(paymentsPath(daysBefore(40), today));
    expect(answer.status).toBe(200);
    expect(answer.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Date,Family,Student,Invoice number,Method,Reference,Amount,Currency,Stripe payment id,Stripe fee,Fee currency',
    );
    expect(ours(answer.rows)).toEqual([
      {
        Date: daysBefore(40),
        Family: school.familyA.name,
        Student: school.childA1.name,
        'Invoice number': transfer.invoiceNumber,
        Method: 'Bank transfer',
        // A reference that a spreadsheet would run as a formula stays text.
        Reference: "'=BT-0040",
        Amount: '10.00',
        Currency: 'GBP',
        'Stripe payment id': '',
        'Stripe fee': '',
        'Fee currency': '',
      },
      {
        Date: daysBefore(10),
        Family: school.familyB.name,
        Student: school.childB1.name,
        'Invoice number': cash.invoiceNumber,
        Method: 'Cash',
        Reference: '',
        Amount: '12.50',
        Currency: 'GBP',
        'Stripe payment id': '',
        'Stripe fee': '',
        'Fee currency': '',
      },
      {
        Date: today,
        Family: school.familyA.name,
        Student: school.childA1.name,
        'Invoice number': online.invoiceNumber,
        Method: 'Card',
        Reference: onlineIntent,
        Amount: online.total.toFixed(2),
        Currency: 'GBP',
        'Stripe payment id': onlineIntent,
        'Stripe fee': '0.73',
        'Fee currency': 'GBP',
      },
    ]);
  });

  it('takes the payment’s own date: both ends of the range are included, the days outside are not', async () => {
    const middle = await csvOf(paymentsPath(daysBefore(39), daysBefore(1)));
    expect(ours(middle.rows).map((row) => row['Invoice number'])).toEqual([cash.invoiceNumber]);
    const ends = await csvOf(paymentsPath(daysBefore(10), daysBefore(10)));
    expect(ours(ends.rows).map((row) => row.Date)).toEqual([daysBefore(10)]);
  });

  it('reads payment rows by Query, never a Scan, and never an invoice', async () => {
    const counter = installDynamoRequestCounter();
    try {
      const { commands } = await counter.measure(() => csvOf(paymentsPath(daysBefore(40), today)));
      expect(commands).not.toContain('ScanCommand');
      expect(commands).toContain('QueryCommand');
      expect(commands).not.toContain('BatchGetCommand');
    } finally {
      counter.uninstall();
    }
  });

  it('forgets a payment staff remove, and is for staff only', async () => {
    const extra = await sentInvoice(school.childB1._id);
    const paid = await recordPayment(runtime.api, token(), extra._id, {
      amount: 3,
      date: today,
      method: 'other',
      reference: 'removed later',
    });
    const listed = (await csvOf(paymentsPath(today, today))).rows.map((row) => row.Reference);
    expect(listed).toContain('removed later');
    const removed = await request(
      runtime.api,
      'DELETE',
      `/invoices/${extra._id}/payments/${paid.payments[0]!._id}`,
      { token: token() },
    );
    expect(removed.status, removed.text).toBe(200);
    const after = (await csvOf(paymentsPath(today, today))).rows.map((row) => row.Reference);
    expect(after).not.toContain('removed later');

    expect((await csvOf(paymentsPath(today, today), school.admin.token)).status).toBe(200);
    for (const bearer of [school.teacherA.token, school.familyA.token, school.familyB.token])
      expect((await csvOf(paymentsPath(today, today), bearer)).status).toBe(403);
  });

  it('refuses a range that is backwards or longer than a year with a 400', async () => {
    const backwards = await request(
      runtime.api,
      'GET',
      `/payments/export.csv?from=${today}&to=${daysBefore(1)}`,
      {
        token: token(),
      },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain('to must not be before from');
    const long = await request(runtime.api, 'GET', '/payments/export.csv?from=2025-01-01&to=2026-01-02', {
      token: token(),
    });
    expect(long.status).toBe(400);
  });

  it('lists payments recorded before the payment rows once the backfill has given them their rows', async () => {
    const stored = (await findInvoice(transfer._id))!.payments![0]!;
    const key = paymentRowKeys.of(stored);
    await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: { PK: key.partition, SK: key.sortKey } }),
    );
    const before = await csvOf(paymentsPath(daysBefore(40), daysBefore(40)));
    expect(ours(before.rows)).toEqual([]);
    const filled = await backfillPaymentRows();
    expect(filled.payments).toBeGreaterThanOrEqual(3);
    const after = await csvOf(paymentsPath(daysBefore(40), daysBefore(40)));
    expect(ours(after.rows).map((row) => row['Invoice number'])).toEqual([transfer.invoiceNumber]);
  });
});

describe('GET /invoices/export-xero.csv and GET /credit-notes/export.csv', () => {
  const xero = {
    salesAccountCode: '4000',
    taxTypes: { GBP: 'OUTPUT2', AED: 'NONE' },
    untaxedTaxType: 'NONE',
  };
  let taxed: Invoice;
  let draft: Invoice;
  let voided: Invoice;
  let creditNote: { _id: string; number: string };

  beforeAll(async () => {
    const saved = await request(runtime.api, 'PUT', '/invoices/settings', {
      token: token(),
      body: { ...initialSettings, taxRates: { GBP: 20, AED: 0 }, xero },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.xero).toEqual(xero);
    taxed = await sentInvoice(school.childA1._id);
    voided = await sentInvoice(school.childB1._id);
    const voiding = await request(runtime.api, 'POST', `/invoices/${voided._id}/void`, {
      token: token(),
      body: { reason: 'Sent twice' },
    });
    expect(voiding.status, voiding.text).toBe(200);
    const period = nextMonth();
    await bookMonth(runtime.api, token(), {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      ...period,
      days: [3],
    });
    draft = await generateInvoice(runtime.api, token(), {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      ...period,
      currency: 'GBP',
    });
    const credited = await request(runtime.api, 'POST', `/invoices/${taxed._id}/credit-notes`, {
      token: token(),
      body: { itemIds: [taxed.items[0]!._id], reason: 'Lesson cancelled, "late" notice' },
    });
    expect(credited.status, credited.text).toBe(201);
    creditNote = credited.body.data;
    await request(runtime.api, 'PUT', '/invoices/settings', {
      token: token(),
      body: { ...initialSettings, xero },
    });
  }, 180_000);

  it('writes each issued invoice line in Xero’s template with the codes of the settings, and each credit note line negative', async () => {
    const answer = await csvOf(`/invoices/export-xero.csv?from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    expect(answer.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,Currency',
    );
    const dayFirst = (date: string) => date.split('-').reverse().join('/');
    const invoiceRows = answer.rows.filter((row) => row['*InvoiceNumber'] === taxed.invoiceNumber);
    expect(invoiceRows).toHaveLength(taxed.items.length);
    expect(invoiceRows[0]).toEqual({
      '*ContactName': school.familyA.name,
      EmailAddress: school.familyA.email,
      '*InvoiceNumber': taxed.invoiceNumber,
      Reference: school.childA1.name,
      '*InvoiceDate': dayFirst(today),
      '*DueDate': dayFirst(taxed.dueDate),
      InventoryItemCode: '',
      '*Description': expect.stringContaining(`lesson with ${school.teacherA.name}`),
      '*Quantity': '1',
      '*UnitAmount': String(taxed.items[0]!.amount),
      Discount: '',
      '*AccountCode': '4000',
      '*TaxType': 'OUTPUT2',
      TaxAmount: String(taxed.items[0]!.amount * 0.2),
      Currency: 'GBP',
    });
    // The lines' tax adds up to the invoice's, to the penny.
    const lineTax = invoiceRows.reduce((sum, row) => sum + Math.round(Number(row.TaxAmount) * 100), 0);
    expect(lineTax).toBe(Math.round(taxed.tax * 100));

    const numbers = new Set(answer.rows.map((row) => row['*InvoiceNumber']));
    expect(numbers.has(draft.invoiceNumber)).toBe(false);
    expect(numbers.has(voided.invoiceNumber)).toBe(false);

    const creditRows = answer.rows.filter((row) => row['*InvoiceNumber'] === creditNote.number);
    expect(creditRows).toHaveLength(1);
    expect(creditRows[0]).toMatchObject({
      '*ContactName': school.familyA.name,
      Reference: taxed.invoiceNumber,
      '*InvoiceDate': dayFirst(today),
      '*Quantity': '1',
      // Numbers, not text: no formula guard on the minus.
      '*UnitAmount': String(-taxed.items[0]!.amount),
      '*AccountCode': '4000',
      '*TaxType': 'OUTPUT2',
      TaxAmount: String(-taxed.items[0]!.amount * 0.2),
    });
  });

  it('takes credit notes off the invoices CSV’s Balance', async () => {
    const answer = await csvOf(`/invoices/export.csv?from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    const row = answer.rows.find((candidate) => candidate['Invoice number'] === taxed.invoiceNumber);
    const creditedMinor = Math.round(taxed.items[0]!.amount * 1.2 * 100);
    expect([row?.Paid, row?.Balance]).toEqual([
      '0.00',
      ((Math.round(taxed.total * 100) - creditedMinor) / 100).toFixed(2),
    ]);
  });

  it('gives an untaxed custom line the untaxed tax type and no tax in the Xero file', async () => {
    await request(runtime.api, 'PUT', '/invoices/settings', {
      token: token(),
      body: {
        ...initialSettings,
        taxRates: { GBP: 20, AED: 0 },
        xero: { ...xero, untaxedTaxType: 'EXEMPTOUTPUT' },
      },
    });
    const period = nextMonth();
    await bookMonth(runtime.api, token(), {
      student: school.childB1._id,
      teacher: school.teacherB.id,
      ...period,
      days: [4],
    });
    const draftWithLine = await generateInvoice(runtime.api, token(), {
      studentId: school.childB1._id,
      dateRangeType: 'month',
      ...period,
      currency: 'GBP',
    });
    const added = await request(runtime.api, 'POST', `/invoices/${draftWithLine._id}/items`, {
      token: token(),
      body: { description: 'Exam entry', quantity: 1, unitPrice: 25, taxable: false },
    });
    expect(added.status, added.text).toBe(200);
    const sent = await setStatus(runtime.api, token(), draftWithLine._id, 'sent');
    // Both lines credited: the fee without tax it never charged, and untaxed in Xero as on the invoice.
    const credited = await request(runtime.api, 'POST', `/invoices/${sent._id}/credit-notes`, {
      token: token(),
      body: { itemIds: sent.items.map((item) => item._id), reason: 'Course cancelled' },
    });
    expect(credited.status, credited.text).toBe(201);
    const note = credited.body.data as { number: string; subtotal: number; tax: number; total: number };
    expect([note.subtotal, note.tax, note.total]).toEqual([sent.subtotal, sent.tax, sent.total]);
    const answer = await csvOf(`/invoices/export-xero.csv?from=${today}&to=${today}`);
    await request(runtime.api, 'PUT', '/invoices/settings', {
      token: token(),
      body: { ...initialSettings, xero },
    });
    const rows = answer.rows.filter((row) => row['*InvoiceNumber'] === sent.invoiceNumber);
    expect(rows.map((row) => [row['*Description'], row['*TaxType'], row.TaxAmount])).toEqual([
      [expect.stringContaining(school.teacherB.name), 'OUTPUT2', String(sent.tax)],
      ['Exam entry', 'EXEMPTOUTPUT', '0'],
    ]);
    const creditRows = answer.rows.filter((row) => row['*InvoiceNumber'] === note.number);
    expect(
      creditRows.map((row) => [row['*Description'], row['*UnitAmount'], row['*TaxType'], row.TaxAmount]),
    ).toEqual([
      [
        expect.stringContaining(school.teacherB.name),
        String(-sent.items[0]!.amount),
        'OUTPUT2',
        String(-sent.tax),
      ],
      ['Exam entry', '-25', 'EXEMPTOUTPUT', '0'],
    ]);
  });

  it('lists the credit notes issued in the range for the accountant', async () => {
    const answer = await csvOf(`/credit-notes/export.csv?from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    const amount = taxed.items[0]!.amount;
    expect(answer.rows.filter((row) => row['Credit note number'] === creditNote.number)).toEqual([
      {
        'Credit note number': creditNote.number,
        Date: today,
        'Invoice number': taxed.invoiceNumber,
        Family: school.familyA.name,
        Student: school.childA1.name,
        Reason: 'Lesson cancelled, "late" notice',
        Subtotal: amount.toFixed(2),
        Tax: (amount * 0.2).toFixed(2),
        Total: (amount * 1.2).toFixed(2),
        Currency: 'GBP',
        'Family credit': '0.00',
        Refunded: '0.00',
      },
    ]);
    const yesterday = await csvOf(`/credit-notes/export.csv?from=${daysBefore(1)}&to=${daysBefore(1)}`);
    expect(yesterday.rows.filter((row) => row['Credit note number'] === creditNote.number)).toEqual([]);
  });

  it('refuses Xero codes that are empty or not codes, changing nothing', async () => {
    const bad = await request(runtime.api, 'PUT', '/invoices/settings', {
      token: token(),
      body: { ...initialSettings, xero: { ...xero, salesAccountCode: 'two hundred' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Sales account code may hold only letters, digits, '-', '_' and '.'");
    const settings = await request(runtime.api, 'GET', '/invoices/settings', { token: token() });
    expect(settings.body.data.xero).toEqual(xero);
    for (const bearer of [school.teacherA.token, school.familyA.token])
      expect((await csvOf(`/invoices/export-xero.csv?from=${today}&to=${today}`, bearer)).status).toBe(403);
  });
});
