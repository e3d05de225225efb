import { describe, expect, it } from 'vitest';
import { familyCreditChange, readFamilyCredit } from '../../functions/entities/family-credit-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { findInvoice } from '../../functions/entities/invoice-entity';
import { findStripePayment } from '../../functions/entities/stripe-payment-entity';
import { request } from './support/http';
import {
  bookMonth,
  generateInvoice,
  getInvoice,
  monthAllocator,
  recordPayment,
  setStatus,
  type Invoice,
} from './support/invoice-fixtures';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
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
 * POST /payments/stripe/webhook (issue 35): events signed as Stripe signs
 * them (the SDK's generateTestHeaderString), delivered once, twice, out of
 * order or forged; each payment recorded once, refunds taken off, money no
 * invoice needed kept as the family's credit.
 */
const stripe = useStripeRecorder();
const { runtime, school } = useSchoolWithPeople({ email: true });
const token = () => school.superAdmin.token;
const nextMonth = monthAllocator(2032, 1);
const secret = testStripeKeys.stripeWebhookSecret;
const minor = (major: number) => Math.round(major * 100);

async function sentInvoice(): Promise<Invoice> {
  const period = nextMonth();
  await bookMonth(runtime.api, token(), {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    ...period,
    days: [5, 12],
  });
  const draft = await generateInvoice(runtime.api, token(), {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  // Sending applies the family's credit (issue 36): what earlier tests left is spent first, so each
  // invoice starts with nothing paid.
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
  return setStatus(runtime.api, token(), draft._id, 'sent');
}

let connected = false;

/** The family's Checkout Session for `invoices`, as the recorder made it. */
async function checkoutSession(invoices: Invoice[]) {
  if (!connected) await connectStripe(runtime.api, token());
  connected = true;
  const answer = await request(runtime.api, 'POST', '/payments/checkout', {
    token: school.familyA.token,
    body: { invoiceIds: invoices.map((invoice) => invoice._id) },
  });
  expect(answer.status).toBe(200);
  return stripe.current.sessions.get(answer.body.data.url.split('/').at(-1))!;
}

/** The session paid: its PaymentIntent (known to the recorder, with its fee) and the completed session. */
const paid = (session: Record<string, unknown>, options?: Parameters<typeof payRecordedSession>[2]) =>
  payRecordedSession(stripe.current, session, options);

const deliver = (event: unknown, signingSecret = secret, timestamp?: number) =>
  deliverToWebhook(runtime.api, signedDelivery(event, signingSecret, timestamp));

async function expectDelivered(event: unknown) {
  const answer = await deliver(event);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data).toEqual({ received: true });
}

/** A Charge as `charge.refunded` carries it: `amount_refunded` is everything refunded so far. */
const refundedCharge = (paymentIntent: string, amount: number, amountRefunded: number) => ({
  id: `ch_test_${paymentIntent.slice(8)}`,
  object: 'charge',
  amount,
  amount_refunded: amountRefunded,
  currency: 'gbp',
  payment_intent: paymentIntent,
  refunded: amountRefunded === amount,
  metadata: {},
});

const staffActivity = async () => {
  const answer = await request(runtime.api, 'GET', '/dashboard/recent-activity', { token: token() });
  return answer.body.data as { title: string; description: string }[];
};

describe('POST /payments/stripe/webhook: signatures', () => {
  it('refuses a missing, forged, other endpoint, expired or tampered signature with one 400, changing nothing', async () => {
    const invoice = await sentInvoice();
    const { session } = paid(await checkoutSession([invoice]));
    const event = stripeEvent('checkout.session.completed', session);
    const good = signedDelivery(event, secret);
    const refusals = [
      { payload: good.payload },
      { payload: good.payload, signature: 't=1,v1=00' },
      signedDelivery(event, 'whsec_anotherEndpointSecret0123456789'),
      signedDelivery(event, secret, Math.floor(Date.now() / 1000) - 301),
      // The amount changed after signing: the signature no longer covers the body.
      {
        payload: good.payload.replace(`"amount_total":${minor(invoice.total)}`, '"amount_total":1'),
        signature: good.signature,
      },
      { payload: `${good.payload} `, signature: good.signature },
    ];
    expect(refusals[4]!.payload).not.toBe(good.payload);
    for (const delivery of refusals) {
      const answer = await deliverToWebhook(runtime.api, delivery);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid Stripe signature');
    }
    expect(await getInvoice(runtime.api, token(), invoice._id)).toMatchObject({
      status: 'sent',
      amountPaid: 0,
    });
    // Signed with the school's secret, the same event is believed.
    await expectDelivered(event);
    expect(await getInvoice(runtime.api, token(), invoice._id)).toMatchObject({ status: 'paid' });
  });

  it('acknowledges event types it does not act on, and sessions that are not the school’s', async () => {
    await expectDelivered(stripeEvent('customer.created', { id: 'cus_test_1', object: 'customer' }));
    await expectDelivered(
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_elsewhere',
        object: 'checkout.session',
        amount_total: 500,
        currency: 'gbp',
        metadata: { order: '12' },
        payment_intent: 'pi_test_elsewhere',
        payment_status: 'paid',
      }),
    );
    expect(await findStripePayment('pi_test_elsewhere')).toBeUndefined();
  });
});

