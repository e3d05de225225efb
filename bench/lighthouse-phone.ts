import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { auditPages, type AuditScores, type AuditTarget } from './lighthouse-audit';
import type { SignIn } from '../scripts/demo/demo-loader';
import { buildWeb } from '../scripts/web-build';
import { startHttpsFront } from './https-front';
import {
  renderPhoneSection,
  withPhoneSection,
  type PageMedian,
  type PhoneRun,
} from './lighthouse-phone-report';

/**
 * `npm run bench:lighthouse` (issue 18): Lighthouse 12, mobile and desktop,
 * on the pages a family and a teacher open most, against the demo school
 * (`npm run demo`'s school, loaded into a fresh temporary folder by a local
 * runtime in this process, serving a fresh build of the web app). Each page
 * is audited LIGHTHOUSE_RUNS times (5 by default) and the median reported
 * with the load average of the machine, which other work shares: mobile
 * scores under simulated throttling move with it. Writes
 * bench/lighthouse-phone.json and the "Lighthouse on a phone" section of
 * bench/report.md. LIGHTHOUSE_LABEL names the run (e.g. "before", "after").
 * To study pages rather than report them: LIGHTHOUSE_PAGES=home,login audits
 * only those and writes no report; LIGHTHOUSE_LHR_DIR=dir keeps each whole
 * Lighthouse report there; LIGHTHOUSE_WEB_ROOT=dir audits a build made
 * beforehand instead of building one. The pages are served over HTTPS and
 * HTTP/2 as CloudFront serves them (https-front.ts); LIGHTHOUSE_HTTP1=1
 * audits the local runtime's own HTTP/1.1 instead.
 */
const benchDir = fileURLToPath(new URL('.', import.meta.url));
// Five, as Lighthouse's own guide to variability advises: a median of three moved by up to 13 points here.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const label = process.env.LIGHTHOUSE_LABEL ?? 'latest';
const resultsFile = `${benchDir}lighthouse-phone.json`;
const overHttp1 = process.env.LIGHTHOUSE_HTTP1 === '1';
const reportFile = `${benchDir}report.md`;

const print = (line: string) => process.stdout.write(`${line}\n`);

function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

function mediansOf(all: readonly AuditScores[][]): PageMedian[] {
  const keys = [...new Set(all.flat().map((audit) => `${audit.name}\u0000${audit.formFactor}`))];
  return keys.map((key) => {
    const audits = all.flat().filter((audit) => `${audit.name}\u0000${audit.formFactor}` === key);
    return {
      name: audits[0]!.name,
      formFactor: audits[0]!.formFactor,
      performance: median(audits.map((audit) => audit.performance)),
      scores: audits.map((audit) => audit.performance),
      benchmarkIndexes: audits.map((audit) => audit.benchmarkIndex),
      slowHostAudits: audits.map((audit) => audit.slowHost),
      performanceOnFastEnoughHost: median(
        audits.filter((audit) => audit.slowHost === false).map((audit) => audit.performance),
      ),
      lcpMs: median(audits.map((audit) => audit.lcpMs)),
      tbtMs: median(audits.map((audit) => audit.tbtMs)),
      errors: audits.flatMap((audit) => (audit.error ? [audit.error] : [])),
    };
  });
}

function speedOf(all: readonly AuditScores[][]): Pick<PhoneRun, 'benchmarkIndex'> {
  const indexes = all
    .flat()
    .map((audit) => audit.benchmarkIndex)
    .filter((index): index is number => index !== null);
  if (!indexes.length) return {};
  return {
    benchmarkIndex: { min: Math.min(...indexes), median: median(indexes)!, max: Math.max(...indexes) },
  };
}

/** The demo school's pages, as each role opens them (its first parent and first teacher). */
function demoTargets(signIns: readonly SignIn[]): AuditTarget[] {
  const account = (role: SignIn['role']) => {
    const found = signIns.find((each) => each.role === role)!;
    return { email: found.email, password: found.password };
  };
  const asFamily = account('parent');
  const asTeacher = account('teacher');
  const all: AuditTarget[] = [
    { name: 'landing', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'family home', path: '/dashboard', signIn: asFamily },
    { name: 'progress sheet (family)', path: '/dashboard/student-progress', signIn: asFamily },
    { name: 'lessons (family)', path: '/dashboard/lesson-booking', signIn: asFamily },
    { name: 'invoices (family)', path: '/dashboard/invoices', signIn: asFamily },
    { name: "teacher's lessons", path: '/dashboard/lesson-booking', signIn: asTeacher },
  ];
  // LIGHTHOUSE_PAGES=home,login: only the pages whose name contains one of these (to study a page).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const studied = only ? all.filter((target) => only.some((part) => target.name.includes(part))) : all;
  // LIGHTHOUSE_FORM_FACTORS=mobile: only that form factor (also a study: no report is written).
  const formFactors = process.env.LIGHTHOUSE_FORM_FACTORS?.split(',') as AuditTarget['formFactors'];
  return formFactors ? studied.map((target) => ({ ...target, formFactors })) : studied;
}

