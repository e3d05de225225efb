import type { Page } from '@playwright/test';
import { expect, failedWithStatus, test } from './support/console-guard';
import { emailedLinkPath } from './support/emailed-link';
import { callApi, useIsolatedSchool } from './support/isolated-school';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  logIn,
  logInFromLoginPage,
  phoneViewport,
  schoolCast,
  seriousAccessibilityViolations,
} from './support/school';

/*
 * The Account page (issue 40, docs/account.md) in a school of its own: every
 * role reaches it from the user menu's Profile; Settings is offered to the
 * super_admin only; a family is not offered the staff's emails; a family
 * changes its phone on a phone and its email through the link sent to the new
 * address. ACCOUNT_SHOTS_DIR, when set, receives the page at 375 and 1280 px.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { superAdmin, admin, teacherTom, familyKhan, familySmith } = schoolCast('account-page.test');
const shotsDir = process.env.ACCOUNT_SHOTS_DIR;
const school = useIsolatedSchool();

test.beforeAll(async () => {
  const { token } = await callApi(school, 'POST', '/auth/setup', { body: superAdmin });
  const create = (body: unknown) => callApi(school, 'POST', '/users', { token, body });
  await create({ ...admin, role: 'admin' });
  await create({ ...teacherTom, role: 'teacher' });
  await create({ ...familyKhan, role: 'user', phone: '07700 900123' });
  await create({ ...familySmith, role: 'parent' });
});

async function openAccountFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

const everyRole = [
  { role: 'super_admin', account: superAdmin, settings: true, staffEmails: true },
  { role: 'admin', account: admin, settings: false, staffEmails: true },
  { role: 'teacher', account: teacherTom, settings: false, staffEmails: false },
  { role: 'user', account: familyKhan, settings: false, staffEmails: false },
  { role: 'parent', account: familySmith, settings: false, staffEmails: false },
] as const;

for (const { role, account, settings, staffEmails } of everyRole) {
  test(`${role} reaches the Account page from the user menu's Profile`, async ({ page }) => {
    await page.setViewportSize(desktopViewport);
    await logInFromLoginPage(page, account);
    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
    const menu = page.getByRole('menu');
    // The menu is drawn before its Settings entry is counted (an absent entry is counted at once).
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(settings ? 1 : 0);
    if (settings)
      await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
        'href',
        '/dashboard/settings',
      );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await openAccountFromMenu(page, account.name);

    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(account.name);
    await expect(page.getByText(`You sign in with ${account.email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    const emails = page.getByRole('group', { name: 'Send me emails about' });
    await expect(emails.getByRole('checkbox', { name: /Invitations and password resets/ })).toBeChecked();
    await expect(emails.getByRole('checkbox', { name: /Staff updates/ })).toHaveCount(staffEmails ? 1 : 0);
    await expect(page.getByRole('button', { name: /Create link|Make a new link/ })).toBeVisible();
    const family = role === 'user' || role === 'parent';
    await expect(page.getByRole('button', { name: 'Download my data' })).toHaveCount(family ? 1 : 0);
    // Both kinds of family account keep a phone number; staff and teachers are reached at school.
    await expect(page.getByLabel('Phone number (optional)')).toHaveCount(family ? 1 : 0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}

test('a parent changes their phone on a phone, and it stays changed', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  await logInFromLoginPage(page, familyKhan);
  await openAccountFromMenu(page, familyKhan.name);
  const details = page.getByRole('form', { name: 'Your details' });
  const phone = details.getByLabel('Phone number (optional)');
  await expect(phone).toHaveValue('07700 900123');
  await expect(phone).toHaveAttribute('type', 'tel');

  await phone.fill('not a phone');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Phone number may contain only digits')).toBeVisible();

  await phone.fill('07700 900456');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Your details were saved.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/account-375.png`, fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('07700 900456');
  await page.setViewportSize(desktopViewport);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/account-1280.png`, fullPage: true });
});

test.describe('an email change', () => {
  // The wrong current password is refused with a 403, which the browser logs.
  test.use({ expectedConsoleErrors: [failedWithStatus(403)] });

  test('a family moves its email only once the link sent to the new address is opened', async ({ page }) => {
    const newEmail = 'nadia.new@account-page.test';
    await page.setViewportSize(desktopViewport);
    await logInFromLoginPage(page, familyKhan);
    await openAccountFromMenu(page, familyKhan.name);
    const change = page.getByRole('form', { name: 'Change your email' });
    const address = change.getByLabel('New email address');
    await expect(address).toHaveAttribute('type', 'email');
    await expect(address).toHaveAttribute('autocomplete', 'email');
    await address.fill(newEmail);
    await change.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await change.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(change.getByText('Your current password is not correct.').first()).toBeVisible();

    await change.getByLabel('Current password', { exact: true }).fill(familyKhan.password);
    await change.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(page.getByText('Waiting for confirmation')).toBeVisible();
    await expect(page.getByText(`You sign in with ${familyKhan.email}.`)).toBeVisible();

    const link = await emailedLinkPath(school, newEmail, 'confirm-email');
    // The link is opened where the mail is read: a browser that is not signed in.
    const mailbox = await page.context().browser()!.newPage();
    await mailbox.goto(new URL(link, school.url).toString());
    await expect(mailbox.getByRole('heading', { name: 'Your new email is confirmed' })).toBeVisible();
    await expect(mailbox.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
    await mailbox.getByRole('link', { name: 'Go to sign in' }).click();
    await logIn(mailbox, { email: newEmail, password: familyKhan.password });
    await expect(mailbox).toHaveURL(/\/dashboard$/);
    await mailbox.close();

    await page.goto('/dashboard');
    await openAccountFromMenu(page, familyKhan.name);
    await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  });
});