describe('POST /payments/stripe/webhook: payments', () => {
  it('records a card payment once with Stripe’s ids and fee, sends the receipt, however often it is delivered', async () => {
    const invoice = await sentInvoice();
    const { session, paymentIntent } = paid(await checkoutSession([invoice]));
    const event = stripeEvent('checkout.session.completed', session);
    // Delivered three times at once and once more after.
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await expectDelivered(event);

    const after = await getInvoice(runtime.api, school.familyA.token, invoice._id);
    expect(after).toMatchObject({ status: 'paid', amountPaid: invoice.total, balanceDue: 0 });
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({
      amount: invoice.total,
      method: 'card',
      reference: paymentIntent,
    });
    const stored = (await findInvoice(invoice._id))!.payments![0]!;
    expect(stored.stripe).toEqual({
      checkoutSessionId: session.id,
      paymentIntentId: paymentIntent,
      feeMinor: 45,
      feeCurrency: 'GBP',
    });
    expect(stored.recordedBy).toBe('stripe');
    const read = stripe.current.requests.find((one) => one.path === `/v1/payment_intents/${paymentIntent}`)!;
    expect(read.query).toEqual({ expand: ['latest_charge.balance_transaction'] });

    const receipts = emailsTo(await emailsAfterDrain(runtime.mail!), school.familyA.email).filter(
      (email) =>
        email.subject.includes(invoice.invoiceNumber) && email.subject.startsWith('Payment received'),
    );
    expect(receipts).toHaveLength(1);
    const audit = await request(runtime.api, 'GET', '/audit-log?action=payment.add', { token: token() });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body.data)).toContain(invoice._id);
  });

  it('records the payment without the fee when Stripe does not answer for it', async () => {
    const invoice = await sentInvoice();
    const { session } = paid(await checkoutSession([invoice]));
    stripe.current.failPaymentIntentReads = true;
    try {
      await expectDelivered(stripeEvent('checkout.session.completed', session));
    } finally {
      stripe.current.failPaymentIntentReads = false;
    }
    const stored = (await findInvoice(invoice._id))!;
    expect(stored.status).toBe('paid');
    expect(stored.payments![0]!.stripe).not.toHaveProperty('feeMinor');
  });

  it('waits for a Direct Debit to be collected, then records it; a failed one records nothing', async () => {
    const invoice = await sentInvoice();
    const { session } = paid(await checkoutSession([invoice]), {
      paidWith: 'bacs_debit',
      paymentStatus: 'unpaid',
    });
    await expectDelivered(stripeEvent('checkout.session.completed', session));
    expect(await getInvoice(runtime.api, token(), invoice._id)).toMatchObject({
      status: 'sent',
      amountPaid: 0,
    });
    await expectDelivered(
      stripeEvent('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }),
    );
    const after = await getInvoice(runtime.api, token(), invoice._id);
    expect(after).toMatchObject({ status: 'paid' });
    expect(after.payments.map((payment) => payment.method)).toEqual(['direct_debit']);

    const failing = await sentInvoice();
    const failed = paid(await checkoutSession([failing]), {
      paidWith: 'bacs_debit',
      paymentStatus: 'unpaid',
    });
    await expectDelivered(stripeEvent('checkout.session.completed', failed.session));
    await expectDelivered(stripeEvent('checkout.session.async_payment_failed', failed.session));
    expect(await getInvoice(runtime.api, token(), failing._id)).toMatchObject({
      status: 'sent',
      amountPaid: 0,
    });
    expect(await findStripePayment(failed.paymentIntent)).toBeUndefined();
    expect((await staffActivity()).map((entry) => entry.description)).toContainEqual(
      expect.stringContaining(`The Direct Debit for ${failing.invoiceNumber}`),
    );
  });

  it('records a Direct Debit whose success arrives before its checkout, once', async () => {
    const invoice = await sentInvoice();
    const { session } = paid(await checkoutSession([invoice]), {
      paidWith: 'bacs_debit',
      paymentStatus: 'unpaid',
    });
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', {
      ...session,
      payment_status: 'paid',
    });
    await expectDelivered(succeeded);
    await expectDelivered(stripeEvent('checkout.session.completed', session));
    await expectDelivered(succeeded);
    const after = await getInvoice(runtime.api, token(), invoice._id);
    expect(after).toMatchObject({ status: 'paid' });
    expect(after.payments).toHaveLength(1);
  });

  it('keeps money no invoice needed as the family’s credit, never a negative balance', async () => {
    const one = await sentInvoice();
    const two = await sentInvoice();
    const session = await checkoutSession([one, two]);
    // Meanwhile the family paid the first by bank transfer, and £5 of the second.
    await setStatus(runtime.api, token(), one._id, 'paid');
    await recordPayment(runtime.api, token(), two._id, {
      amount: 5,
      date: two.createdAt.slice(0, 10),
      method: 'bank_transfer',
      reference: 'FT',
    });
    const creditBefore = (await readFamilyCredit(school.familyA.id)).balances.GBP ?? 0;
    const { paymentIntent, session: completed } = paid(session);
    await expectDelivered(stripeEvent('checkout.session.completed', completed));
    await expectDelivered(stripeEvent('checkout.session.completed', completed));

    const first = await getInvoice(runtime.api, token(), one._id);
    expect(first.payments.map((payment) => payment.method)).toEqual(['other']);
    const second = await getInvoice(runtime.api, token(), two._id);
    expect(second).toMatchObject({ status: 'paid', balanceDue: 0, amountPaid: two.total });
    expect(second.payments.map((payment) => payment.amount)).toEqual([5, two.total - 5]);

    const expectedCredit = minor(one.total) + 500;
    const credit = await readFamilyCredit(school.familyA.id);
    expect((credit.balances.GBP ?? 0) - creditBefore).toBe(expectedCredit);
    expect(credit.entries.filter((entry) => entry.paymentIntentId === paymentIntent)).toEqual([
      expect.objectContaining({ amountMinor: expectedCredit, reason: 'overpayment', currency: 'GBP' }),
    ]);
    expect(await findStripePayment(paymentIntent)).toMatchObject({
      settled: true,
      totalMinor: minor(one.total) + minor(two.total),
      creditMinor: expectedCredit,
    });
    expect((await staffActivity()).map((entry) => entry.title)).toContain('Credit on account');
  });
});

