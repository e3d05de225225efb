// @ts-check
/**
 * `npm run test:mutation` (bench/mutation-run.ts): Stryker changes the
 * business rules below one small edit at a time (a `<` made `<=`, a string
 * emptied, a branch dropped) and runs the unit tests beside each module
 * (`name.test.ts` next to `name.ts`) against every change. A change no test
 * notices is a rule the tests do not pin down. Not part of `npm test`: it
 * runs the tests hundreds of times.
 *
 * A new business-rule module joins by being added to this list, with its
 * tests beside it.
 */
export const mutatedModules = [
  'functions/shared-domains/messaging/system-summary.ts',
  'shared/lesson-reports.ts',
  'shared/invoices/money.ts',
  'shared/invoices/invoice-period.ts',
  'shared/invoices/invoice-statuses.ts',
  'shared/invoices/invoice-void.ts',
  'shared/invoices/credit-notes.ts',
  'shared/exports/xero-rows.ts',
  'shared/invoices/overdue-reminders.ts',
  'shared/invoices/family-statement.ts',
  'shared/invoices/line-amounts.ts',
  'shared/invoices/lesson-rates.ts',
  'shared/lesson-time.ts',
  'shared/recurrence.ts',
  'shared/getting-started/getting-started-steps.ts',
  'shared/lessons/lesson-length.ts',
  'shared/lessons/lesson-attendance.ts',
  'shared/lessons/lesson-cancellation.ts',
  'shared/lessons/make-up-credits.ts',
  'functions/shared-domains/accounts/throttle/sliding-window.ts',
  'functions/platform/table/page-cursor.ts',
  'shared/imports/import-grades.ts',
  'functions/platform/job-staleness.ts',
  'functions/platform/error-summary.ts',
  'shared/messages/role-email-categories.ts',
  'shared/activity-grouping.ts',
  'shared/lessons/lesson-marking.ts',
];

/** Every listed module must keep at least this mutation score (killed and timed-out mutants over all that ran). */
export const minimumScore = 90;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Only the tests beside the modules (stryker.vitest.config.ts), not the API or browser suites.
  vitest: { configFile: 'stryker.vitest.config.ts' },
  mutate: mutatedModules,
  coverageAnalysis: 'perTest',
  // The machine has 2 cores shared with other work.
  concurrency: 1,
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportScoreTable: true, reportMutants: true, logTests: false },
  // bench/mutation-run.ts checks the score of each module rather than the total.
  thresholds: { high: minimumScore, low: minimumScore, break: null },
};
