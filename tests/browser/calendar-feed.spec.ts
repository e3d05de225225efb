import { expect, test } from './support/console-guard';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import { logInFromLoginPage, schoolCast } from './support/school';

/*
 * The Calendar feed dialog after the account signed out everywhere: the old
 * link is refused, the dialog says why, and one button makes the new link.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { superAdmin, familyKhan } = schoolCast('calendar-feed.test');
const school = useIsolatedSchool();

test('after "Sign out everywhere" the dialog says the feed link ended and makes a new one', async ({
  page,
}) => {
  const head = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  await callApi(school, 'POST', '/users', { token: head.token, body: { ...familyKhan, role: 'parent' } });
  const family = await callApi(school, 'POST', '/auth/login', {
    body: { email: familyKhan.email, password: familyKhan.password },
  });
  const old = await callApi(school, 'POST', '/calendar-feed', { token: family.token });
  const oldUrl = `${school.url}${old.path}`;
  expect((await fetch(oldUrl)).status).toBe(200);
  await callApi(school, 'POST', '/auth/logout-everywhere', { token: family.token });
  expect((await fetch(oldUrl)).status).toBe(404);

  await logInFromLoginPage(page, familyKhan);
  await page.goto('/dashboard/lesson-booking');
  await page.getByRole('button', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your lessons to your calendar' });
  await expect(dialog.getByRole('status')).toContainText('Your calendar feed link has stopped working');
  await expect(dialog).toContainText('It ended when you signed out everywhere or your password was changed');
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Calendar feed link' });
  await expect(link).toHaveValue(new RegExp(`^${school.url}/api/calendar-feed/[\\w-]{43}$`));
  await expect(dialog).not.toContainText('has stopped working');
  const renewed = await link.inputValue();
  expect(renewed).not.toBe(oldUrl);
  expect((await fetch(renewed)).status).toBe(200);
  expect((await fetch(oldUrl)).status).toBe(404);
});