describe('POST /payments/stripe/webhook: refunds', () => {
  it('takes a refund off what was paid: the invoice reopens; repeats and late partial refunds take nothing more', async () => {
    const invoice = await sentInvoice();
    const total = minor(invoice.total);
    const { session, paymentIntent } = paid(await checkoutSession([invoice]));
    await expectDelivered(stripeEvent('checkout.session.completed', session));

    const partial = stripeEvent('charge.refunded', refundedCharge(paymentIntent, total, 1000));
    await expectDelivered(partial);
    let after = await getInvoice(runtime.api, school.familyA.token, invoice._id);
    expect(after).toMatchObject({ status: 'sent', amountPaid: (total - 1000) / 100, balanceDue: 10 });
    expect(after.paidAt).toBeUndefined();

    const full = stripeEvent('charge.refunded', refundedCharge(paymentIntent, total, total));
    await expectDelivered(full);
    await expectDelivered(full);
    // The first refund's event again, after the second: Stripe's total says it is counted already.
    await expectDelivered(stripeEvent('charge.refunded', refundedCharge(paymentIntent, total, 1000)));
    after = await getInvoice(runtime.api, school.familyA.token, invoice._id);
    expect(after).toMatchObject({ status: 'sent', amountPaid: 0, balanceDue: invoice.total, payments: [] });
    expect(await findStripePayment(paymentIntent)).toMatchObject({ refundedMinor: total });

    const familyActivity = await request(runtime.api, 'GET', '/dashboard/recent-activity', {
      token: school.familyA.token,
    });
    expect(JSON.stringify(familyActivity.body.data)).toContain('Payment refunded');
  });

  it('asks Stripe to deliver a refund again when it arrives before its payment, and loses nothing', async () => {
    const invoice = await sentInvoice();
    const total = minor(invoice.total);
    const { session, paymentIntent } = paid(await checkoutSession([invoice]));
    const refund = stripeEvent('charge.refunded', refundedCharge(paymentIntent, total, 2000));
    const early = await deliver(refund);
    expect(early.status).toBe(409);
    expect(await getInvoice(runtime.api, token(), invoice._id)).toMatchObject({
      status: 'sent',
      amountPaid: 0,
    });

    await expectDelivered(stripeEvent('checkout.session.completed', session));
    await expectDelivered(refund);
    expect(await getInvoice(runtime.api, token(), invoice._id)).toMatchObject({
      status: 'sent',
      amountPaid: (total - 2000) / 100,
    });
    // A refund of a charge that is none of the school's payments is acknowledged and ignored.
    await expectDelivered(stripeEvent('charge.refunded', refundedCharge('pi_test_notours', 900, 900)));
  });

  it('refunds credit before invoices', async () => {
    const invoice = await sentInvoice();
    const session = await checkoutSession([invoice]);
    await recordPayment(runtime.api, token(), invoice._id, {
      amount: 10,
      date: invoice.createdAt.slice(0, 10),
      method: 'cash',
      reference: '',
    });
    const { session: completed, paymentIntent } = paid(session);
    await expectDelivered(stripeEvent('checkout.session.completed', completed));
    const creditBefore = (await readFamilyCredit(school.familyA.id)).balances.GBP ?? 0;
    const total = minor(invoice.total);
    await expectDelivered(stripeEvent('charge.refunded', refundedCharge(paymentIntent, total, 1500)));
    // £10 of credit goes first, then £5 of the invoice.
    expect(((await readFamilyCredit(school.familyA.id)).balances.GBP ?? 0) - creditBefore).toBe(-1000);
    expect(await getInvoice(runtime.api, token(), invoice._id)).toMatchObject({
      status: 'sent',
      balanceDue: 5,
    });
  });
});
