import { defineConfig } from '@playwright/test';
import { preferShortLivedJvm } from '../../functions/local/short-lived-jvm';
import { browserTestChromiumPath, browserTestFlags } from './support/chromium';

// DynamoDB Local lives minutes in a test run: the quick JVM (functions/local/short-lived-jvm.ts).
preferShortLivedJvm();

/*
 * Every spec file starts a school of its own (support/isolated-school.ts:
 * the local runtime on a free port with a fresh data folder), so files can
 * run side by side: two workers, each running whole files, one after
 * another, its tests in order. Two keep both cores busy: a clean-clone run
 * with three took 12.5 minutes instead of 10.6, and timed-sensitive checks
 * failed under the contention. The role journeys are the longest file: as a
 * project of their own, listed first, they start at once on one worker
 * while the other takes the feature journeys; whichever ends first takes
 * the files left.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  // One warm DynamoDB Local for every school the spec files start (support/shared-dynamodb.ts), and the
  // runtime those schools run, bundled once (tests/support/runtime-bundle.ts).
  globalSetup: ['./support/shared-dynamodb.ts', '../support/runtime-bundle.ts'],
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'en-GB',
    // The app's reduced-motion rule (web/src/styles.css) makes dialogs, menus and the drawer appear at
    // once: the tests wait for no animation and the browser paints no frames of one.
    reducedMotion: 'reduce',
    timezoneId: 'Europe/London',
    // A trace records a screencast and DOM snapshots of every step whether or not it is kept: on the
    // invoice journeys that was about a third of the browser's CPU. `PW_TRACE=1` records them again
    // (kept for failed tests) when a failure needs one; the failure's screenshot is always kept.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    // The app's service worker (web/installable-app.ts) would precache the whole build in every
    // test's fresh context; only the journey that checks it lets it register.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browserTestChromiumPath, args: ['--headless', ...browserTestFlags] },
  },
  projects: [
    { name: 'role journeys', testMatch: 'role-journeys.spec.ts' },
    { name: 'feature journeys', testMatch: '*.spec.ts', testIgnore: 'role-journeys.spec.ts' },
  ],
});
