import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (never a browser a test tool downloads) and the flags
 * found to work on these machines (docs/architecture.md#platform-notes).
 *
 * The browser tests drive Debian's headless shell (package
 * `chromium-headless-shell`, the same Chromium build without the desktop
 * browser around it, as Playwright's own headless runs use): on the invoice
 * journeys it spent about a third of the full browser's CPU for the same
 * pages. `.ci/run` installs it; where it is missing the full browser is used.
 * The bench's Lighthouse audits run the full browser (`chromiumPath`).
 */
export const chromiumPath = '/usr/bin/chromium';

const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The browser the Playwright tests launch. */
export const browserTestChromiumPath = existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
