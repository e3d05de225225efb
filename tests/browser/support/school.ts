import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './page-checks';

/** The accounts the journeys create, in order, in the run's fresh school. */
export const superAdmin = {
  name: 'Grace Hopper',
  email: 'grace.hopper@school.test',
  password: 'Harbour-Lights-7',
  schoolName: 'Harbour Lights Tutors',
};
export const family = {
  name: 'Ada Lovelace',
  email: 'ada.family@school.test',
  password: 'Analytical-Engine-1',
};

/**
 * The people of a school that a spec seeds, with addresses at `domain`: one
 * domain per spec file, so that no two files' accounts are the same.
 */
export function schoolCast(domain: string) {
  const address = (name: string) => `${name}@${domain}`;
  return {
    superAdmin: {
      name: 'Grace Hopper',
      email: address('grace'),
      password: 'Harbour-Lights-7',
      schoolName: 'Harbour Lights Tutors',
    },
    admin: { name: 'Annie Easley', email: address('annie'), password: 'Centaur-Rocket-3' },
    teacherTom: { name: 'Tom Baker', email: address('tom'), password: 'Blackboard-Chalk-2' },
    teacherSara: { name: 'Sara Ali', email: address('sara'), password: 'Desert-Rose-Maths-3' },
    familyKhan: { name: 'Nadia Khan', email: address('nadia'), password: 'Family-Khan-Home-4' },
    familySmith: { name: 'Jane Smith', email: address('jane'), password: 'Family-Smith-Home-5' },
  };
}

/** The sidebar's links for each role, in order (docs/architecture.md#screens). */
const staffSidebar = [
  'Dashboard',
  'Student Progress',
  'Lesson Booking',
  'Invoice Management',
  'Student Management',
  'Subject Management',
  'Teacher Management',
];
const familySidebar = ['Dashboard', 'Student Progress', 'Lesson Booking', 'My Invoices'];
export const sidebarLinks = {
  super_admin: [
    ...staffSidebar,
    'User Management',
    'Teacher Hours',
    'Exports',
    'Audit log',
    'System health',
    'Settings',
  ],
  // Invoice Management is super_admin's page (it sends anyone else to the dashboard): not in admin's sidebar.
  admin: [
    ...staffSidebar.filter((link) => link !== 'Invoice Management'),
    'Payments',
    'Teacher Hours',
    'Exports',
  ],
  teacher: ['Dashboard', 'Student Progress', 'Lesson Booking'],
  parent: familySidebar,
  user: familySidebar,
};

export const phoneViewport = { width: 375, height: 812 };
export const desktopViewport = { width: 1280, height: 800 };

/** Fills in the open /setup form for `account`, sends it, and waits for the new Super Admin's dashboard. */
export async function createSuperAdminOnSetup(
  page: Page,
  account: { name: string; email: string; password: string; schoolName: string },
): Promise<void> {
  await page.getByLabel('School name').fill(account.schoolName);
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Super Admin account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logInFromLoginPage(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits until the dashboard sidebar (part of a lazily loaded layout) lists
 * exactly these links, in order: reading it once right after navigation can
 * catch the page before the layout has arrived.
 */
export async function expectSidebarItems(page: Page, labels: string[]): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText(labels);
}

/**
 * Polled: just after a resize (a desktop test turned phone) the page may not
 * have laid itself out for the new width yet; a page that stays too wide
 * still fails, naming its width.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = () =>
    page.evaluate(() => {
      const { scrollWidth } = document.documentElement;
      return scrollWidth > window.innerWidth
        ? `page is ${scrollWidth}px wide in a ${window.innerWidth}px window`
        : '';
    });
  await expect.poll(overflow).toBe('');
}

/**
 * axe's serious and critical findings (WCAG 2.0/2.1 A and AA), as readable
 * lines: page-checks.ts's audit, under the name the feature specs use.
 * `onlyOverlay` audits just what a modal (dialog, menu) renders in its
 * portal: Radix hides the page behind it with aria-hidden while trapping
 * focus, which axe's aria-hidden-focus rule cannot see and reports.
 */
export const seriousAccessibilityViolations = seriousViolations;
