import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { logInFromLoginPage } from './support/school';

/*
 * Two sections of Settings (issue 40): the School profile, what the school's
 * invoices say about it, and Retention, how long it keeps its records. Each refuses what the server
 * would refuse, in the server's words, next to the box and on top, and keeps
 * what it saved.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const school = useIsolatedSchool();
const head = {
  name: 'Harriet Head',
  email: 'harriet@profile.test',
  password: 'Lighthouse-Keeper-8',
  schoolName: 'Hillside',
};

test.beforeAll(async () => {
  await callApi(school, 'POST', '/auth/setup', { body: head });
});

test('the school profile refuses a wrong email and sort code, then saves the profile and its account', async ({
  page,
}) => {
  await logInFromLoginPage(page, head);
  // The old address opens the section that replaced it.
  await page.goto('/dashboard/school-profile');
  await expect(page).toHaveURL(/\/dashboard\/settings\?section=profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'School profile' })).toBeVisible();
  const profile = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save profile' }) });

  // The name setup asked for is the profile's.
  await expect(profile.getByLabel('School name', { exact: true })).toHaveValue(head.schoolName);
  await profile.getByLabel('Legal name', { exact: true }).fill('Hillside Tutors Ltd');
  await profile.getByLabel('Contact email', { exact: true }).fill('not an address');
  await profile.getByLabel('Account name (GBP)').fill('Hillside Tutors');
  await profile.getByLabel('Sort code (GBP)').fill('12');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Contact email must be an email address' }),
  ).toHaveCount(1);
  await expect(profile.getByText('Sort code must be six digits, e.g. 12-34-56')).toBeVisible();

  await profile.getByLabel('School name', { exact: true }).fill('Hillside Tutors');
  await profile.getByLabel('Contact email', { exact: true }).fill('office@hillside.test');
  await profile.getByLabel('Sort code (GBP)').fill('123456');
  await profile.getByLabel('Account number (GBP)').fill('12345678');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('School profile saved')).toBeVisible();
  await expect(profile.getByText('Sort code must be six digits, e.g. 12-34-56')).toHaveCount(0);
  // The server tidies what it keeps, and the form shows what was kept.
  await expect(profile.getByLabel('Sort code (GBP)')).toHaveValue('12-34-56');

  await page.reload();
  await expect(profile.getByLabel('School name', { exact: true })).toHaveValue('Hillside Tutors');
  await expect(profile.getByLabel('Legal name', { exact: true })).toHaveValue('Hillside Tutors Ltd');
  await expect(profile.getByLabel('Contact email', { exact: true })).toHaveValue('office@hillside.test');
  await expect(profile.getByLabel('Account number (GBP)')).toHaveValue('12345678');
});

test('the retention periods refuse an empty box and one out of range, then save', async ({ page }) => {
  await logInFromLoginPage(page, head);
  await page.goto('/dashboard/settings?section=retention');
  const retention = page.getByRole('region', { name: 'Data retention' });

  await retention.getByLabel('Activity (days)').fill('');
  await retention.getByLabel('Audit entries (days)').fill('1');
  await retention.getByRole('button', { name: 'Save retention' }).click();
  await expect(
    retention.getByRole('alert').filter({ hasText: 'Activity must be a number of days' }),
  ).toHaveCount(1);
  await expect(retention.getByText('Audit entries must be at least 365 days')).toBeVisible();

  await retention.getByLabel('Activity (days)').fill('45');
  await retention.getByLabel('Audit entries (days)').fill('1095');
  await retention.getByRole('button', { name: 'Save retention' }).click();
  await expect(retention.getByText('Retention settings saved')).toBeVisible();

  await page.reload();
  await expect(retention.getByLabel('Activity (days)')).toHaveValue('45');
});
