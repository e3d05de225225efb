import {
  expect,
  failedWithStatus,
  test,
  unexpectedErrors,
  watchConsoleErrors,
} from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logIn,
  schoolCast,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * Issue 36, lines beyond lessons (docs/invoice-lines.md): on a draft, the
 * super admin adds one of the school's saved items and a percentage discount
 * at 1280 px, and the total follows.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, teacherTom, familyKhan } = schoolCast('invoice-lines.test');
const year = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
);

const school = useIsolatedSchool();
const seeded = { draft: { _id: '', invoiceNumber: '' } };

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
    startTime: `${year}-03-10T17:00:00+00:00`,
    timezone: 'UK',
    status: 'confirmed',
    subject: maths,
  });
  const settings = await callApi(school, 'GET', '/invoices/settings', { token });
  await callApi(school, 'PUT', '/invoices/settings', {
    token,
    body: {
      ...settings,
      savedItems: [
        { description: 'Registration fee', unitPrice: 25, currency: 'GBP', taxable: true },
        { description: 'Exam entry (UAE)', unitPrice: 300, currency: 'AED', taxable: true },
      ],
    },
  });
  seeded.draft = await create('/invoices/generate', {
    studentId: student._id,
    dateRangeType: 'month',
    month: 3,
    year,
    currency: 'GBP',
  });
});

test('the super admin adds a saved item and a discount to a draft at 1280 px', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    viewport: desktopViewport,
  });
  const page = await context.newPage();
  const consoleErrors = watchConsoleErrors(page);
  await page.goto(`${school.url}/login`);
  await logIn(page, superAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${school.url}/dashboard/invoices/${seeded.draft._id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${seeded.draft.invoiceNumber}` }),
  ).toBeVisible();
  const totals = page.locator('dl').filter({ hasText: 'Subtotal' });
  await expect(totals).toContainText('£40.00');

  // A saved item of the invoice's currency fills the form (the AED one is not offered).
  await page.getByRole('button', { name: 'Add line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a line' });
  const saved = dialog.getByLabel('Saved item');
  await expect(saved.locator('option')).toHaveText(['Type one in', 'Registration fee (£25.00)']);
  await saved.selectOption({ label: 'Registration fee (£25.00)' });
  await expect(dialog.getByLabel('Description')).toHaveValue('Registration fee');
  await expect(dialog.getByLabel('Unit price (GBP)')).toHaveValue('25');
  expect(await seriousAccessibilityViolations(page, { onlyOverlay: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toHaveCount(0);
  const others = page.getByRole('region', { name: 'Other items' });
  await expect(others).toContainText('Registration fee');
  await expect(others).toContainText('1 × £25.00');
  await expect(totals).toContainText('£65.00');

  // 10% off the lines above it: £6.50.
  await page.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByLabel('Kind of line').selectOption('discount');
  await dialog.getByLabel('Description').fill('Spring offer');
  await dialog.getByLabel('Percentage').fill('10');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(others).toContainText('Spring offer');
  await expect(others).toContainText('-£6.50');
  await expect(totals.getByText('Total', { exact: true }).locator('xpath=..')).toContainText('£58.50');

  // A too-large amount discount is refused with the server's words, and nothing changes.
  await page.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByLabel('Kind of line').selectOption('discount');
  await dialog.getByLabel('Description').fill('Too much');
  await dialog.getByLabel('Discount by').selectOption('amount');
  await dialog.getByLabel('Amount (GBP)').fill('100');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog.getByText(/larger than the lines above it/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(totals.getByText('Total', { exact: true }).locator('xpath=..')).toContainText('£58.50');

  await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // The refused discount's 400 is the one error the browser logs.
  expect(unexpectedErrors(consoleErrors, [failedWithStatus(400)])).toEqual([]);
  await context.close();
});
