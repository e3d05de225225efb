import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './page-checks';

/** The accounts the journeys create, in order, in the run's fresh school. */
export const superAdmin = {
  name: 'Grace Hopper',
  email: 'grace.hopper@school.test',
  password: 'Harbour-Lights-7',
};
export const family = {
  name: 'Ada Lovelace',
  email: 'ada.family@school.test',
  password: 'Analytical-Engine-1',
};

export const phoneViewport = { width: 375, height: 812 };
export const desktopViewport = { width: 1280, height: 800 };

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

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/**
 * axe's serious and critical findings (WCAG 2.0/2.1 A and AA), as readable
 * lines: page-checks.ts's audit, under the name the feature specs use.
 * `onlyOverlay` audits just what a modal (dialog, menu) renders in its
 * portal: Radix hides the page behind it with aria-hidden while trapping
 * focus, which axe's aria-hidden-focus rule cannot see and reports.
 */
export const seriousAccessibilityViolations = seriousViolations;
