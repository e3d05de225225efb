import type { Page } from '@playwright/test';
import { environmentVariableNames } from '../../functions/platform/runtime-config';
import {
  deliverToWebhook,
  payRecordedSession,
  signedDelivery,
  startStripeRecorder,
  stripeEvent,
  type StripeRecorder,
} from '../api/support/stripe-recorder';
import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  expectNoHorizontalOverflow,
  logInFromLoginPage,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * Online payment on a 375 px phone (issue 35), in a school of its own whose
 * runtime talks to the tests' Stripe stand-in (tests/api/support/stripe-recorder.ts)
 * instead of Stripe: the Super Administrator connects Stripe in Settings →
 * Payments (the secrets write-only, the key shown by its last four); the
 * family finds How to pay on its invoice with copy buttons, pays with Pay now
 * (the browser is sent to the Checkout Session's address, which the test
 * answers itself: Stripe is not reachable here), is sent there at once by an
 * email's ?pay=1 link, pays everything with Pay all from its home, reads
 * what the way back from Stripe says, and at last pays one invoice to the
 * end: Stripe's signed webhook records it, the invoice reads Paid and the
 * receipt email arrives.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: phoneViewport });

const { superAdmin, familyKhan } = schoolCast('pay-online.test');
const secretKey = `sk_test_${'51PayOnlineTestKey'}${'x'.repeat(10)}4242`;
const webhookSecret = `whsec_${'PayOnlineSigningSecret'}${'y'.repeat(12)}`;
const bank = { accountName: 'Hillside Tutors', sortCode: '12-34-56', accountNumber: '12345678' };

let recorder: StripeRecorder;
// Started before the school, so that its runtime starts pointed at the recorder.
test.beforeAll(async () => {
  recorder = await startStripeRecorder();
  process.env[environmentVariableNames.stripeApiBase] = recorder.baseUrl;
});
test.afterAll(async () => {
  delete process.env[environmentVariableNames.stripeApiBase];
  await recorder?.stop();
});

const school = useIsolatedSchool();
const invoices: { _id: string; invoiceNumber: string; total: number }[] = [];
const paid = { id: '' };
/** What the last journey needs to bill April once Stripe is connected: the school's token and the student. */
const april = { token: '', studentId: '' };
const family = { id: '' };

const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  family.id = khan._id;
  const maths = await create('/subjects', { name: 'Maths' });
  const student = await create('/students', {
    name: 'Amira Khan',
    grade: 'Year 5',
    parentId: khan._id,
    subjects: [maths._id],
  });
  const teacher = await create('/users', {
    name: 'Tom Baker',
    email: 'tom@pay-online.test',
    password: 'Blackboard-Chalk-2',
    role: 'teacher',
  });
  april.token = token;
  april.studentId = student._id;
  for (const month of ['01', '02', '03', '04'])
    await create('/lessons', {
      student: student._id,
      teacher: teacher._id,
      startTime: `${year}-${month}-13T17:00:00+00:00`,
      timezone: 'UK',
      status: 'confirmed',
      subject: maths._id,
    });
  for (const month of [1, 2]) {
    const invoice = await create('/invoices/generate', {
      studentId: student._id,
      dateRangeType: 'month',
      month,
      year,
      currency: 'GBP',
    });
    await callApi(school, 'PATCH', `/invoices/${invoice._id}/status`, { token, body: { status: 'sent' } });
    invoices.push(invoice);
  }
  // March's invoice is paid already (by bank transfer, marked by the school).
  const march = await create('/invoices/generate', {
    studentId: student._id,
    dateRangeType: 'month',
    month: 3,
    year,
    currency: 'GBP',
  });
  await callApi(school, 'PATCH', `/invoices/${march._id}/status`, { token, body: { status: 'sent' } });
  await callApi(school, 'PATCH', `/invoices/${march._id}/status`, { token, body: { status: 'paid' } });
  paid.id = march._id;
  await callApi(school, 'PUT', '/school-profile', {
    token,
    body: { legalName: 'Hillside Tutors Ltd', paymentInstructions: { GBP: { ...bank, iban: '' } } },
  });
});

/** The Checkout Sessions the runtime asked the recorder for, newest last. */
const sessionRequests = () =>
  recorder.requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
  );

/**
 * Stripe's hosted page is not reachable from here: the browser's visit to it
 * is answered by a page of the test's own, and the address it asked for kept.
 */
