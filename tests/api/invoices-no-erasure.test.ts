import { beforeAll, describe, expect, it } from 'vitest';
import type { SweepResult } from '../../functions/invoices/mark-overdue';
import { schoolToday } from '../../shared/invoices/invoice-period';
import type { AuditEntry } from '../../shared/schemas/audit-schemas';
import { request, type ApiAnswer } from './support/http';
import {
  bookMonth,
  deleteRequest,
  expectRefusedAndNothingChanged,
  generateInvoice,
  generateRequest,
  getInvoice,
  getRequest,
  listPage,
  monthAllocator,
  paymentRequest,
  recordPayment,
  removePaymentRequest,
  setStatus,
  statsOf,
  statusRequest,
  updateInvoice,
  updateRequest,
  type Invoice,
} from './support/invoice-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { connectStripe, useStripeRecorder } from './support/use-stripe-recorder';

/*
 * Issue 36, "Nothing issued is erased": only a draft is deleted; an issued
 * invoice with no money on it is voided with a reason (it keeps its number
 * and leaves every balance, the overdue sweep and checkout); an invoice with
 * payments never goes back to draft; payment dates are neither in the future
 * nor more than a year before the invoice; removing a payment stays the
 * super_admin's, and is audited.
 */
const stripe = useStripeRecorder();
const { runtime, school } = useSchoolWithPeople();
const token = () => school.superAdmin.token;
const nextMonth = monthAllocator(2033, 1);
let sweep: (now?: Date) => Promise<SweepResult>;

beforeAll(async () => {
  // The handlers run in this process: the sweep reads the table name and endpoint the runtime has set.
  sweep = (await import('../../functions/invoices/mark-overdue')).markOverdueInvoices;
});

const draftOnlyDelete =
  'Only a draft invoice can be deleted: an issued invoice stays on record (void it instead while it has no payments)';
const voidWithPayments = 'An invoice with payments recorded cannot be voided';
const draftWithPayments = 'An invoice with payments recorded cannot go back to draft';
const voidIsFinal = 'A void invoice cannot be changed: it stays on record as it is';

