import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumFlags } from '../tests/browser/support/chromium';

/**
 * Debian's Chromium, started the way that works here (docs/architecture.md#platform-notes; no browser
 * download).
 */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The bench's HTTPS front (https-front.ts) has a certificate made for the run, which no authority signed.
const chromeFlags = [...chromiumFlags, '--disable-dev-shm-usage', '--ignore-certificate-errors'];
/** LIGHTHOUSE_LHR_DIR: also keep each audit's whole report there, to read where a page's time goes. */
const reportsDir = process.env.LIGHTHOUSE_LHR_DIR;

function keepReport(target: AuditTarget, formFactor: string, report: unknown): void {
  if (!reportsDir || !report) return;
  mkdirSync(reportsDir, { recursive: true });
  const name = `${target.name.replace(/[^a-z0-9]+/gi, '-')}-${formFactor}-${Date.now()}.json`;
  writeFileSync(`${reportsDir}/${name}`, JSON.stringify(report));
}

export interface AuditTarget {
  name: string;
  path: string;
  /** Signs in first (in a browser context of its own) when set. */
  signIn?: { email: string; password: string };
  /** Both unless set (the staff calendar of the large school is a desktop page). */
  formFactors?: readonly ('desktop' | 'mobile')[];
}

export interface AuditScores {
  name: string;
  path: string;
  formFactor: 'desktop' | 'mobile';
  performance: number | null;
  accessibility: number | null;
  /** First and Largest Contentful Paint and Total Blocking Time, ms (as Lighthouse computed them). */
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /**
   * Lighthouse's measure of this machine's speed as the audit began (higher is faster). Its phone
   * multiplies every main-thread task by 4 whatever the machine: on a slower moment here, scores fall.
   */
  benchmarkIndex: number | null;
  /**
   * The audit ran on a host Lighthouse calls slower than it expects ("This can negatively affect your
   * performance score"): a benchmark index of 1,000 or less, about half its target device.
   */
  slowHost: boolean | null;
  /** Where the page ended up (a signed-in page that fell back to /login did not audit what it should). */
  finalUrl?: string;
  error?: string;
}

/**
 * Signs in through the app's own login form, as a person does: the app then
 * keeps the access token and the user in localStorage and the server sets
 * the HttpOnly refresh cookie, both in this browser context. Lighthouse's
 * storage reset clears caches and service workers but neither of those, so
 * each audit is a cold load (empty HTTP cache) of a signed-in page. The
 * page's context is the caller's to close (bench:main-thread signs in so too).
 */
export async function signedInPage(
  browser: Browser,
  origin: string,
  credentials: AuditTarget['signIn'],
): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (credentials) {
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    // The form is drawn by the login page's lazy chunk, which may still be running when the network is idle.
    await page.waitForSelector('input[autocomplete="email"]', { timeout: 30_000 });
    await page.type('input[autocomplete="email"]', credentials.email);
    await page.type('input[autocomplete="current-password"]', credentials.password);
    await Promise.all([
      page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 60_000 }),
      page.click('button[type="submit"]'),
    ]);
  }
  return page;
}

/**
 * Lighthouse's threshold for its slow-host warning (`SLOW_CPU_BENCHMARK_INDEX_THRESHOLD` in
 * core/gather/driver/environment.js). It shows the warning only to its command line, not to the
 * node API the bench uses, so the bench applies the threshold to the index itself.
 */
const slowHostBenchmarkIndex = 1000;

function score(value: number | null | undefined): number | null {
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

/**
 * The mobile preset's simulated phone runs this machine's main thread `cpuSlowdownMultiplier` times
 * slower (4 in Lighthouse's preset). Twice that is the preset on a host half as fast: what a slow
 * moment of this shared machine does to an audit, made repeatable (bench/lighthouse-ab.ts).
 */
function mobileFlags(cpuSlowdownMultiplier?: number) {
  if (cpuSlowdownMultiplier === undefined) return {};
  return { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } };
}

/** Lighthouse (desktop preset and the default mobile one) for each target, performance and accessibility. */
export async function auditPages(
  origin: string,
  targets: readonly AuditTarget[],
  options: { cpuSlowdownMultiplier?: number } = {},
): Promise<AuditScores[]> {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
  const results: AuditScores[] = [];
  try {
    for (const target of targets) {
      for (const formFactor of target.formFactors ?? (['desktop', 'mobile'] as const)) {
        const page = await signedInPage(browser, origin, target.signIn);
        try {
          const answer = await lighthouse(
            `${origin}${target.path}`,
            {
              logLevel: 'error',
              output: 'json',
              onlyCategories: ['performance', 'accessibility'],
              ...(formFactor === 'mobile' ? mobileFlags(options.cpuSlowdownMultiplier) : {}),
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
            page,
          );
          const lhr = answer?.lhr;
          keepReport(target, formFactor, lhr);
          const finalUrl = lhr?.finalDisplayedUrl;
          const signedOut = target.signIn && finalUrl && new URL(finalUrl).pathname === '/login';
          results.push({
            name: target.name,
            path: target.path,
            formFactor,
            performance: score(lhr?.categories.performance?.score),
            accessibility: score(lhr?.categories.accessibility?.score),
            fcpMs: lhr?.audits['first-contentful-paint']?.numericValue ?? null,
            lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue ?? null,
            tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? null,
            benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
            slowHost: lhr ? lhr.environment.benchmarkIndex <= slowHostBenchmarkIndex : null,
            ...(finalUrl ? { finalUrl } : {}),
            ...(lhr?.runtimeError ? { error: lhr.runtimeError.message } : {}),
            ...(signedOut ? { error: `ended signed out at ${finalUrl}` } : {}),
          });
        } catch (error) {
          results.push({
            name: target.name,
            path: target.path,
            formFactor,
            performance: null,
            accessibility: null,
            fcpMs: null,
            lcpMs: null,
            tbtMs: null,
            benchmarkIndex: null,
            slowHost: null,
            error: error instanceof Error ? error.message : String(error),
          });
        } finally {
          await page.browserContext().close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
