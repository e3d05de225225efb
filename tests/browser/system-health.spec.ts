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
 * The System health page (issue 39) in a school of its own: the super_admin opens it from the sidebar and reads
 * each section (no failed email, the local dead letters, the jobs, the SES stand-in, no alarms on this machine),
 * on a desktop and a 375 px phone; an admin has no such item.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, admin } = schoolCast('system-health.test');
test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

const school = useIsolatedSchool();

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  await callApi(school, 'POST', '/users', { token, body: { ...admin, role: 'admin' } });
});

test('the super_admin reads the system’s health on a desktop and a phone', async ({ page }) => {
  await logInFromLoginPage(page, superAdmin);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'System health' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'System health' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Emails')).toContainText('waiting to be sent');
  await expect(section('Emails')).toContainText('No failed emails.');
  await expect(section('Dead letters')).toContainText('scheduled-jobs');
  await expect(section('Scheduled jobs')).toContainText('overdue-sweep');
  await expect(section('Email identity')).toContainText('verified (local)');
  await expect(section('Alarms')).toContainText('Not on this machine');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.setViewportSize(phoneViewport);
  await page.reload();
  await expect(section('Scheduled jobs')).toContainText('retention');
  await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('an admin has no System health item, and the address sends it away', async ({ page }) => {
  await logInFromLoginPage(page, admin);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'System health' }),
  ).toHaveCount(0);
  await page.goto(`${school.url}/dashboard/system-health`);
  await expect(page.getByRole('heading', { level: 1, name: 'System health' })).toHaveCount(0);
});
