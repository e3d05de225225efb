import type { Browser, Page } from '@playwright/test';
import { expect, failedWithStatus, test, watchConsoleErrors } from './support/console-guard';
import { emailedLinkPath, lastEmailTextTo } from './support/emailed-link';
import { useIsolatedSchool } from './support/isolated-school';
import { closeWithEscape } from './support/overlay-keys';
import {
  desktopViewport,
  expectNoHorizontalOverflow,
  family,
  logIn,
  logInFromLoginPage,
  phoneViewport,
  seriousAccessibilityViolations,
  expectSidebarItems,
  sidebarLinks,
  superAdmin,
} from './support/school';

/*
 * A school of its own, from an empty data folder, so these journeys run in
 * order and build on each other: setup first, then everything that needs
 * its accounts. The screens every role reaches, /login and each dashboard,
 * are audited at both widths by the role journeys (role-journeys.spec.ts),
 * and so are the landing page and /setup of an empty school on a desktop:
 * this file audits the rest.
 */
test.describe.configure({ mode: 'serial' });
const school = useIsolatedSchool();

const tagline = "Track, Support, and Grow Your Child's Learning Journey";

const featureTitles = [
  'Real-time Progress Tracking',
  'Personalised Learning Recommendations',
  'Identify Strengths and Weaknesses',
  'Aligned with the UK Curriculum',
  'Flexible Scheduling and Access',
  'Secure and Private',
];

/** Opens `path` in a context of its own (what @axe-core/playwright needs) and audits it. */
async function auditPage(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
  ready: (page: Page) => Promise<void>,
): Promise<{ violations: string[]; consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const consoleErrors = watchConsoleErrors(page);
  try {
    await page.goto(path);
    await ready(page);
    await expectNoHorizontalOverflow(page);
    return { violations: await seriousAccessibilityViolations(page), consoleErrors };
  } finally {
    await context.close();
  }
}

test('a fresh school: the landing page offers setup, and both are accessible on a phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const landing = await auditPage(browser, baseURL!, '/', phoneViewport, (page) =>
    expect(page.getByRole('link', { name: 'Set up your school' })).toBeVisible(),
  );
  expect(landing.violations, `landing at ${phoneViewport.width}px`).toEqual([]);
  expect(landing.consoleErrors).toEqual([]);

  const setup = await auditPage(browser, baseURL!, '/setup', phoneViewport, (page) =>
    expect(page.getByRole('button', { name: 'Create Super Admin account' })).toBeVisible(),
  );
  expect(setup.violations, `setup form at ${phoneViewport.width}px`).toEqual([]);
  expect(setup.consoleErrors).toEqual([]);
});

