import type { Browser, Page } from '@playwright/test';
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
 * Issue 36, nothing issued is erased: a sent invoice offers no Delete, only
 * Void; the super admin voids it with a reason (at 1280 px), and the family
 * (at 375 px) sees it Void, with the reason and no Pay now.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, teacherTom, familyKhan } = schoolCast('invoice-void.test');
const amira = { name: 'Amira Khan', grade: 'Year 5' };
const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);
const reason = 'Billed for the wrong month: a corrected invoice follows';

const school = useIsolatedSchool();
const seeded = { sent: { _id: '', invoiceNumber: '' }, draft: { _id: '', invoiceNumber: '' } };

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  const [tom, khan] = await Promise.all([
    create('/users', { ...teacherTom, role: 'teacher' }),
    create('/users', { ...familyKhan, role: 'parent' }),
  ]);
  const maths = (await create('/subjects', { name: 'Maths' }))._id as string;
  const student = await create('/students', { ...amira, parentId: khan._id, subjects: [maths] });
  const pad = (value: number) => String(value).padStart(2, '0');
  for (const month of [1, 2])
    await create('/lessons', {
      student: student._id,
      teacher: tom._id,
      startTime: `${year}-${pad(month)}-13T17:00:00+00:00`,
      timezone: 'UK',
      status: 'confirmed',
      subject: maths,
    });
  const generate = (month: number) =>
    create('/invoices/generate', {
      studentId: student._id,
      dateRangeType: 'month',
      month,
      year,
      currency: 'GBP',
    });
  const january = await generate(1);
  await callApi(school, 'PATCH', `/invoices/${january._id}/status`, { token, body: { status: 'sent' } });
  seeded.sent = january;
  seeded.draft = await generate(2);
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

const managementRow = (page: Page, invoiceNumber: string) =>
  page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNumber });

test('a sent invoice offers no Delete: the super admin voids it with a reason at 1280 px', async ({
  browser,
}) => {
  const { context, page, consoleErrors } = await openAs(browser, superAdmin, desktopViewport);
  await page.goto(at('/dashboard/invoice-management'));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Management' })).toBeVisible();
  const sentRow = managementRow(page, seeded.sent.invoiceNumber);
  await expect(sentRow).toBeVisible();
  await expect(sentRow.getByRole('button', { name: /^Delete invoice/ })).toHaveCount(0);
  // The draft still has its Delete.
  await expect(
    managementRow(page, seeded.draft.invoiceNumber).getByRole('button', { name: /^Delete invoice/ }),
  ).toBeVisible();

  await sentRow.getByRole('link', { name: new RegExp(`View invoice ${seeded.sent.invoiceNumber}`) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${seeded.sent.invoiceNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Void invoice ${seeded.sent.invoiceNumber}?` });
  await expect(dialog).toContainText('This cannot be undone.');
  // The reason is required.
  await dialog.getByRole('button', { name: 'Void invoice' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  expect(await seriousAccessibilityViolations(page, { onlyOverlay: true })).toEqual([]);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Void invoice' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Invoice voided' })).toBeVisible();

  const head = page.locator('h1').locator('xpath=..');
  await expect(head.getByText('Void', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /This invoice is void/ })).toContainText(reason);
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);

  // Back in the list: the badge reads Void, and there is still no Delete.
  await page.goto(at('/dashboard/invoice-management'));
  const voidRow = managementRow(page, seeded.sent.invoiceNumber);
  await expect(voidRow.getByText('Void', { exact: true })).toBeVisible();
  await expect(voidRow.getByRole('button', { name: /^Delete invoice/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('the family sees the invoice Void with the reason and no Pay now at 375 px', async ({ browser }) => {
  const { context, page, consoleErrors } = await openAs(browser, familyKhan, phoneViewport);
  await page.goto(at('/dashboard/invoices'));
  const card = page.getByRole('main').getByText(seeded.sent.invoiceNumber).first();
  await expect(card).toBeVisible();
  await page.goto(at(`/dashboard/invoices/${seeded.sent._id}`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${seeded.sent.invoiceNumber}` }),
  ).toBeVisible();
  await expect(page.locator('h1').locator('xpath=..').getByText('Void', { exact: true })).toBeVisible();
  const notice = page.getByRole('region', { name: /This invoice is void/ });
  await expect(notice).toContainText(reason);
  await expect(notice).toContainText('there is nothing to pay');
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How to pay' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