async function standInForStripe(page: Page): Promise<string[]> {
  const visited: string[] = [];
  await page.route('https://checkout.stripe.com/**', async (route) => {
    visited.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Checkout</title><h1>Stripe Checkout stand-in</h1></html>',
    });
  });
  return visited;
}

/** The family signed in on `path` (an invoice's page), Stripe's page stood in for: the addresses visited there. */
async function familyOpens(page: Page, path: string): Promise<string[]> {
  const visited = await standInForStripe(page);
  await logInFromLoginPage(page, familyKhan);
  await page.goto(path);
  return visited;
}

test('the Super Administrator connects Stripe: the secrets are write-only and the key shows by its last four', async ({
  page,
}) => {
  await logInFromLoginPage(page, superAdmin);
  // The Super Administrator's Payments are a section of Settings (issue 40); the old address opens it.
  await page.goto('/dashboard/payment-settings');
  await expect(page).toHaveURL(/\/dashboard\/settings\?section=payments$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Stripe settings' });
  await expect(page.getByText(/Families see your bank details only/)).toBeVisible();
  await expect(page.getByLabel('Webhook endpoint')).toHaveValue(`${school.url}/api/payments/stripe/webhook`);

  // A publishable key is not a secret key: refused beside its box, in the server's words.
  await form.getByLabel('Secret key').fill('pk_test_123');
  await form.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(
    form.getByText('Secret key must be a Stripe secret key (sk_live_… or sk_test_…)'),
  ).toBeVisible();

  await form.getByLabel('Secret key').fill(secretKey);
  await form.getByLabel('Webhook signing secret').fill(webhookSecret);
  await form.getByRole('checkbox', { name: 'Card, Apple Pay and Google Pay' }).check();
  await form.getByRole('checkbox', { name: /Bacs Direct Debit/ }).check();
  await form.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();

  // Saved, never shown again: the boxes are empty, the key named by its last four.
  await expect(form.getByLabel('Secret key')).toHaveValue('');
  await expect(form.getByLabel('Secret key')).toHaveAttribute('placeholder', '•••• 4242');
  await expect(form.getByLabel('Webhook signing secret')).toHaveValue('');
  await expect(form.getByLabel('Webhook signing secret')).toHaveAttribute('placeholder', 'Saved');
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText(/Families see Pay now/)).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Secret key')).toHaveAttribute('placeholder', '•••• 4242');
  await expect(form.getByRole('checkbox', { name: /Bacs Direct Debit/ })).toBeChecked();
  expect(await page.content()).not.toContain(secretKey.slice(0, 20));
  expect(await page.content()).not.toContain(webhookSecret);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
});