test('the landing page shows the tagline, both buttons, the six features and the partner line', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  const features = page.getByRole('region', { name: 'Our Features' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(featureTitles);
  await expect(page.getByRole('contentinfo')).toContainText('Offered in conjunction with');
  await expect(page.getByRole('contentinfo')).toContainText('school progress management system');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Login',
  ]);

  // Keyboard users first meet a skip link that takes them past the navigation.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('setup checks the form the GOV.UK way, then creates the Super Admin, who can log out and back in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Set up your school' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to School Progress');

  await page.getByLabel('School name').fill(superAdmin.schoolName);
  await page.getByLabel('Full name').fill(superAdmin.name);
  await page.getByLabel('Email address').fill(superAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password', { exact: true }).fill('abd');
  await page.getByRole('button', { name: 'Create Super Admin account' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  // Focus goes to the first field in error, which says what is wrong with it.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters long/);
  await expect(page).toHaveURL(/\/setup$/);
  // A common password is refused in the form as the API refuses it, saying why.
  await password.fill('Sunshine');
  await page.getByLabel('Confirm password', { exact: true }).fill('Sunshine');
  await page.getByRole('button', { name: 'Create Super Admin account' }).click();
  await expect(password).toHaveAccessibleDescription(/This password is too common. Please choose another/);

  await password.fill(superAdmin.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(superAdmin.password);
  await page.getByRole('button', { name: 'Create Super Admin account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(`Welcome, ${superAdmin.name}`);
  await expect(page.getByTestId('role-label')).toHaveText('Super Admin');
  await expect(page.getByTestId('sidebar-user')).toContainText(superAdmin.name);
  await expect(page.getByTestId('sidebar-user')).toContainText('Super Admin');

  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
  // A deliberate logout goes to the plain login page, not one that remembers the dashboard.
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);

  await logIn(page, superAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(`Welcome back, ${superAdmin.name}`);
});

test('once the school is set up, /setup says so and links to login, and the landing page stops offering it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline);
  await expect(page.getByRole('link', { name: 'Set up your school' })).toHaveCount(0);

  await page.goto('/setup');
  await expect(page.getByText('This school is already set up')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected page visited while signed out comes back after login', async ({ page }) => {
  await page.goto('/dashboard#quick-actions');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%23quick-actions$/);
  await logIn(page, superAdmin);
  await expect(page).toHaveURL(/\/dashboard#quick-actions$/);
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
});

test('the login page ignores a return path to another site', async ({ page }) => {
  await page.goto('/login?next=%2F%2Fevil.example%2Fphish');
  await logIn(page, superAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('sign-in errors', () => {
  test.use({ expectedConsoleErrors: [failedWithStatus(401)] });

  test('empty fields are flagged next to each field, and a wrong password shows Invalid email or password', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeFocused();

    await page.getByLabel('Email address').fill(superAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

test.describe('registration', () => {
  // The wrong password typed on the confirmation page is answered 403, on purpose.
  test.use({ expectedConsoleErrors: [failedWithStatus(403)] });

  test('a family registers, confirms its email with its password, and lands signed in with the User role', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('Full name').fill(family.name);
    await page.getByLabel('Email address').fill(family.email);
    await page.getByLabel('Password', { exact: true }).fill(family.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${family.password}!`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Confirm password', { exact: true })).toBeFocused();

    await page.getByLabel('Confirm password', { exact: true }).fill(family.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Registration signs nobody in: the emailed link confirms the address first.
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({
        hasText: `Check your email: we have sent ${family.email} a link to finish creating your account.`,
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(family.email);

    // The link proves the mailbox; the registration's password proves the registration is the family's own.
    await page.goto(await emailedLinkPath(school, family.email, 'verify-email'));
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(
      page.getByText(`For ${family.email}: enter the password you chose when you registered.`),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('not-the-registration-password');
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'This is not the password of the latest registration for this email.',
    );
    await page.getByLabel('Password', { exact: true }).fill(family.password);
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('role-label')).toHaveText('Parent');
    await expect(page.getByTestId('sidebar-user')).toContainText(family.name);
    await expect(page.getByTestId('sidebar-user')).toContainText('Parent');
    // A new family has no children linked yet: the school adds them on Student Management.
    await expect(page.getByTestId('stat-students')).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Your children' })).toContainText(
      'No children are linked to your account yet.',
    );
  });
});

test('registering an email that is already in use says what a new one is told, and emails the owner', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email address').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('another-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The page never says whether the email was taken (README, deviations): only the mailbox learns it.
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({
      hasText: `Check your email: we have sent ${family.email} a link to finish creating your account.`,
    }),
  ).toBeVisible();
  await expect
    .poll(() => lastEmailTextTo(school, family.email))
    .toContain('Someone tried to register a new account with this email address, which already has one.');
});

test('the sidebar, the user menu and the home page show each role what it has', async ({ page }) => {
  await logInFromLoginPage(page, superAdmin);
  await expectSidebarItems(page, sidebarLinks.super_admin);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Invite families' })).toBeVisible();
  await expect(page.getByLabel('Registration link')).toHaveValue(/\/register$/);

  await page.getByRole('button', { name: `Account menu for ${superAdmin.name}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(superAdmin.name);
  await expect(menu).toContainText(superAdmin.email);
  await expect(menu).toContainText('Super Admin');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Settings',
    'Email preferences',
    'Logout',
    'Sign out everywhere',
  ]);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, family);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSidebarItems(page, sidebarLinks.user);
  await expect(page.getByTestId('sidebar-user')).toContainText('Parent');
  await expect(page.getByTestId('sidebar-user')).not.toContainText('Super Admin');
  await expect(page.getByRole('heading', { name: 'Invite families' })).toHaveCount(0);

  await page.getByRole('button', { name: `Account menu for ${family.name}` }).click();
  await expect(page.getByRole('menu')).toContainText(family.email);
  await expect(page.getByRole('menu')).toContainText('Parent');
  await closeWithEscape(page, page.getByRole('menu'));
});

test('the header menus load their code when first pressed and open at once', async ({ page }) => {
  // loaded-on-press.tsx: Radix's dropdown and popover are not part of loading a page.
  const menuChunks: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    for (const chunk of ['user-menu-', 'notifications-button-'])
      if (file.startsWith(chunk)) menuChunks.push(chunk);
  });
  await logInFromLoginPage(page, family);
  await expect(page.getByRole('banner')).toContainText(`Welcome back, ${family.name}`);
  await page.waitForLoadState('networkidle');
  expect(menuChunks).toEqual([]);

  const accountButton = page.getByRole('button', { name: `Account menu for ${family.name}` });
  await expect(accountButton).toHaveAttribute('aria-haspopup', 'menu');
  await accountButton.click();
  await expect(page.getByRole('menu')).toContainText(family.email);
  await closeWithEscape(page, page.getByRole('menu'));
  await expect(accountButton).toBeFocused();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  expect([...new Set(menuChunks)]).toEqual(['user-menu-', 'notifications-button-']);
});

test('the home navigation bar follows the session', async ({ page }) => {
  await logInFromLoginPage(page, family);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Dashboard']);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Login']);
});

test.describe('sessions', () => {
  test.use({ expectedConsoleErrors: [failedWithStatus(401)] });

  test('a reload keeps the session, an expired access token is refreshed from the cookie, and a dead session goes to login', async ({
    page,
    context,
  }) => {
    await logInFromLoginPage(page, superAdmin);

    // The refresh token is only ever an httpOnly cookie: never readable by scripts, never in storage.
    const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token');
    expect(refreshCookie?.httpOnly).toBe(true);
    const visibleToScripts = await page.evaluate(() => ({
      cookies: document.cookie,
      storage: JSON.stringify({ ...localStorage }),
    }));
    expect(visibleToScripts.cookies).not.toContain('refresh_token');
    expect(visibleToScripts.storage).not.toContain(refreshCookie?.value ?? 'no cookie');

    await page.reload();
    await expect(page.getByTestId('role-label')).toHaveText('Super Admin');

    await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged-token'));
    await page.reload();
    await expect(page.getByTestId('role-label')).toHaveText('Super Admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The page shows the stored session at once and refreshes the token when /auth/me refuses it: polled.
    const storedToken = () => page.evaluate(() => localStorage.getItem('token'));
    await expect.poll(storedToken).not.toBe('expired-or-forged-token');
    expect(await storedToken()).toBeTruthy();

    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged-token'));
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('"Sign out everywhere" asks first, then ends the session and its access token and shows the login page', async ({
    page,
  }) => {
    await logInFromLoginPage(page, family);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: `Account menu for ${family.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toContainText('every device');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});

test('on a 375 px phone the sidebar is a drawer, which Escape closes, giving focus back to its button', async ({
  page,
}) => {
  await page.setViewportSize(phoneViewport);
  await logInFromLoginPage(page, family);
  await expectNoHorizontalOverflow(page);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  // Issue 18: a phone does not draw the hidden sidebar's links at all, only the drawer's when opened.
  await expect(page.locator('aside[aria-label="Sidebar"] a')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText(
    sidebarLinks.user,
  );
  await expect(drawer).toContainText(family.name);
  await expect(drawer).toContainText('Parent');
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();

  await closeWithEscape(page, drawer);
  await expect(openMenu).toBeFocused();

  // Choosing an item closes the drawer too.
  await openMenu.click();
  await drawer.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Widening the window to the fixed sidebar's width closes an open drawer, which stays closed when narrowed again.
  await openMenu.click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize(desktopViewport);
  // Counted in the page, hidden or not: at 1024 px CSS hides the drawer at once, before the app closes it.
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  await page.setViewportSize(phoneViewport);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the drawer’s code downloads once the page has painted, and runs only when the menu opens', async ({
  page,
}) => {
  // lib/fetch-ahead.ts: a modulepreload link fetches and compiles the chunk; the first opening runs it.
  // JavaScript coverage counts each function's calls, the module's own body among them.
  const drawerChunk = /\/assets\/sidebar-drawer-[^/]+\.js$/;
  const drawerRan = (entries: Awaited<ReturnType<typeof page.coverage.stopJSCoverage>>) =>
    entries
      .filter((entry) => drawerChunk.test(entry.url))
      .some((entry) => entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0)));
  await page.setViewportSize(phoneViewport);
  await logInFromLoginPage(page, family);
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/sidebar-drawer-/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(drawerRan(await page.coverage.stopJSCoverage())).toBe(false);

  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(drawerRan(await page.coverage.stopJSCoverage())).toBe(true);
});

test.describe('on a phone whose connection drops before the drawer’s code has downloaded', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('the menu says it could not open, and opens on Try again once the connection is back', async ({
    page,
  }) => {
    const drawerCode = '**/assets/sidebar-drawer-*.js';
    await page.route(drawerCode, (route) => route.abort());
    await page.setViewportSize(phoneViewport);
    await logInFromLoginPage(page, family);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'This could not open' });
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute(drawerCode);
    await failure.getByRole('button', { name: 'Try again' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await closeWithEscape(page, drawer);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('a page whose code does not download', () => {
  // The test cuts the page's code: Chromium logs the refused request, and the error screen the failed import.
  test.use({
    expectedConsoleErrors: [
      /Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/,
    ],
  });

  test('says the page did not finish downloading, and the reload it offers brings it', async ({ page }) => {
    const pageCode = '**/assets/family-invoices-page-*.js';
    await page.route(pageCode, (route) => route.abort());
    await logInFromLoginPage(page, family);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Invoices' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page did not finish downloading');
    await expect(page.getByRole('main')).toContainText('check your connection, then reload the page');
    await expect(page).toHaveTitle('This page did not finish downloading · School Progress');

    await page.unroute(pageCode);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload page' }).click()]);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'This page did not finish downloading',
    );
    await expect(page).toHaveURL(/\/dashboard\/invoices$/);
  });
});

test('on a desktop the sidebar is fixed and there is no menu button', async ({ page }) => {
  await page.setViewportSize(desktopViewport);
  await logInFromLoginPage(page, family);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  // Narrowed to a phone's width the sidebar goes (the menu button takes its place), and comes back when widened.
  await page.setViewportSize(phoneViewport);
  await expect(page.locator('aside[aria-label="Sidebar"] a')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.setViewportSize(desktopViewport);
  await expect(sidebar.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText(
    sidebarLinks.user,
  );
});

test('an unknown path shows Page not found with a way home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('main').getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagline);
});

const auditedScreens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('heading', { name: 'Our Features' })).toBeVisible() },
  {
    path: '/register',
    ready: (page) => expect(page.getByRole('button', { name: 'Create account' })).toBeVisible(),
  },
  {
    path: '/setup',
    ready: (page) => expect(page.getByText('This school is already set up')).toBeVisible(),
  },
  { path: '/no-such-page', ready: (page) => expect(page.getByText('Page not found')).toBeVisible() },
];

for (const viewport of [desktopViewport, phoneViewport]) {
  test(`no serious accessibility violations, overflow or console errors on any screen at ${viewport.width}px`, async ({
    browser,
    baseURL,
  }) => {
    // Four screens, each in a fresh context.
    test.setTimeout(60_000);
    const problems: string[] = [];
    for (const screen of auditedScreens) {
      const { violations, consoleErrors } = await auditPage(
        browser,
        baseURL!,
        screen.path,
        viewport,
        screen.ready,
      );
      problems.push(...violations.map((line) => `${screen.path}: ${line}`));
      problems.push(...consoleErrors.map((line) => `${screen.path}: console: ${line}`));
    }
    expect(problems).toEqual([]);
  });
}

test('the user menu is accessible too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: phoneViewport });
  const page = await context.newPage();
  try {
    await logInFromLoginPage(page, family);
    await page.getByRole('button', { name: `Account menu for ${family.name}` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousAccessibilityViolations(page, { onlyOverlay: true })).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the formatting data loads in a worker: on the login page once painted, and as a signed-in page opens, never on the landing page', async ({
  browser,
  baseURL,
}) => {
  // public/intl-warm-up.js: a worker that makes one formatter of each kind and closes itself.
  const context = await browser.newContext({ baseURL, viewport: phoneViewport });
  const page = await context.newPage();
  const started: string[] = [];
  const finished: string[] = [];
  page.on('worker', (worker) => {
    const path = new URL(worker.url()).pathname;
    started.push(path);
    worker.on('close', () => finished.push(path));
  });
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tagline);
    await page.waitForLoadState('networkidle');
    expect(started).toEqual([]);

    await logInFromLoginPage(page, family);
    // Closed by the script's last line, so it ran to the end (an error would have left it open).
    await expect.poll(() => finished).toEqual(['/intl-warm-up.js']);

    await page.reload();
    await expect(page.getByRole('banner')).toContainText(`Welcome back, ${family.name}`);
    await expect.poll(() => finished).toEqual(['/intl-warm-up.js', '/intl-warm-up.js']);
    expect(started).toEqual(finished);
  } finally {
    await context.close();
  }
});

test('a signed-in page opened afresh lists each of its chunks for preloading once', async ({ page }) => {
  // public/route-preload.js adds the page's modulepreload links before the entry runs; the app's own
  // dynamic imports (Vite's preload helper) find them and add none, and the script adds none that the
  // app added first (an entry already cached can run before it).
  await logInFromLoginPage(page, family);
  await page.goto('/dashboard/lesson-booking');
  // A family's lesson page is titled 'Lessons': it books nothing (issue 40).
  await expect(page.getByRole('heading', { level: 1, name: 'Lessons' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  expect(preloads.some((href) => /lesson-booking-page-/.test(href))).toBe(true);
  expect(preloads.filter((href, index) => preloads.indexOf(href) !== index)).toEqual([]);
});

test('the page’s chunks are asked for a few per task, before the app’s entry has run', async ({ page }) => {
  // public/route-preload.js: each modulepreload link starts a fetch as it is added, about a millisecond
  // of main thread each; all of a page's at once were one task of 25 to 35 ms. The entry is held, so
  // the app adds none; a mutation observer's callback runs once per task that added some.
  await logInFromLoginPage(page, family);
  await page.route(/\/assets\/index-[^/]+\.js$/, () => {
    // Never answered: the app's entry does not run.
  });
  await page.addInitScript(() => {
    const linksPerTask: string[][] = [];
    Object.assign(window, { linksPerTask });
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter(
          (node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload',
        );
      if (added.length > 0) linksPerTask.push(added.map((link) => new URL(link.href).pathname));
    }).observe(document, { childList: true, subtree: true });
  });
  // Held, the entry holds the document's load events too.
  await page.goto('/dashboard/lesson-booking', { waitUntil: 'commit' });
  await page.locator('#route-chunks').waitFor({ state: 'attached' });
  const pageChunks = await page.evaluate(() => {
    const map = JSON.parse(document.getElementById('route-chunks')!.textContent!) as {
      files: string[];
      routes: { pattern: string; chunks: number[] }[];
    };
    const route = map.routes.find((candidate) => new RegExp(candidate.pattern).test(location.pathname))!;
    return route.chunks.map((chunk) => `/assets/${map.files[chunk]}`);
  });
  expect(pageChunks.length).toBeGreaterThan(8);
  // The page's own links, task by task (the entry's, in index.html, are the parser's).
  const batches = async () =>
    (await page.evaluate(() => (window as unknown as { linksPerTask: string[][] }).linksPerTask))
      .map((batch) => batch.filter((path) => pageChunks.includes(path)))
      .filter((batch) => batch.length > 0);
  await expect.poll(async () => (await batches()).flat().toSorted()).toEqual(pageChunks.toSorted());
  expect(Math.max(...(await batches()).map((batch) => batch.length))).toBeLessThanOrEqual(4);
});

test('the app installs on a phone: manifest and icons, a service worker that opens offline and never keeps API answers', async ({
  browser,
  baseURL,
}) => {
  // The other journeys block service workers (playwright.config.ts); this one lets the app's register.
  const context = await browser.newContext({ baseURL, viewport: phoneViewport, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await logInFromLoginPage(page, family);
    const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestPath!)).json();
    expect(manifest).toMatchObject({
      name: 'School Progress',
      display: 'standalone',
      start_url: '/dashboard',
    });
    const purposes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const icon of [...manifest.icons.map((entry: { src: string }) => entry.src), appleIcon]) {
      const answer = await page.request.get(icon);
      expect(answer.headers()['content-type'], icon).toBe('image/png');
    }

    // The worker takes control once installed; the page's API calls have gone through it by then.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole('banner')).toContainText(`Welcome back, ${family.name}`);
    const cachedPaths = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cachedPaths).toContain('/index.html');
    expect(cachedPaths.filter((path) => path.startsWith('/api/'))).toEqual([]);

    // Offline, the shell still opens and says why nothing loads.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the service worker is registered once the first page has settled, not while its reads are under way', async ({
  browser,
  baseURL,
}) => {
  // Signed in where workers are blocked, so that no worker is registered before the page under test.
  const signingIn = await browser.newContext({ baseURL, viewport: phoneViewport });
  await logInFromLoginPage(await signingIn.newPage(), family);
  const storageState = await signingIn.storageState();
  await signingIn.close();

  const context = await browser.newContext({
    baseURL,
    viewport: phoneViewport,
    serviceWorkers: 'allow',
    storageState,
  });
  const page = await context.newPage();
  try {
    // The page's timers run on a clock the test moves, so "not yet" is decided by the app's own clock.
    await page.clock.install();
    // Each call of register() counted as it is made (a registration itself appears a little later).
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      const calls = { count: 0 };
      Object.assign(window, { serviceWorkerRegisterCalls: calls });
      container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
        calls.count += 1;
        return register(...args);
      };
    });
    const registerCalls = () =>
      page.evaluate(
        () =>
          (window as unknown as { serviceWorkerRegisterCalls: { count: number } }).serviceWorkerRegisterCalls
            .count,
      );
    // The bell's read answers only when the test lets it.
    let answerBell!: () => void;
    const bellHeld = new Promise<void>((resolve) => (answerBell = resolve));
    await page.route('**/api/notifications**', async (route) => {
      await bellHeld;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('banner')).toContainText(`Welcome back, ${family.name}`);
    await page.waitForFunction(() => document.readyState === 'complete');
    // Ten seconds of the page's clock: past the window's load and the app's quiet second, short of its
    // 15-second longest wait. A worker registered on load, or before the held read, would have been asked for.
    await page.clock.runFor(10_000);
    expect(await registerCalls()).toBe(0);

    answerBell();
    await page.clock.resume();
    await expect.poll(registerCalls, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), {
        timeout: 10_000,
      })
      .toBe(true);
  } finally {
    await context.close();
  }
});
