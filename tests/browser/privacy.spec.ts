import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';

/*
 * The privacy notice (issue 17) is public and reachable from the footer of
 * the home page and from registration, and names the school's data contact
 * as set on the School profile screen and its retention periods as set in
 * its settings.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const school = useIsolatedSchool();
const contact = { name: 'Dana Data', email: 'privacy@privacy.test' };

test.beforeAll(async () => {
  const head = {
    name: 'Priya Head',
    email: 'priya@privacy.test',
    password: 'Lighthouse-Keeper-8',
    schoolName: 'Lighthouse Tutors',
  };
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: head });
  await callApi(school, 'PUT', '/school-profile', {
    token,
    body: { dataContactName: contact.name, dataContactEmail: contact.email },
  });
  await callApi(school, 'PUT', '/retention-settings', {
    token,
    body: { activityDays: 30, notificationDays: 90, auditDays: 1095, invoiceYears: 7 },
  });
});

test('the privacy page opens from the footer and from registration, with the data contact', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How we use your data' })).toBeVisible();
  await expect(page.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
  // The school's own retention periods, not the product's defaults.
  const periods = page.getByRole('table');
  for (const period of ['30 days', '90 days', '3 years', '7 years after the end of the financial year'])
    await expect(periods).toContainText(period);
  await expect(periods).not.toContainText('180 days');

  await page.goto('/register');
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How we use your data' })).toBeVisible();
});
