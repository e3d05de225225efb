import type { Browser } from '@playwright/test';
import { expect, test, watchConsoleErrors } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logIn,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * Issue 36, the family as the account, end to end in a school of its own: a
 * family with two children gets April generated for all students and sent
 * as one email listing both invoices; staff record a payment on one (the
 * "Mark as Paid" dialog, at 375 px) and credit the other in part; a
 * credit note on the paid one becomes the family's credit, shown on the
 * family's home; the statement's figures add up at 375 and 1280 px; staff
 * refund that credit from the invoice page. STATEMENT_SHOTS_DIR=docs/images
 * saves the statement's screenshots for docs/statement.md.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { superAdmin, teacherTom, familyKhan } = schoolCast('family-account.test');
const children = [
  { name: 'Amira Khan', grade: 'Year 5' },
  { name: 'Bilal Khan', grade: 'Year 3' },
];
const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);
const shotsDir = process.env.STATEMENT_SHOTS_DIR;

const school = useIsolatedSchool();
const at = (path: string) => `${school.url}${path}`;
const seeded = { familyId: '', token: '' };
/** The two invoices April made (one per child). */
const invoices: { number: string; path: string }[] = [];

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const [tom, khan] = await Promise.all([
    create('/users', { ...teacherTom, role: 'teacher' }),
    create('/users', { ...familyKhan, role: 'parent' }),
  ]);
  const maths = (await create('/subjects', { name: 'Maths' }))._id as string;
  const settings = await callApi(school, 'GET', '/invoices/settings', { token });
  // £50 an hour and no VAT: the figures below are round.
  await callApi(school, 'PUT', '/invoices/settings', {
    token,
    body: {
      ...settings,
      defaultRates: { ...settings.defaultRates, GBP: 50 },
      taxRates: { ...settings.taxRates, GBP: 0 },
    },
  });
  for (const [index, child] of children.entries()) {
    const student = await create('/students', { ...child, parentId: khan._id, subjects: [maths] });
    await create('/lessons', {
      student: student._id,
      teacher: tom._id,
      startTime: `${year}-04-${14 + index}T16:00:00+00:00`,
      timezone: 'UK',
      status: 'confirmed',
      subject: maths,
    });
  }
  Object.assign(seeded, { familyId: khan._id, token });
});

/** The text of every email the SES stand-in received for `address`, oldest first. */
async function emailsTo(address: string): Promise<string[]> {
  const store = (await (await fetch(`${school.mailUrl()}/store`)).json()) as {
    emails: { destination: { to: string[] }; body: { text?: string } }[];
  };
  return store.emails
    .filter((email) => email.destination.to.includes(address))
    .map((email) => email.body.text ?? '');
}

async function openAs(
  browser: Browser,
  account: { email: string; password: string },
  viewport: typeof desktopViewport,
) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London', viewport });
  const page = await context.newPage();
  const consoleErrors = watchConsoleErrors(page);
  await page.goto(at('/login'));
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page, consoleErrors };
}

