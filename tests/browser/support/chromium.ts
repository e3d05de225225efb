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

/**
 * The browser tests' JavaScript runs on V8's baseline compiler alone (Sparkplug; no Maglev or TurboFan):
 * each test loads the app into a fresh context and leaves it seconds later, so optimised code rarely paid
 * for its compiling. On the role journeys the renderers' CPU went from 84 s to 59–64 s, the file from
 * 102 s to 89–95 s. Not for the bench's Lighthouse and main-thread measures, which time the app as a
 * phone's browser runs it.
 */
export const browserTestFlags = [...chromiumFlags, '--js-flags=--max-opt=1'];
