import { readFileSync } from 'node:fs';
import { schoolToday } from '../../shared/invoices/invoice-period';
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
 * Exports (issue 36) in a school of its own: an admin opens the screen from
 * the sidebar, chooses today, downloads the payments CSV and finds the bank
 * transfer recorded today in it; the screen fits a 375 px phone.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, admin, teacherTom, familyKhan } = schoolCast('exports-page.test');
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const school = useIsolatedSchool();
const today = schoolToday();
let invoiceNumber = '';

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (path: string, body: unknown) => callApi(school, 'POST', path, { token, body });
  await create('/users', { ...admin, role: 'admin' });
  const tom = await create('/users', { ...teacherTom, role: 'teacher' });
  const khan = await create('/users', { ...familyKhan, role: 'parent' });
  const amira = await create('/students', { name: 'Amira Khan', grade: 'Year 5', parentId: khan._id });
  await create('/lessons', {
    student: amira._id,
    teacher: tom._id,
    startTime: '2026-10-07T16:30:00+01:00',
    timezone: 'UK',
    status: 'completed',
  });
  const invoice = await create('/invoices/generate', {
    studentId: amira._id,
    dateRangeType: 'month',
    year: 2026,
    month: 10,
    currency: 'GBP',
  });
  invoiceNumber = invoice.invoiceNumber;
  await callApi(school, 'PATCH', `/invoices/${invoice._id}/status`, { token, body: { status: 'sent' } });
  await create(`/invoices/${invoice._id}/payments`, {
    amount: 25,
    date: today,
    method: 'bank_transfer',
    reference: 'KHAN-OCT',
  });
});

test('an admin downloads the payments CSV of a date range, on a desktop and a phone', async ({
  page,
}, testInfo) => {
  await logInFromLoginPage(page, admin);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Exports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Teacher Hours' }).first()).toBeVisible();
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Payments CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`payments-${today}-to-${today}.csv`);
  const savePath = testInfo.outputPath('payments.csv');
  await download.saveAs(savePath);
  expect(readFileSync(savePath, 'utf8').split('\r\n')).toEqual([
    '\uFEFFDate,Family,Student,Invoice number,Method,Reference,Amount,Currency,Stripe payment id,Stripe fee,Fee currency',
    `${today},${familyKhan.name},Amira Khan,${invoiceNumber},Bank transfer,KHAN-OCT,25.00,GBP,,,`,
    '',
  ]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A range the API would refuse is said at once, and nothing can be downloaded.
  await page.getByLabel('From').fill('2026-12-31');
  await page.getByLabel('To').fill('2026-01-01');
  await expect(page.getByText('The last day must not be before the first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Xero invoices CSV' })).toBeDisabled();

  await page.setViewportSize(phoneViewport);
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);
  await expect(page.getByRole('button', { name: 'Download Xero invoices CSV' })).toBeEnabled();
  await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