test('April is generated for both children and sent: one email lists both invoices', async ({ browser }) => {
  const { context, page, consoleErrors } = await openAs(browser, superAdmin, desktopViewport);
  await page.goto(at('/dashboard/invoice-management'));
  await page.getByRole('button', { name: 'Generate for all students' }).click();
  const bulk = page.getByRole('dialog', { name: 'Generate for all students' });
  await bulk.getByLabel('Month').selectOption({ label: 'April' });
  await bulk.getByLabel('Year').selectOption(String(year));
  await bulk.getByLabel('Currency').selectOption('GBP');
  await bulk.getByRole('button', { name: 'Generate drafts' }).click();
  await expect(bulk.getByText('Done. Created 2, skipped 0, failed 0.')).toBeVisible({ timeout: 30_000 });
  const created = bulk.getByRole('list', { name: 'Drafts created' }).getByRole('listitem');
  await expect(created).toHaveCount(2);
  for (const item of await created.all()) {
    const link = item.getByRole('link', { name: /^INV-/ });
    invoices.push({ number: (await link.textContent())!.trim(), path: (await link.getAttribute('href'))! });
  }
  await bulk.getByRole('button', { name: `Send the drafts of April ${year}…` }).click();
  const send = page.getByRole('dialog', { name: 'Send all drafts' });
  await expect(send.getByText('Send 2 draft invoices to 1 family?')).toBeVisible();
  await send.getByRole('button', { name: 'Send 2 invoices' }).click();
  await expect(send.getByText('Sent 2, failed 0.')).toBeVisible({ timeout: 30_000 });
  expect(consoleErrors).toEqual([]);
  await context.close();

  // One email to the family, naming both invoices (siblings' invoices go together).
  let listing: string[] = [];
  await expect
    .poll(
      async () => {
        listing = (await emailsTo(familyKhan.email)).filter((text) => /INV-\d{4}-\d{4}/.test(text));
        return listing.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  expect(listing).toHaveLength(1);
  for (const invoice of invoices) expect(listing[0]).toContain(invoice.number);
});

test('staff record a payment on one invoice at 375 px and credit the other in part', async ({ browser }) => {
  const [paid, credited] = invoices;
  const { context, page, consoleErrors } = await openAs(browser, superAdmin, phoneViewport);
  await page.goto(at(paid!.path));
  await page.getByRole('button', { name: 'Mark as Paid' }).click();
  const payment = page.getByRole('dialog', { name: 'Mark as Paid' });
  await expect(payment.getByLabel('Amount (GBP)')).toHaveValue('50.00');
  await expectNoHorizontalOverflow(page);
  await payment.getByLabel('Reference').fill('FT-KHAN-APR');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByText('Payment recorded; the invoice is paid')).toBeVisible();

  await page.goto(at(credited!.path));
  await page.getByRole('button', { name: 'Credit note' }).click();
  const credit = page.getByRole('dialog', { name: `Credit note on ${credited!.number}` });
  await credit.getByLabel('Amount (GBP, VAT included)').fill('20');
  await credit.getByLabel('Reason').fill('Lesson cut short');
  await credit.getByRole('button', { name: 'Continue' }).click();
  await credit.getByRole('button', { name: 'Issue credit note of £20.00' }).click();
  await expect(credit).toBeHidden();
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await expect(notes).toContainText('£20.00');
  // £20 off the £50 still due: nothing went to the family's credit, so there is nothing to refund.
  await expect(notes.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("a credit note on the paid invoice is the family's credit, on its home and its statement, which balances", async ({
  browser,
}) => {
  const [paid] = invoices;
  const paidId = paid!.path.split('/').at(-1)!;
  await callApi(school, 'POST', `/invoices/${paidId}/credit-notes`, {
    token: seeded.token,
    body: { amount: 10, reason: 'Goodwill' },
  });

  for (const viewport of [phoneViewport, desktopViewport]) {
    const { context, page, consoleErrors } = await openAs(browser, familyKhan, viewport);
    const credit = page.getByRole('region', { name: /^Credit on your account/ });
    await expect(credit).toContainText('Credit on your account: £10.00');
    await credit.getByRole('link', { name: 'See it on your statement' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/families/${seeded.familyId}/statement$`));
    const ledger = page.getByRole('region', { name: 'Pounds sterling (GBP)' });
    // £100 invoiced; £50 paid; £30 of credit notes (£20 off what was due, £10 held as credit);
    // £30 still due on the credited invoice, less the £10 held: £20 owed overall.
    await expect(ledger.locator('dt', { hasText: 'Credit on account' })).toBeVisible();
    const totals = new Map<string, string>();
    for (const term of await ledger.locator('dt').all()) {
      const amount = term.locator('xpath=following-sibling::dd[1]');
      totals.set((await term.textContent())!.trim(), (await amount.textContent())!.trim());
    }
    expect(Object.fromEntries(totals)).toMatchObject({
      Invoiced: '£100.00',
      Paid: '£50.00',
      'Credit notes': '£30.00',
      'Balance due': '£30.00',
      'Credit on account': '£10.00',
    });
    const statement = await callApi(school, 'GET', `/families/${seeded.familyId}/statement`, {
      token: seeded.token,
    });
    expect(statement.currencies[0].totals).toMatchObject({
      closingBalance: 20,
      balanceDue: 30,
      creditHeld: 10,
    });
    // The £10 credit note took nothing off its paid invoice: its £10 is the credit line after it.
    if (viewport === phoneViewport) await expect(ledger.getByText('No change to the balance')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (shotsDir)
      await page.screenshot({ path: `${shotsDir}/statement-${viewport.width}.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  }
});

test("staff refund the paid invoice's credit note at 375 px: the family holds no credit", async ({
  browser,
}) => {
  const [paid] = invoices;
  const { context, page, consoleErrors } = await openAs(browser, superAdmin, phoneViewport);
  await page.goto(at(paid!.path));
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await notes.getByRole('button', { name: /^Refund credit note CN-/ }).click();
  const refund = page.getByRole('dialog', { name: 'Record a refund' });
  await expect(refund.getByLabel('Amount (GBP)')).toHaveValue('10.00');
  await refund.getByLabel('Method').selectOption('bank_transfer');
  await refund.getByLabel('Reference').fill('REFUND-KHAN');
  await expectNoHorizontalOverflow(page);
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText('Refund of £10.00 recorded')).toBeVisible();
  const credit = await callApi(school, 'GET', `/families/${seeded.familyId}/credit`, { token: seeded.token });
  expect(credit).toEqual({ balances: [] });
  const statement = await callApi(school, 'GET', `/families/${seeded.familyId}/statement`, {
    token: seeded.token,
  });
  expect(statement.currencies[0].totals).toMatchObject({ closingBalance: 30, balanceDue: 30, creditHeld: 0 });
  expect(consoleErrors).toEqual([]);
  await context.close();
});