async function auditDemoSchool(
  webRoot: string,
  afterEachRun: (all: AuditScores[][]) => Promise<void>,
): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // In memory: DynamoDB Local on disk syncs every write (docs/architecture.md#platform-notes), which would
  // make the load slow.
  const { startLocalRuntime } = await import('../functions/local/local-runtime');
  const runtime = await startLocalRuntime({ port: 0, webRoot });
  try {
    const { loadDemoSchool } = await import('../scripts/demo/demo-loader');
    const { markOverdueInvoices } = await import('../functions/invoices/mark-overdue');
    print('loading the demo school…');
    const loaded = await loadDemoSchool(`${runtime.url}/api`, {
      dataDir: '(memory)',
      markOverdue: () => markOverdueInvoices(),
      // Few at once: each account's password hash is 128 MiB and ~0.7 s of CPU, and a loaded machine
      // would otherwise run past the local function deadline (30 s).
      concurrency: 2,
    });
    await machineSettled();
    const targets = demoTargets(loaded.signIns);
    const front = overHttp1 ? undefined : await startHttpsFront(runtime.url);
    const all: AuditScores[][] = [];
    for (let run = 1; run <= runs; run++) {
      const audits = await auditPages(front?.url ?? runtime.url, targets);
      for (const audit of audits)
        print(
          `run ${run}: ${audit.name} ${audit.formFactor} ${audit.performance ?? '–'}${audit.error ? ` (${audit.error})` : ''}`,
        );
      all.push(audits);
      // Written after every run, so a run cut short still leaves what it measured (with its count).
      await afterEachRun(all);
    }
    await front?.stop();
  } finally {
    await runtime.stop();
  }
}

/**
 * Loading the demo school hashes every account's password (0.7 s of CPU each) and DynamoDB Local keeps
 * compiling and collecting for a while after: audits started at once shared the 2 cores with that (the
 * first round of stop 31's run scored 66 on the family home, 83 to 94 after). Waits until the load
 * average is under 1 (at most two minutes).
 */
async function machineSettled(): Promise<void> {
  const started = Date.now();
  while (loadavg()[0]! >= 1 && Date.now() - started < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  print(
    `audits start: load average ${loadavg()[0]!.toFixed(2)} after ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

function commitOf(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: benchDir, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

async function record(all: AuditScores[][], startedAt: string, loadStart: number[]): Promise<void> {
  const run: PhoneRun = {
    label,
    startedAt,
    commit: commitOf(),
    runs: all.length,
    protocol: overHttp1 ? 'HTTP/1.1' : 'HTTP/2 over TLS',
    loadAverage: { start: loadStart, end: loadavg() },
    ...speedOf(all),
    pages: mediansOf(all),
  };
  let history: PhoneRun[] = [];
  try {
    history = JSON.parse(readFileSync(resultsFile, 'utf8')) as PhoneRun[];
  } catch {
    // The first run.
  }
  history = [...history.filter((each) => each.label !== label), run];
  const format = async (text: string, filepath: string) =>
    prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
  writeFileSync(resultsFile, await format(JSON.stringify(history), resultsFile));
  const report = withPhoneSection(readFileSync(reportFile, 'utf8'), renderPhoneSection(history));
  writeFileSync(reportFile, await format(report, reportFile));
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadStart = loadavg();
  // LIGHTHOUSE_WEB_ROOT: a build made beforehand (say, of another commit, to compare two builds).
  const prebuilt = process.env.LIGHTHOUSE_WEB_ROOT;
  const scratch = prebuilt ?? `${benchDir}tmp/lighthouse-web`;
  if (!prebuilt) {
    mkdirSync(scratch, { recursive: true });
    await buildWeb(scratch);
    print('web built');
  }
  const studying = Boolean(process.env.LIGHTHOUSE_PAGES ?? process.env.LIGHTHOUSE_FORM_FACTORS);
  await auditDemoSchool(scratch, (all) => (studying ? Promise.resolve() : record(all, startedAt, loadStart)));
  if (!prebuilt) rmSync(scratch, { recursive: true, force: true });
  if (!studying) print('bench/report.md and bench/lighthouse-phone.json written');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
