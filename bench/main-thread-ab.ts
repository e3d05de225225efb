import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumFlags } from '../tests/browser/support/chromium';
import type { SignIn } from '../scripts/demo/demo-loader';
import { median, withDemoBuilds } from './demo-builds';
import { chromePath, signedInPage } from './lighthouse-audit';

/**
 * `npm run bench:main-thread -- PATH ROLE WEB_ROOT...` (issue 18): how much
 * a cold load of one page keeps the main thread busy, for one build or
 * several made beforehand (`npm run build:web`, then `cp -r web/dist
 * /tmp/before`), loads alternated between them. Lighthouse's
 * mobile score moves by up to 18 points between audits of one build on this
 * machine; what it is made of moves much less when many loads are compared
 * in turn. Each load is traced as Lighthouse loads a page (signed in through
 * the form, then a fresh navigation with the HTTP cache, service worker and
 * caches cleared) and reports, from the page's main thread: the sum of its
 * tasks, and the sum of max(0, 4 × task − 50 ms) for every task and for the
 * tasks ending after the first contentful paint (Lighthouse's phone runs the
 * CPU four times slower and counts what a task blocks beyond 50 ms). ROLE is
 * `parent`, `teacher` or `none`; RUNS (8 by default) loads per build.
 */
interface LoadFigures {
  totalMs: number;
  blockingMs: number;
  blockingAfterPaintMs: number;
  firstContentfulPaintMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

const print = (line: string) => process.stdout.write(`${line}\n`);
/** Lighthouse's mobile preset: the CPU four times slower, and a task blocks what runs beyond 50 ms. */
const blockingOf = (taskMs: number) => Math.max(0, 4 * taskMs - 50);

function figuresOf(events: TraceEvent[], path: string): LoadFigures {
  const navigation = events
    .filter(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.endsWith(path),
    )
    .pop();
  if (!navigation) throw new Error(`the trace has no navigation to ${path}`);
  const mainThread = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid);
  const paint = mainThread.find((event) => event.name === 'firstContentfulPaint')?.ts ?? navigation.ts;
  const tasks = mainThread
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= navigation.ts)
    .map((event) => ({ endsAt: event.ts + (event.dur ?? 0), ms: (event.dur ?? 0) / 1000 }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    totalMs: sum(tasks.map((task) => task.ms)),
    blockingMs: sum(tasks.map((task) => blockingOf(task.ms))),
    blockingAfterPaintMs: sum(tasks.filter((task) => task.endsAt > paint).map((task) => blockingOf(task.ms))),
    firstContentfulPaintMs: (paint - navigation.ts) / 1000,
  };
}

async function coldLoad(
  browser: Browser,
  origin: string,
  path: string,
  account?: SignIn,
): Promise<LoadFigures> {
  const page = await signedInPage(browser, origin, account);
  try {
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
    await page.goto('about:blank');
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.setCacheEnabled(false);
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
    // What the page does once its reads have answered (drawing them, the drawer's chunk) counts too.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const trace = await page.tracing.stop();
    const parsed = JSON.parse(Buffer.from(trace!).toString()) as { traceEvents: TraceEvent[] };
    return figuresOf(parsed.traceEvents, path);
  } finally {
    await page.browserContext().close();
  }
}

async function main(): Promise<void> {
  const [path, role, ...webRoots] = process.argv.slice(2);
  if (!path || !role || webRoots.length === 0) {
    throw new Error('usage: npm run bench:main-thread -- PATH parent|teacher|none WEB_ROOT [WEB_ROOT…]');
  }
  const runs = Number(process.env.RUNS ?? 8);
  await withDemoBuilds(webRoots, role, async (builds, account) => {
    const browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: [...chromiumFlags, '--ignore-certificate-errors'],
    });
    try {
      const loads: LoadFigures[][] = builds.map(() => []);
      for (let run = 1; run <= runs; run++) {
        for (const [index, build] of builds.entries()) {
          const figures = await coldLoad(browser, build.origin, path, account);
          loads[index]!.push(figures);
          print(
            `run ${run} ${build.webRoot}: tasks ${figures.totalMs.toFixed(0)} ms, blocking ×4 ${figures.blockingMs.toFixed(0)} ms (after FCP ${figures.blockingAfterPaintMs.toFixed(0)})`,
          );
        }
      }
      for (const [index, build] of builds.entries()) {
        const each = loads[index]!;
        const of = (pick: (figures: LoadFigures) => number) => median(each.map(pick)).toFixed(0);
        print(
          `median of ${runs}, ${path} as ${role}, ${build.webRoot}: tasks ${of((f) => f.totalMs)} ms, blocking ×4 ${of((f) => f.blockingMs)} ms, after FCP ${of((f) => f.blockingAfterPaintMs)} ms, FCP ${of((f) => f.firstContentfulPaintMs)} ms`,
        );
      }
    } finally {
      await browser.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
