import { afterAll, beforeAll, expect, it } from 'vitest';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import { paymentRoutes } from '../../shared/routes/payment-routes';
import { request } from '../api/support/http';
import { bookMonth, getInvoice, sentInvoice } from '../api/support/invoice-fixtures';
import { useSchoolWithPeople } from '../api/support/school-with-people-runtime';
import {
  payRecordedSession,
  signedDelivery,
  stripeEvent,
  testStripeKeys,
  webhookRequest,
} from '../api/support/stripe-recorder';
import { useStripeRecorder } from '../api/support/use-stripe-recorder';
import { useDynamoBudgets } from './dynamo-budget-measurements';

/**
 * The payments domain against bench/budgets.ts: what staff read and save of
 * Settings → Payments, what a family reads of how to pay, a family's
 * Checkout Session for one invoice, and Stripe's webhook recording that
 * payment, then the same event delivered again (tests/api/dynamo-request-counts.test.ts
 * measures other domains). Stripe is the tests' stand-in (tests/api/support/stripe-recorder.ts).
 */
const stripe = useStripeRecorder();
const { runtime, school } = useSchoolWithPeople();
const { measure, measured, expectWithinBudgets } = useDynamoBudgets(runtime);

// Checkout's return addresses are on the web app. The runtime sets its address only with the SES emulator,
// whose outbox drain would run beside the requests measured here and be counted with them.
const appUrlName = environmentVariableNames.appUrl;
beforeAll(() => {
  process.env[appUrlName] ??= 'https://school.example';
});
afterAll(() => {
  if (process.env[appUrlName] === 'https://school.example') delete process.env[appUrlName];
});

it('keeps every payments route within its DynamoDB budget, without a Scan', async () => {
  const { superAdmin, admin, familyA } = school;
  await measure('payments.settings (admin, nothing saved)', 'payments.settings', 'GET', '/payment-settings', {
    token: admin.token,
  });
  for (const body of [{ ...testStripeKeys, methods: ['card'] }, { methods: ['card', 'bacs_debit'] }]) {
    await measure(
      'payments.updateSettings (super_admin)',
      'payments.updateSettings',
      'PUT',
      '/payment-settings',
      { token: superAdmin.token, body },
    );
  }
  await measure('payments.settings (admin, saved)', 'payments.settings', 'GET', '/payment-settings', {
    token: admin.token,
  });
  const profile = await request(runtime.api, 'PUT', '/school-profile', {
    token: superAdmin.token,
    body: {
      paymentInstructions: {
        GBP: { accountName: 'Budget School Ltd', sortCode: '123456', accountNumber: '12345678' },
        AED: { accountName: 'Budget School FZ-LLC', iban: 'AE070331234567890123456' },
      },
    },
  });
  expect(profile.status, profile.text).toBe(200);
  await measure('payments.options (family)', 'payments.options', 'GET', '/payment-options', {
    token: familyA.token,
  });

  const period = { year: 2033, month: 3 };
  await bookMonth(runtime.api, superAdmin.token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    ...period,
    days: [7, 14],
  });
  const invoice = await sentInvoice(runtime.api, superAdmin.token, {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  const sessionsBefore = stripe.current.sessions.size;
  await measure(
    'payments.checkout (family, one invoice)',
    'payments.checkout',
    'POST',
    '/payments/checkout',
    { token: familyA.token, body: { invoiceIds: [invoice._id] } },
  );
  expect(stripe.current.sessions.size).toBe(sessionsBefore + 1);
  const session = [...stripe.current.sessions.values()].at(-1)!;

  const { session: completed } = payRecordedSession(stripe.current, session);
  const delivery = signedDelivery(
    stripeEvent('checkout.session.completed', completed),
    testStripeKeys.stripeWebhookSecret,
  );
  const webhook = webhookRequest(delivery);
  const recorded = await measure(
    'payments.stripeWebhook (checkout.session.completed, one invoice)',
    'payments.stripeWebhook',
    'POST',
    '/payments/stripe/webhook',
    webhook,
  );
  const replayed = await measure(
    'payments.stripeWebhook (the same event again)',
    'payments.stripeWebhook',
    'POST',
    '/payments/stripe/webhook',
    webhook,
    'payments.stripeWebhook.replayed',
  );
  // What was measured is the payment recorded (its one transaction), then the repeat found handled.
  expect(recorded).toContain('TransactWriteItemsCommand');
  expect((await getInvoice(runtime.api, superAdmin.token, invoice._id)).status).toBe('paid');
  expect(replayed).toEqual(['GetItemCommand']);
  // A credit note on the invoice paid online makes family credit; paying it back goes through Stripe.
  const note = await request(runtime.api, 'POST', `/invoices/${invoice._id}/credit-notes`, {
    token: superAdmin.token,
    body: { amount: 1, reason: 'measured' },
  });
  expect(note.status, note.text).toBe(201);
  await measure(
    'payments.creditNoteRefund (super_admin, through Stripe)',
    'payments.creditNoteRefund',
    'POST',
    `/credit-notes/${note.body.data._id as string}/refunds`,
    { token: superAdmin.token, body: { amount: 1, date: invoice.createdAt.slice(0, 10), method: 'card' } },
  );
  expect(stripe.current.requests.filter((one) => one.path === '/v1/refunds')).toHaveLength(1);
  console.log(measured.map(({ label, commands }) => `${label}: ${commands.join(', ')}`).join('\n'));

  // Every payments route is measured.
  expect([...new Set(measured.map((entry) => entry.routeId))].sort()).toEqual(
    Object.keys(paymentRoutes).sort(),
  );
  expectWithinBudgets();
}, 90_000);
