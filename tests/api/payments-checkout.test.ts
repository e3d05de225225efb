import { describe, expect, it } from 'vitest';
import type { Currency } from '../../shared/invoices/money';
import { request } from './support/http';
import {
  bookMonth,
  generateInvoice,
  monthAllocator,
  recordPayment,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { testStripeKeys } from './support/stripe-recorder';
import { connectStripe, useStripeRecorder } from './support/use-stripe-recorder';

/*
 * POST /payments/checkout (issue 35): one Stripe Checkout Session for open
 * invoices of one family in one currency, as the SDK sends it to Stripe
 * (recorded by the local stand-in), with one session for a double tap.
 */
const stripe = useStripeRecorder();
const { runtime, school } = useSchoolWithPeople({ email: true });
const token = () => school.superAdmin.token;
const nextMonth = monthAllocator(2031, 1);

/** A draft for the child's family in `currency`, of two lessons at the default rate. */
async function draftFor(childId: string, teacherId: string, currency: Currency): Promise<Invoice> {
  const period = nextMonth();
  await bookMonth(runtime.api, token(), { student: childId, teacher: teacherId, ...period, days: [4, 11] });
  return generateInvoice(runtime.api, token(), {
    studentId: childId,
    dateRangeType: 'month',
    ...period,
    currency,
  });
}

async function sentFor(child: 'A' | 'B' = 'A', currency: Currency = 'GBP'): Promise<Invoice> {
  const draft =
    child === 'A'
      ? await draftFor(school.childA1._id, school.teacherA.id, currency)
      : await draftFor(school.childB1._id, school.teacherB.id, currency);
  return setStatus(runtime.api, token(), draft._id, 'sent');
}

const checkout = (as: string, invoiceIds: string[]) =>
  request(runtime.api, 'POST', '/payments/checkout', { token: as, body: { invoiceIds } });

const minor = (major: number) => Math.round(major * 100);
const sessionRequests = () => stripe.current.requests.filter((one) => one.path === '/v1/checkout/sessions');

describe('POST /payments/checkout', () => {
  it('refuses while the school has not connected Stripe, asking Stripe nothing', async () => {
    const invoice = await sentFor();
    const answer = await checkout(school.familyA.token, [invoice._id]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Online payment is not available: the school has not set it up');
    expect(stripe.current.requests).toEqual([]);
    await connectStripe(runtime.api, token());
  });

  it("makes one Checkout Session for a family's invoice: its balance, its currency, the school's methods", async () => {
    const invoice = await sentFor();
    await recordPayment(runtime.api, token(), invoice._id, {
      amount: 10,
      date: invoice.createdAt.slice(0, 10),
      method: 'bank_transfer',
      reference: 'part',
    });
    const balance = minor(invoice.total) - 1000;
    const before = sessionRequests().length;

    const answer = await checkout(school.familyA.token, [invoice._id]);
    expect(answer.status).toBe(200);
    const sent = sessionRequests().slice(before);
    expect(sent).toHaveLength(1);
    const [call] = sent;
    const session = stripe.current.sessions.get(answer.body.data.url.split('/').at(-1))!;
    expect(answer.body.data).toEqual({ url: `https://checkout.stripe.com/c/pay/${session.id}` });
    expect(session.id).toMatch(/^cs_test_/);
    expect(call!.method).toBe('POST');
    expect(call!.authorization).toBe(`Bearer ${testStripeKeys.stripeSecretKey}`);
    expect(call!.idempotencyKey).toMatch(/^checkout-[0-9a-f]{64}$/);
    const appUrl = process.env.APP_URL;
    expect(call!.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'gbp',
            unit_amount: String(balance),
            product_data: { name: `Invoice ${invoice.invoiceNumber} · ${school.childA1.name}` },
          },
        },
      ],
      allowed_payment_method_types: ['card', 'bacs_debit'],
      customer_email: school.familyA.email,
      client_reference_id: school.familyA.id,
      success_url: `${appUrl}/dashboard/invoices/${invoice._id}?payment=success`,
      cancel_url: `${appUrl}/dashboard/invoices/${invoice._id}?payment=cancelled`,
      metadata: {
        school_payment: 'v1',
        parent_id: school.familyA.id,
        currency: 'GBP',
        invoice_count: '1',
        invoice_0: `${invoice._id}:${balance}`,
      },
      payment_intent_data: {
        metadata: {
          school_payment: 'v1',
          parent_id: school.familyA.id,
          currency: 'GBP',
          invoice_count: '1',
          invoice_0: `${invoice._id}:${balance}`,
        },
        description: `Invoice ${invoice.invoiceNumber}`,
      },
    });
  });

  it('answers the same session to a double tap (one idempotency key, one session made)', async () => {
    const invoice = await sentFor();
    const sessionsBefore = stripe.current.sessions.size;
    const [first, second] = await Promise.all([
      checkout(school.familyA.token, [invoice._id]),
      checkout(school.familyA.token, [invoice._id]),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.data.url).toBe(first.body.data.url);
    expect(stripe.current.sessions.size).toBe(sessionsBefore + 1);
    const keys = sessionRequests()
      .slice(-2)
      .map((one) => one.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);

    // Once part of it is paid, the balance differs: a new session for the new balance.
    await recordPayment(runtime.api, token(), invoice._id, {
      amount: 1,
      date: invoice.createdAt.slice(0, 10),
      method: 'cash',
      reference: '',
    });
    const after = await checkout(school.familyA.token, [invoice._id]);
    expect(after.body.data.url).not.toBe(first.body.data.url);
  });

  it('pays all: one session, one line per invoice, in any order the same session, back to the list', async () => {
    const one = await sentFor();
    const two = await sentFor();
    const answer = await checkout(school.familyA.token, [one._id, two._id]);
    expect(answer.status).toBe(200);
    const call = sessionRequests().at(-1)!;
    const ordered = [one, two].sort((a, b) => a._id.localeCompare(b._id));
    expect(
      call.body.line_items.map(
        (line: { price_data: { unit_amount: string } }) => line.price_data.unit_amount,
      ),
    ).toEqual(ordered.map((invoice) => String(minor(invoice.total))));
    expect(call.body.metadata).toMatchObject({
      invoice_count: '2',
      invoice_0: `${ordered[0]!._id}:${minor(ordered[0]!.total)}`,
      invoice_1: `${ordered[1]!._id}:${minor(ordered[1]!.total)}`,
    });
    expect(call.body.success_url).toBe(`${process.env.APP_URL}/dashboard/invoices?payment=success`);
    expect(call.body.cancel_url).toBe(`${process.env.APP_URL}/dashboard/invoices?payment=cancelled`);
    const reversed = await checkout(school.familyA.token, [two._id, one._id]);
    expect(reversed.body.data.url).toBe(answer.body.data.url);
  });

  it('offers Bacs Direct Debit for pounds only', async () => {
    const invoice = await sentFor('A', 'AED');
    const answer = await checkout(school.familyA.token, [invoice._id]);
    expect(answer.status).toBe(200);
    const call = sessionRequests().at(-1)!;
    expect(call.body.allowed_payment_method_types).toEqual(['card']);
    expect(call.body.line_items[0].price_data.currency).toBe('aed');

    // A school offering only Direct Debit cannot take dirhams online.
    await connectStripe(runtime.api, token(), ['bacs_debit']);
    const refused = await checkout(school.familyA.token, [invoice._id]);
    await connectStripe(runtime.api, token());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Online payment is not available for AED invoices: pay by bank transfer',
    );
  });

  it('refuses paid, draft, mixed-currency and mixed-family sets with a clear 400, asking Stripe nothing', async () => {
    const gbp = await sentFor('A', 'GBP');
    const aed = await sentFor('A', 'AED');
    const paid = await sentFor('A', 'GBP');
    await setStatus(runtime.api, token(), paid._id, 'paid');
    const draft = await draftFor(school.childA1._id, school.teacherA.id, 'GBP');
    const otherFamily = await sentFor('B', 'GBP');
    const before = sessionRequests().length;

    const refusals: [string[], string][] = [
      [
        [gbp._id, aed._id],
        'Invoices in different currencies cannot be paid together: pay the GBP and the AED invoices separately',
      ],
      [[paid._id], `Invoice ${paid.invoiceNumber} is already paid`],
      [[gbp._id, paid._id], `Invoice ${paid.invoiceNumber} is already paid`],
      [[draft._id], `Invoice ${draft.invoiceNumber} is a draft: it can be paid once it is sent`],
      [
        [gbp._id, otherFamily._id],
        "Invoices of different families cannot be paid together: pay each family's separately",
      ],
    ];
    for (const [ids, message] of refusals) {
      const answer = await checkout(token(), ids);
      expect({ ids, status: answer.status, message: answer.body.message }).toEqual({
        ids,
        status: 400,
        message,
      });
    }
    // Families are told the same about their own invoices; a draft is not theirs to see yet.
    expect((await checkout(school.familyA.token, [paid._id])).status).toBe(400);
    expect((await checkout(school.familyA.token, [draft._id])).status).toBe(404);
    // Malformed sets are refused by the schema.
    for (const body of [
      { invoiceIds: [] },
      { invoiceIds: [gbp._id, gbp._id] },
      { invoiceIds: ['nope'] },
      {},
    ]) {
      const answer = await request(runtime.api, 'POST', '/payments/checkout', { token: token(), body });
      expect(answer.status).toBe(400);
    }
    expect(sessionRequests().length).toBe(before);
  });

  it("answers 404 to a family asking to pay another family's invoice, and lets staff pay any", async () => {
    const theirs = await sentFor('B');
    const mine = await sentFor('A');
    const before = sessionRequests().length;
    for (const ids of [[theirs._id], [mine._id, theirs._id], ['0123456789abcdef01234567']]) {
      const answer = await checkout(school.familyA.token, ids);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Invoice not found');
    }
    expect(sessionRequests().length).toBe(before);
    // Teachers are not offered invoices at all.
    expect((await checkout(school.teacherA.token, [theirs._id])).status).toBe(403);

    const staff = await checkout(school.admin.token, [theirs._id]);
    expect(staff.status).toBe(200);
    const call = sessionRequests().at(-1)!;
    expect(call.body.customer_email).toBe(school.familyB.email);
    expect(call.body.metadata.parent_id).toBe(school.familyB.id);
  });

  it('answers 503 when Stripe fails, without a session to send the family to', async () => {
    const invoice = await sentFor();
    const saved = process.env.STRIPE_API_BASE;
    // Nothing listens there: the SDK's retries end in a connection error.
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9';
    const answer = await checkout(school.familyA.token, [invoice._id]);
    process.env.STRIPE_API_BASE = saved;
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(
      'Online payment is not available just now. Please try again in a few minutes.',
    );
  });
});
