import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** The dashboard sidebar's navigation links, as their visible names. */
export async function sidebarItemNames(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  return (await links.allInnerTexts()).map((text) => text.trim());
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
 * axe's serious and critical findings (WCAG 2.1 A and AA), as readable lines.
 * `onlyOverlay` audits just what a modal (dialog, menu) renders in its
 * portal: Radix hides the page behind it with aria-hidden while trapping
 * focus, which axe's aria-hidden-focus rule cannot see and reports.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  { onlyOverlay = false }: { onlyOverlay?: boolean } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (onlyOverlay) builder = builder.exclude('#root');
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
