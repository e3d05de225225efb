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
 * Issue 36, the family as the account: a family (at 375 px) opens its
 * statement from My Invoices, reads each line with its running balance and
 * the totals, and downloads the PDF; staff (at 1280 px) reach the same
 * statement from an invoice's Bill To.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, teacherTom, familyKhan } = schoolCast('family-statement.test');
const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);

const school = useIsolatedSchool();
const seeded = { familyId: '', invoiceId: '', invoiceNumber: '', studentId: '' };

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const [tom, khan] = await Promise.all([
    create('/users', { ...teacherTom, role: 'teacher' }),
    create('/users', { ...familyKhan, role: 'parent' }),
  ]);
  const maths = (await create('/subjects', { name: 'Maths' }))._id as string;
  const student = await create('/students', {
    name: 'Amira Khan',
    grade: 'Year 5',
    parentId: khan._id,
    subjects: [maths],
  });
  await create('/lessons', {
    student: student._id,
    teacher: tom._id,
    startTime: `${year}-01-13T17:00:00+00:00`,
    timezone: 'UK',
    status: 'confirmed',
    subject: maths,
  });
  // February's lesson: billed by the last test only, to give the family credit.
  await create('/lessons', {
    student: student._id,
    teacher: tom._id,
    startTime: `${year}-02-10T17:00:00+00:00`,
    timezone: 'UK',
    status: 'confirmed',
    subject: maths,
  });
  const invoice = await create('/invoices/generate', {
    studentId: student._id,
    dateRangeType: 'month',
    month: 1,
    year,
    currency: 'GBP',
  });
  await callApi(school, 'PATCH', `/invoices/${invoice._id}/status`, { token, body: { status: 'sent' } });
  await create(`/invoices/${invoice._id}/payments`, {
    amount: 15,
    date: new Date().toISOString().slice(0, 10),
    method: 'bank_transfer',
    reference: 'FT-KHAN',
  });
  Object.assign(seeded, {
    familyId: khan._id,
    invoiceId: invoice._id,
    invoiceNumber: invoice.invoiceNumber,
    studentId: student._id,
  });
});

const at = (path: string) => `${school.url}${path}`;

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

test('a family reads its statement from My Invoices and downloads it at 375 px', async ({ browser }) => {
  const { context, page, consoleErrors } = await openAs(browser, familyKhan, phoneViewport);
  await page.goto(at('/dashboard/invoices'));
  await page.getByRole('link', { name: 'My Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Statement' })).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Pounds sterling (GBP)' });
  const lines = ledger.getByRole('list', { name: /Statement in GBP/ }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`Invoice ${seeded.invoiceNumber} (Amira Khan)`);
  await expect(lines.nth(1)).toContainText(`Payment for ${seeded.invoiceNumber}`);
  await expect(lines.nth(1)).toContainText('Paid or credited £15.00');
  await expect(ledger.getByText('Balance due')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('staff open the family statement from an invoice at 1280 px', async ({ browser }) => {
  const { context, page, consoleErrors } = await openAs(browser, superAdmin, desktopViewport);
  await page.goto(at(`/dashboard/invoices/${seeded.invoiceId}`));
  await page.getByRole('link', { name: 'Family statement' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/families/${seeded.familyId}/statement$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Statement: / })).toBeVisible();
  const table = page.getByRole('table', { name: /Statement in GBP/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toContainText('£15.00');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('staff apply credit that arrived after sending to an open invoice at 1280 px', async ({ browser }) => {
  const { token } = await callApi(school, 'POST', '/auth/login', {
    body: { email: superAdmin.email, password: superAdmin.password },
  });
  const api = (method: string, path: string, body?: unknown) =>
    callApi(school, method, path, { token, ...(body ? { body } : {}) });
  const open = await api('GET', `/invoices/${seeded.invoiceId}`);
  // £5 of credit on account: February's invoice paid in full, then a £5 credit note on it.
  const february = await api('POST', '/invoices/generate', {
    studentId: seeded.studentId,
    dateRangeType: 'month',
    month: 2,
    year,
    currency: 'GBP',
  });
  await api('PATCH', `/invoices/${february._id}/status`, { status: 'sent' });
  await api('POST', `/invoices/${february._id}/payments`, {
    amount: february.total,
    date: new Date().toISOString().slice(0, 10),
    method: 'cash',
  });
  await api('POST', `/invoices/${february._id}/credit-notes`, { amount: 5, reason: 'Lesson cut short' });

  const { context, page, consoleErrors } = await openAs(browser, superAdmin, desktopViewport);
  await page.goto(at(`/dashboard/invoices/${seeded.invoiceId}`));
  const offer = page.getByRole('region', { name: 'Family credit' });
  await expect(offer).toContainText('£5.00 of credit on account');
  await offer.getByRole('button', { name: 'Apply £5.00 of credit' }).click();
  await expect(offer).toBeHidden();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: /Family credit/ })).toContainText('£5.00');
  const after = await api('GET', `/invoices/${seeded.invoiceId}`);
  expect(after.balanceDue).toBeCloseTo(open.balanceDue - 5, 2);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
