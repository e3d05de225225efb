import { expect, test } from './support/console-guard';
import { emailedLinkPath } from './support/emailed-link';
import { callApi, useIsolatedSchool } from './support/isolated-school';

/*
 * An invited family on a 375 px phone (issue 15): the link is taken from the
 * invitation email as the SES emulator received it, the password is chosen
 * on /invite/:token, and the family lands on its dashboard, signed in.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 375, height: 740 } });

const school = useIsolatedSchool();
const family = { name: 'Ines Invited', email: 'ines@invite.test' };

test.beforeAll(async () => {
  const head = {
    name: 'Hilda Head',
    email: 'hilda@invite.test',
    password: 'Lighthouse-Keeper-8',
    schoolName: 'Lighthouse Tutors',
  };
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: head });
  await callApi(school, 'POST', '/users', { token, body: { ...family, role: 'user', password: '' } });
});

test('an invited family opens the email link on a phone, chooses a password and lands signed in', async ({
  page,
}) => {
  await page.goto(await emailedLinkPath(school, family.email, 'invite'));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(page.getByText(family.email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Orchard-Swing-42');
  await page.getByLabel('Confirm password', { exact: true }).fill('Orchard-Swing-42');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ines');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