test('the family reads How to pay on its invoice and copies the bank details and the reference', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInFromLoginPage(page, familyKhan);
  const invoice = invoices[0]!;
  await page.goto(`/dashboard/invoices/${invoice._id}`);
  const howToPay = page.getByRole('region', { name: 'How to pay' });
  await expect(howToPay).toBeVisible();
  await expect(page.getByText('Due', { exact: true })).toBeVisible();
  await expect(howToPay.getByText(bank.sortCode)).toBeVisible();
  await expect(howToPay.getByText(bank.accountNumber)).toBeVisible();
  await expect(howToPay.getByText(invoice.invoiceNumber, { exact: true })).toBeVisible();

  await howToPay.getByRole('button', { name: 'Copy sort code' }).click();
  await expect(howToPay.getByRole('button', { name: 'Sort code copied' })).toHaveText('Copied');
  await expect(howToPay.getByRole('status').filter({ hasText: 'Sort code copied' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bank.sortCode);
  await howToPay.getByRole('button', { name: 'Copy reference' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invoice.invoiceNumber);

  await expect(howToPay.getByRole('button', { name: /^Pay now £/ })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
});

test("Pay now sends the browser to the Checkout Session's address", async ({ page }) => {
  const invoice = invoices[0]!;
  const visited = await familyOpens(page, `/dashboard/invoices/${invoice._id}`);
  const before = sessionRequests().length;
  await page.getByRole('button', { name: /^Pay now £/ }).click();

  await expect(page.getByRole('heading', { name: 'Stripe Checkout stand-in' })).toBeVisible();
  const made = sessionRequests().slice(before);
  expect(made).toHaveLength(1);
  const session = recorder.sessions.get([...recorder.sessions.keys()].at(-1)!)!;
  expect(visited).toEqual([session.url]);
  expect(page.url()).toBe(session.url);
  // One line, this invoice's balance in pence, and the way back to its page.
  expect(made[0]!.body.line_items).toHaveLength(1);
  expect(Number(made[0]!.body.line_items[0].price_data.unit_amount)).toBe(Math.round(invoice.total * 100));
  expect(made[0]!.body.success_url).toContain(`/dashboard/invoices/${invoice._id}?payment=success`);
});

test("an email's Pay now link (?pay=1) starts the payment once the invoice is open, and leaves the address", async ({
  page,
}) => {
  const invoice = invoices[1]!;
  const visited = await familyOpens(page, `/dashboard/invoices/${invoice._id}?pay=1`);
  await expect(page.getByRole('heading', { name: 'Stripe Checkout stand-in' })).toBeVisible();
  expect(visited).toHaveLength(1);
  expect(visited[0]).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
  // Going back lands on the invoice without ?pay=1: it does not pay again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/${invoice._id}$`));
  await expect(page.getByRole('region', { name: 'How to pay' })).toBeVisible();
  expect(visited).toHaveLength(1);
});

test('an email link to an invoice already paid says so and starts no payment', async ({ page }) => {
  const visited = await standInForStripe(page);
  await logInFromLoginPage(page, familyKhan);
  const before = sessionRequests().length;
  await page.goto(`/dashboard/invoices/${paid.id}?pay=1`);
  await expect(page.getByText('This invoice is already paid: there is nothing to pay.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/${paid.id}$`));
  await expect(page.getByRole('region', { name: 'How to pay' })).toHaveCount(0);
  expect(sessionRequests().length).toBe(before);
  expect(visited).toEqual([]);
});

test("Stripe's way back says what happened", async ({ page }) => {
  await logInFromLoginPage(page, familyKhan);
  const invoice = invoices[0]!;
  await page.goto(`/dashboard/invoices/${invoice._id}?payment=success`);
  await expect(page.getByText('Thank you: your payment is being confirmed')).toBeVisible();
  await page.goto(`/dashboard/invoices/${invoice._id}?payment=cancelled`);
  await expect(page.getByText('Payment cancelled: nothing was taken')).toBeVisible();
  await page.goto('/dashboard/invoices?payment=cancelled');
  await expect(page.getByText('Payment cancelled: nothing was taken')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
});

test('the family home shows the total due and Pay all pays both invoices in one checkout', async ({
  page,
}) => {
  const visited = await standInForStripe(page);
  await logInFromLoginPage(page, familyKhan);
  const total = invoices.reduce((sum, invoice) => sum + invoice.total, 0);
  const totalText = `£${total.toFixed(2)}`;
  const due = page.getByRole('region', { name: 'Total due' });
  await expect(due.getByText(totalText, { exact: true })).toBeVisible();
  await expect(due.getByText('2 invoices to pay')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);

  const before = sessionRequests().length;
  await due.getByRole('button', { name: `Pay all ${totalText}` }).click();
  await expect(page.getByRole('heading', { name: 'Stripe Checkout stand-in' })).toBeVisible();
  const made = sessionRequests().slice(before);
  expect(made).toHaveLength(1);
  expect(made[0]!.body.line_items).toHaveLength(2);
  expect(visited).toHaveLength(1);
  expect(made[0]!.body.success_url).toContain('/dashboard/invoices?payment=success');
});

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The emails the school's SES emulator has accepted for `address`, oldest first. */
async function emailsTo(address: string): Promise<StoredEmail[]> {
  const store = (await (await fetch(`${school.mailUrl()}/store`)).json()) as { emails: StoredEmail[] };
  return store.emails.filter((email) => email.destination.to.includes(address));
}

/** The address of the Pay now link in the invoice email the family received for `invoiceId`. */
async function emailedPayNowLink(invoiceId: string): Promise<URL> {
  const payNowPath = `/dashboard/invoices/${invoiceId}?pay=1`;
  const invoiceEmails = async () =>
    (await emailsTo(familyKhan.email)).filter((email) => email.body.text?.includes(payNowPath));
  await expect.poll(async () => (await invoiceEmails()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [email] = await invoiceEmails();
  const link = email!.body.text!.match(/https?:\/\/\S+\?pay=1/)?.[0];
  expect(link, email!.body.text).toBeDefined();
  return new URL(link!);
}

test("the family pays from the invoice email's Pay now to the end: Stripe confirms it, the invoice reads Paid and the receipt arrives", async ({
  page,
}) => {
  // April's invoice is sent now that the school takes payment online: its email offers Pay now.
  const invoice = (await callApi(school, 'POST', '/invoices/generate', {
    token: april.token,
    body: { studentId: april.studentId, dateRangeType: 'month', month: 4, year, currency: 'GBP' },
  })) as (typeof invoices)[number];
  await callApi(school, 'PATCH', `/invoices/${invoice._id}/status`, {
    token: april.token,
    body: { status: 'sent' },
  });
  const pence = Math.round(invoice.total * 100);
  const pounds = `£${invoice.total.toFixed(2)}`;
  // The family taps Pay now in the invoice email on its phone: signed in, the invoice opens and Checkout starts.
  const link = await emailedPayNowLink(invoice._id);
  expect(link.pathname).toBe(`/dashboard/invoices/${invoice._id}`);
  const before = sessionRequests().length;
  const visited = await familyOpens(page, link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Stripe Checkout stand-in' })).toBeVisible();

  // The Checkout Session asked for: this invoice's balance, and metadata naming the family and the invoice.
  const made = sessionRequests().slice(before);
  expect(made).toHaveLength(1);
  const metadata = {
    school_payment: 'v1',
    parent_id: family.id,
    currency: 'GBP',
    invoice_count: '1',
    invoice_0: `${invoice._id}:${pence}`,
  };
  expect(made[0]!.body.metadata).toEqual(metadata);
  expect(made[0]!.body.payment_intent_data.metadata).toEqual(metadata);
  const session = recorder.sessions.get(visited.at(-1)!.split('/').at(-1)!)!;
  expect(session.amount_total).toBe(pence);

  // Stripe sends the family back to the success address: the page waits for the payment to be confirmed.
  const successUrl = new URL(made[0]!.body.success_url as string);
  expect(successUrl.pathname + successUrl.search).toBe(`/dashboard/invoices/${invoice._id}?payment=success`);
  await page.goto(successUrl.pathname + successUrl.search);
  await expect(page.getByText('Thank you: your payment is being confirmed')).toBeVisible();

  // …and posts checkout.session.completed to the webhook, signed with the school's signing secret.
  const { paymentIntent, session: completed } = payRecordedSession(recorder, session, { fee: 45 });
  const event = stripeEvent('checkout.session.completed', completed);
  const answer = await deliverToWebhook(`${school.url}/api`, signedDelivery(event, webhookSecret));
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data).toEqual({ received: true });
  // The webhook read the PaymentIntent's charge and fee from Stripe, with the school's secret key.
  const reads = recorder.requests.filter(
    (request) => request.path === `/v1/payment_intents/${paymentIntent}`,
  );
  expect(reads).toHaveLength(1);
  expect(reads[0]!.method).toBe('GET');
  expect(reads[0]!.query.expand).toEqual(['latest_charge.balance_transaction']);
  expect(reads[0]!.authorization).toBe(`Bearer ${secretKey}`);

  // The page, still reading the invoice again, says so without a reload.
  await expect(page.getByText('Thank you: your payment is confirmed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // Read afresh, the invoice is paid by card with Stripe's PaymentIntent as reference, nothing left to pay.
  await page.goto(`/dashboard/invoices/${invoice._id}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Thank you: your payment is confirmed')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'How to pay' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.locator('tbody tr')).toHaveCount(1);
  await expect(payments.locator('tbody tr')).toContainText('Card');
  await expect(payments.locator('tbody tr')).toContainText(paymentIntent);
  await expect(payments.locator('tbody tr')).toContainText(pounds);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expectNoHorizontalOverflow(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phoneViewport.width,
  );

  // The receipt, once: the amount, the invoice, the method and Stripe's reference.
  const receipts = async () =>
    (await emailsTo(familyKhan.email)).filter((email) =>
      email.subject.startsWith(`Payment received: ${pounds} for invoice ${invoice.invoiceNumber}`),
    );
  await expect.poll(async () => (await receipts()).length, { timeout: 30_000 }).toBe(1);
  const [receipt] = await receipts();
  expect(receipt!.subject).toBe(`Payment received: ${pounds} for invoice ${invoice.invoiceNumber}`);
  expect(receipt!.body.text).toContain(
    `we have received ${pounds} for Amira Khan's invoice ${invoice.invoiceNumber}. The invoice is now paid in full.`,
  );
  expect(receipt!.body.text).toContain('Card');
  expect(receipt!.body.text).toContain(paymentIntent);

  // Stripe delivers the same event again: acknowledged, and the payment is not recorded twice.
  const again = await deliverToWebhook(`${school.url}/api`, signedDelivery(event, webhookSecret));
  expect(again.status, again.text).toBe(200);
  await page.reload();
  await expect(payments.locator('tbody tr')).toHaveCount(1);
});