/** familyA's child billed for two lessons of a fresh month (GBP, £80 at the default rate). */
async function draft(): Promise<{ invoice: Invoice; period: { year: number; month: number } }> {
  const period = nextMonth();
  await bookMonth(runtime.api, token(), {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    ...period,
    days: [4, 11],
  });
  const invoice = await generateInvoice(runtime.api, token(), {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  return { invoice, period };
}

async function sent(dueDate?: string): Promise<Invoice> {
  const { invoice } = await draft();
  if (dueDate) await updateInvoice(runtime.api, token(), invoice._id, { dueDate });
  return setStatus(runtime.api, token(), invoice._id, 'sent');
}

const voidRequest = (invoiceId: string, body: unknown, as = token()) =>
  request(runtime.api, 'POST', `/invoices/${invoiceId}/void`, { token: as, body });

async function voided(invoice: Invoice, reason = 'Billed to the wrong family'): Promise<Invoice> {
  const answer = await voidRequest(invoice._id, { reason });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as Invoice;
}

const pay = (invoice: Invoice, amount: number, date = schoolToday()) =>
  recordPayment(runtime.api, token(), invoice._id, {
    amount,
    date,
    method: 'bank_transfer',
    reference: 'T1',
  });

const refused = (
  attempt: () => Promise<ApiAnswer>,
  expected: { status: number; message?: string | RegExp },
  years: readonly number[] = [],
) => expectRefusedAndNothingChanged(runtime.api, token(), attempt, expected, { years });

async function auditEntries(action: string, targetId: string): Promise<AuditEntry[]> {
  const answer = await request(runtime.api, 'GET', `/audit-log?action=${action}&targetId=${targetId}`, {
    token: token(),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as AuditEntry[];
}

/** The calendar day `days` after `day` (negative: before). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('DELETE /invoices/{id}: drafts only', () => {
  it('refuses a sent, overdue or paid invoice with 409 and leaves it as it was; a draft goes', async () => {
    const open = await sent();
    await refused(() => deleteRequest(runtime.api, token(), open._id), {
      status: 409,
      message: draftOnlyDelete,
    });
    const overdue = await sent('2033-01-01');
    expect((await sweep(new Date('2034-06-01T09:00:00Z'))).markedOverdue).toBeGreaterThanOrEqual(1);
    expect((await getInvoice(runtime.api, token(), overdue._id)).status).toBe('overdue');
    await refused(() => deleteRequest(runtime.api, token(), overdue._id), {
      status: 409,
      message: draftOnlyDelete,
    });
    const paid = await setStatus(runtime.api, token(), (await sent())._id, 'paid');
    await refused(() => deleteRequest(runtime.api, token(), paid._id), {
      status: 409,
      message: draftOnlyDelete,
    });
    expect(await getInvoice(runtime.api, token(), paid._id)).toEqual(paid);

    const { invoice } = await draft();
    expect((await deleteRequest(runtime.api, token(), invoice._id)).status).toBe(200);
    expect((await getRequest(runtime.api, token(), invoice._id)).status).toBe(404);
  });
});

describe('POST /invoices/{id}/void', () => {
  it('keeps the number, marks it void with when and why, owes nothing and frees its lessons and month', async () => {
    const invoice = await sent();
    const year = invoice.createdAt.slice(0, 4);
    const statsBefore = await statsOf(runtime.api, token(), invoice.year);
    const answer = await voidRequest(invoice._id, { reason: '  Billed to the wrong family  ' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Invoice voided');
    const after = answer.body.data as Invoice;
    expect(after).toEqual({
      ...invoice,
      status: 'void',
      voidedAt: expect.any(String),
      voidReason: 'Billed to the wrong family',
      amountPaid: 0,
      balanceDue: 0,
      updatedAt: expect.any(String),
    });
    expect(after.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(Date.parse(after.voidedAt!)).toBeGreaterThanOrEqual(Date.parse(invoice.updatedAt));
    expect(await getInvoice(runtime.api, token(), invoice._id)).toEqual(after);

    // The family still sees it, void, with the reason; its balance is not due.
    const family = await getRequest(runtime.api, school.familyA.token, invoice._id);
    expect(family.status).toBe(200);
    expect(family.body.data).toMatchObject({
      status: 'void',
      voidReason: 'Billed to the wrong family',
      balanceDue: 0,
    });
    const familyList = await request(runtime.api, 'GET', '/invoices/my-invoices?limit=50', {
      token: school.familyA.token,
    });
    expect(familyList.body.data.invoices.map((one: Invoice) => [one._id, one.status])).toContainEqual([
      invoice._id,
      'void',
    ]);
    // The family's Status filter offers Void too: only void invoices under it.
    const familyVoid = await request(runtime.api, 'GET', '/invoices/my-invoices?status=void&limit=50', {
      token: school.familyA.token,
    });
    expect(familyVoid.status).toBe(200);
    const familyVoidRows = familyVoid.body.data.invoices as Invoice[];
    expect(familyVoidRows.map((one) => one._id)).toContain(invoice._id);
    expect(familyVoidRows.every((one) => one.status === 'void')).toBe(true);

    // Staff's lists file it under void, no longer under sent; the analytics no longer count it as pending.
    const ofMonth = { year: invoice.year, month: invoice.month };
    expect(
      (await listPage(runtime.api, token(), { ...ofMonth, status: 'void' })).invoices.map((one) => one._id),
    ).toEqual([invoice._id]);
    expect((await listPage(runtime.api, token(), { ...ofMonth, status: 'sent' })).invoices).toEqual([]);
    const statsAfter = await statsOf(runtime.api, token(), invoice.year);
    expect(statsAfter.overview.pendingInvoices).toBe(statsBefore.overview.pendingInvoices - 1);
    expect(statsAfter.overview.pendingAmount.GBP).toBe(
      statsBefore.overview.pendingAmount.GBP - invoice.total,
    );
    expect(statsAfter.overview.totalInvoices).toBe(statsBefore.overview.totalInvoices - 1);

    // The accountant's CSV keeps it, as Void with nothing owed, the day it was voided and why.
    const day = schoolToday(new Date(invoice.createdAt));
    const csv = await fetch(`${runtime.api}/invoices/export.csv?from=${day}&to=${day}`, {
      headers: { authorization: `Bearer ${token()}`, 'accept-encoding': 'identity' },
    });
    expect(csv.status).toBe(200);
    expect(
      (await csv.text()).split('\r\n').find((line) => line.startsWith(`${invoice.invoiceNumber},`)),
    ).toMatch(
      new RegExp(
        `,GBP,80\\.00,0\\.00,80\\.00,0\\.00,0\\.00,Void,${schoolToday(new Date(after.voidedAt!))},Billed to the wrong family$`,
      ),
    );

    // Audited like every invoice change: who, the status and the reason.
    const [entry, ...more] = await auditEntries('invoice.void', invoice._id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: school.superAdmin.id,
      actorRole: 'super_admin',
      targetType: 'invoice',
      targetId: invoice._id,
      before: { status: 'sent' },
      after: { status: 'void', voidReason: 'Billed to the wrong family' },
    });

    // Its lessons and month are free: the corrected invoice can be generated, with a new number.
    const again = await generateInvoice(runtime.api, token(), {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      year: invoice.year,
      month: invoice.month,
      currency: 'GBP',
    });
    expect(again.items.map((item) => item.lessonId)).toEqual(invoice.items.map((item) => item.lessonId));
    expect(again.invoiceNumber).not.toBe(invoice.invoiceNumber);
    expect(again.invoiceNumber.startsWith(`INV-${year}-`)).toBe(true);
    expect((await getInvoice(runtime.api, token(), invoice._id)).items).toEqual(invoice.items);
  });

  it('refuses a draft, a void invoice and one with payments (409), changing nothing', async () => {
    const { invoice: aDraft } = await draft();
    await refused(() => voidRequest(aDraft._id, { reason: 'Mistake' }), {
      status: 409,
      message: 'A draft invoice cannot be voided: delete it instead',
    });

    const partPaid = await sent();
    await pay(partPaid, 10);
    await refused(
      () => voidRequest(partPaid._id, { reason: 'Mistake' }),
      { status: 409, message: voidWithPayments },
      [partPaid.year],
    );
    const stillPartPaid = await getInvoice(runtime.api, token(), partPaid._id);
    expect(stillPartPaid).toMatchObject({ status: 'sent', amountPaid: 10 });
    expect(stillPartPaid.payments).toHaveLength(1);
    expect(await auditEntries('invoice.void', partPaid._id)).toEqual([]);

    const paid = await setStatus(runtime.api, token(), (await sent())._id, 'paid');
    await refused(() => voidRequest(paid._id, { reason: 'Mistake' }), {
      status: 409,
      message: voidWithPayments,
    });

    const once = await voided(await sent());
    await refused(() => voidRequest(once._id, { reason: 'Again' }), {
      status: 409,
      message: 'The invoice is already void',
    });
  });

  it('needs a reason of 1 to 500 characters and nothing else in the body (400)', async () => {
    const invoice = await sent();
    for (const [body, message] of [
      [{}, 'A reason is required'],
      [{ reason: '   ' }, 'A reason is required'],
      [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
      [{ reason: 42 }, 'A reason is required'],
      [{ reason: 'Mistake', status: 'draft' }, 'Unrecognized key: "status"'],
    ] as const) {
      await refused(() => voidRequest(invoice._id, body), { status: 400, message });
    }
    expect((await voided(invoice, 'x'.repeat(500))).voidReason).toHaveLength(500);
  });

  it('is the super_admin’s alone: admin, teachers and families are refused and nothing changes', async () => {
    const invoice = await sent();
    for (const caller of [school.admin, school.teacherA, school.familyA, school.familyB]) {
      await refused(() => voidRequest(invoice._id, { reason: 'Not mine to void' }, caller.token), {
        status: 403,
      });
    }
    expect(
      (await request(runtime.api, 'POST', `/invoices/${invoice._id}/void`, { body: { reason: 'x' } })).status,
    ).toBe(401);
    expect((await getInvoice(runtime.api, token(), invoice._id)).status).toBe('sent');
  });

  it('a void invoice never changes again: no status change, edit or payment', async () => {
    const invoice = await voided(await sent());
    for (const status of ['draft', 'sent', 'paid']) {
      await refused(() => statusRequest(runtime.api, token(), invoice._id, status), {
        status: 409,
        message: voidIsFinal,
      });
    }
    await refused(() => updateRequest(runtime.api, token(), invoice._id, { notes: 'changed' }), {
      status: 409,
      message: voidIsFinal,
    });
    await refused(
      () =>
        paymentRequest(runtime.api, token(), invoice._id, {
          amount: 1,
          date: schoolToday(),
          method: 'cash',
        }),
      { status: 400, message: 'Payments can only be recorded on a sent or overdue invoice' },
    );
    await refused(() => deleteRequest(runtime.api, token(), invoice._id), {
      status: 409,
      message: draftOnlyDelete,
    });
  });

  it('leaves the overdue sweep: a void invoice past its due date is never marked overdue', async () => {
    const now = new Date('2036-03-15T09:00:00Z');
    const kept = await sent('2036-03-01');
    const gone = await voided(await sent('2036-03-01'));
    const overdueThenVoided = await sent('2036-02-01');
    expect((await sweep(new Date('2036-02-10T09:00:00Z'))).markedOverdue).toBeGreaterThanOrEqual(1);
    expect((await getInvoice(runtime.api, token(), overdueThenVoided._id)).status).toBe('overdue');
    const leftOverdue = await voided(await getInvoice(runtime.api, token(), overdueThenVoided._id));
    expect(leftOverdue).toMatchObject({ status: 'void', balanceDue: 0 });

    await sweep(now);
    expect((await getInvoice(runtime.api, token(), kept._id)).status).toBe('overdue');
    expect(await getInvoice(runtime.api, token(), gone._id)).toEqual(gone);
    expect(await getInvoice(runtime.api, token(), leftOverdue._id)).toEqual(leftOverdue);
    // Nothing left to sweep: the void invoices are not in the sweep's index.
    expect(await sweep(now)).toEqual({ checked: 0, markedOverdue: 0 });
  });

  it('leaves checkout: paying a void invoice online is refused (400) before Stripe is asked', async () => {
    await connectStripe(runtime.api, token());
    const invoice = await voided(await sent());
    const before = stripe.current.requests.length;
    for (const as of [school.familyA.token, token()]) {
      const answer = await request(runtime.api, 'POST', '/payments/checkout', {
        token: as,
        body: { invoiceIds: [invoice._id] },
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.message).toBe(`Invoice ${invoice.invoiceNumber} has nothing left to pay`);
    }
    expect(stripe.current.requests.length).toBe(before);
    const options = await request(runtime.api, 'GET', '/invoices/my-invoices?status=sent&limit=50', {
      token: school.familyA.token,
    });
    expect(options.body.data.invoices.map((one: Invoice) => one._id)).not.toContain(invoice._id);
  });
});

describe('back to draft', () => {
  it('is refused (409) while payments are recorded, which stay; without payments it is allowed', async () => {
    const partPaid = await sent();
    await pay(partPaid, 10);
    const before = await getInvoice(runtime.api, token(), partPaid._id);
    await refused(
      () => statusRequest(runtime.api, token(), partPaid._id, 'draft'),
      {
        status: 409,
        message: draftWithPayments,
      },
      [partPaid.year],
    );
    expect(await getInvoice(runtime.api, token(), partPaid._id)).toEqual(before);

    const paid = await setStatus(runtime.api, token(), (await sent())._id, 'paid');
    await refused(() => statusRequest(runtime.api, token(), paid._id, 'draft'), {
      status: 409,
      message: draftWithPayments,
    });
    expect((await getInvoice(runtime.api, token(), paid._id)).payments).toHaveLength(1);

    const unpaid = await sent();
    const back = await setStatus(runtime.api, token(), unpaid._id, 'draft');
    expect(back).toMatchObject({ status: 'draft', payments: [] });
    expect(back.sentAt).toBeUndefined();
  });
});

describe('payment dates', () => {
  it('refuses a date in the future and one more than a year before the invoice date (400)', async () => {
    const invoice = await sent();
    const today = schoolToday();
    const invoiceDay = schoolToday(new Date(invoice.createdAt));
    const body = (date: string) => ({ amount: 1, date, method: 'bank_transfer' as const, reference: 'D' });
    await refused(() => paymentRequest(runtime.api, token(), invoice._id, body(dayAfter(today, 1))), {
      status: 400,
      message: 'Payment date cannot be in the future',
    });
    const yearBefore = `${Number(invoiceDay.slice(0, 4)) - 1}${invoiceDay.slice(4)}`.replace(
      /-02-29$/,
      '-02-28',
    );
    await refused(() => paymentRequest(runtime.api, token(), invoice._id, body(dayAfter(yearBefore, -1))), {
      status: 400,
      message: `Payment date cannot be more than a year before the invoice date (${invoiceDay})`,
    });
    // A year to the day before, and today, are fine.
    const paid = await recordPayment(runtime.api, token(), invoice._id, body(yearBefore));
    expect(paid.payments.map((payment) => payment.date)).toEqual([yearBefore]);
    expect((await recordPayment(runtime.api, token(), invoice._id, body(today))).amountPaid).toBe(2);
  });
});

describe('removing a payment recorded by mistake', () => {
  it('is the super_admin’s alone and leaves an audit entry with the payment it took off', async () => {
    const invoice = await sent();
    const payment = (await pay(invoice, 12.5)).payments[0]!;
    for (const caller of [school.admin, school.teacherA, school.familyA]) {
      await refused(() => removePaymentRequest(runtime.api, caller.token, invoice._id, payment._id), {
        status: 403,
      });
    }
    expect(await auditEntries('payment.remove', invoice._id)).toEqual([]);
    const answer = await removePaymentRequest(runtime.api, token(), invoice._id, payment._id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'sent', amountPaid: 0, payments: [] });
    const [entry, ...more] = await auditEntries('payment.remove', invoice._id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: school.superAdmin.id,
      actorRole: 'super_admin',
      targetId: invoice._id,
      before: { payments: [{ id: payment._id, amountMinor: 1250, date: payment.date }] },
      after: { payments: [] },
    });
  });
});

it('generating again for a voided month is refused while the corrected invoice holds it', async () => {
  const invoice = await voided(await sent());
  const body = {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    year: invoice.year,
    month: invoice.month,
    currency: 'GBP',
  };
  expect((await generateRequest(runtime.api, token(), body)).status).toBe(201);
  expect((await generateRequest(runtime.api, token(), body)).status).toBe(409);
});
