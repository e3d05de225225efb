import { expect, test as base, type Page } from '@playwright/test';

/** Collects what a page logs as an error, and uncaught exceptions. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

/**
 * Chromium logs every 4xx answer as "Failed to load resource". A test that
 * provokes one on purpose names it; anything else fails the test.
 */
export function unexpectedErrors(errors: readonly string[], expected: readonly RegExp[]): string[] {
  return errors.filter((text) => !expected.some((pattern) => pattern.test(text)));
}

export const failedWithStatus = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

/** Every test's `page` fails the test on a console error it did not expect. */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors = watchConsoleErrors(page);
      await use(errors);
      expect(unexpectedErrors(errors, expectedConsoleErrors), 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
