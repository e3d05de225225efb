import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { signIn } from './api-client';
import { concurrencies, loadSeconds, measureEndpoint, type EndpointMeasurement } from './api-load';
import { benchEndpoints, type Tokens } from './bench-endpoints';
import type { BenchResults, SchoolRun } from './bench-results';
import { maxScans } from './budgets';
import { measureDynamoLocal } from './dynamo-local-baseline';
import { generateSchool, type GenerateSummary } from './generate-school';
import { baselineName, bundleAll, coldImports } from './lambda-bundles';
import { auditPages, type AuditTarget } from './lighthouse-audit';
import { phoneSectionOf, withPhoneSection } from './lighthouse-phone-report';
import { withMutationSectionOf } from './mutation-report';
import { measurePasswordHashing } from './password-timing';
import { renderReport } from './report';
import { residentMemory, startRuntimeProcess, type RuntimeProcess } from './runtime-process';
import { measureScreens } from './screen-costs';
import { generatedEmails, generatedPassword, schoolSizes, type SchoolSize } from './school-sizes';
import { buildWeb } from '../scripts/web-build';
import { filesHoldingLibraries, measureFirstLoad } from './web-first-load';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
/** Scratch space (git-ignored): the web build the runtime serves, the Lambda bundles. */
const scratch = `${benchDir}tmp`;
const coldImportRuns = Number(process.env.BENCH_COLD_IMPORT_RUNS ?? 20);
const sizes = (process.env.BENCH_SIZES ?? 'small,large').split(',') as (keyof typeof schoolSizes)[];
const lighthouseOn = process.env.BENCH_LIGHTHOUSE !== '0';

const print = (line: string) => process.stdout.write(`${line}\n`);
const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** The JVM that the runtime started (DynamoDB Local), found among its children. */
function dynamoDbLocalRss(runtimePid: number): number {
  try {
    const children = readFileSync(`/proc/${runtimePid}/task/${runtimePid}/children`, 'utf8')
      .trim()
      .split(/\s+/);
    for (const pid of children) {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes('DynamoDBLocal')) return residentMemory(Number(pid)).rss;
    }
  } catch {
    // The process list changed meanwhile: report nothing rather than fail the bench.
  }
  return 0;
}

async function signInAll(runtime: RuntimeProcess, sample: GenerateSummary['sample']): Promise<Tokens> {
  return {
    admin: await signIn(runtime.api, generatedEmails.admin, generatedPassword),
    family: await signIn(runtime.api, sample.familyEmail, generatedPassword),
    teacher: await signIn(runtime.api, sample.teacherEmail, generatedPassword),
  };
}

function lighthouseTargets(sample: GenerateSummary['sample']): AuditTarget[] {
  const family = { email: sample.familyEmail, password: generatedPassword };
  const admin = { email: generatedEmails.admin, password: generatedPassword };
  const calendar = '/dashboard/lesson-booking?view=calendar&calendar=month&date=2026-03-10';
  return [
    { name: 'landing', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'dashboard (family)', path: '/dashboard', signIn: family },
    {
      name: 'progress sheet (family)',
      path: `/dashboard/student-progress?student=${sample.studentId}&subject=${sample.subjectId}`,
      signIn: family,
    },
    { name: 'lesson calendar (family)', path: calendar, signIn: family },
    { name: 'lesson calendar (staff)', path: calendar, signIn: admin },
    { name: 'family invoices', path: '/dashboard/invoices', signIn: family },
  ];
}

async function benchSchool(
  size: SchoolSize,
  webDist: string,
  lighthouse: boolean,
): Promise<{ run: SchoolRun; audits?: Awaited<ReturnType<typeof auditPages>> }> {
  const started = performance.now();
  const runtime = await startRuntimeProcess(webDist);
  try {
    print(`[${size.name}] runtime at ${runtime.url}; generating the school…`);
    const generated = await generateSchool({
      endpoint: runtime.dynamoEndpoint,
      size,
      log: (line) => print(`[${size.name}]   ${line}`),
    });
    print(`[${size.name}] ${generated.items} items in ${generated.seconds.toFixed(0)} s`);
    const idleRssBytes = runtime.memory().rss;
    await runtime.settle();
    const dynamoLocal = await measureDynamoLocal(runtime.dynamoEndpoint, generated.sample);
    let tokens = await signInAll(runtime, generated.sample);
    let tokensAt = performance.now();
    const endpoints: EndpointMeasurement[] = [];
    for (const endpoint of benchEndpoints(generated.sample)) {
      // Access tokens live 15 minutes.
      if (performance.now() - tokensAt > 10 * 60_000) {
        tokens = await signInAll(runtime, generated.sample);
        tokensAt = performance.now();
      }
      const measured = await measureEndpoint(runtime, endpoint, tokens);
      endpoints.push(measured);
      const [c10, c50] = measured.loads;
      print(
        `[${size.name}] ${endpoint.name}: ${measured.single.commands.length} cmds, ${measured.single.capacityUnits} CU; ` +
          `c10 p50 ${c10?.p50Ms} ms ${c10?.requestsPerSecond}/s; c50 p50 ${c50?.p50Ms} ms ${c50?.requestsPerSecond}/s`,
      );
    }
    tokens = await signInAll(runtime, generated.sample);
    await runtime.settle();
    const screens = await measureScreens(runtime, tokens, generated.sample.studentId);
    print(`[${size.name}] screens measured (${since(started)})`);
    let audits: Awaited<ReturnType<typeof auditPages>> | undefined;
    if (lighthouse) {
      await runtime.settle();
      audits = await auditPages(runtime.url, lighthouseTargets(generated.sample));
      print(`[${size.name}] lighthouse: ${audits.length} audits (${since(started)})`);
    }
    const total = await runtime.total();
    const commandTotals: Record<string, number> = {};
    for (const command of total.commands) commandTotals[command] = (commandTotals[command] ?? 0) + 1;
    const { sample, ...generation } = generated;
    return {
      run: {
        size: size.name as SchoolRun['size'],
        generation: { ...generation, counts: sample.counts },
        dynamoLocal,
        endpoints,
        screens,
        memory: {
          idleRssBytes,
          peakRssUnderLoadBytes: Math.max(...endpoints.map((each) => each.peakRssBytes)),
          dynamoDbLocalRssBytes: dynamoDbLocalRss(runtime.pid),
        },
        commandTotals,
        scans: total.commands.filter((command) => command.startsWith('Scan')).length,
      },
      audits,
    };
  } finally {
    await runtime.stop();
  }
}

/**
 * `npm run bench`: the web app and every Lambda bundle are built and
 * measured, then for each school size a local runtime starts on fresh data,
 * the school is generated into it and every endpoint is measured; Lighthouse
 * audits the last (largest) school. Writes bench/report.md and report.json.
 * BENCH_SIZES=small, BENCH_LIGHTHOUSE=0, BENCH_LOAD_SECONDS and
 * BENCH_COLD_IMPORT_RUNS shorten a trial run; BENCH_EXEC_ARGV passes Node
 * flags to the runtime's process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
 */
async function main(): Promise<void> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const machine = {
    cpus: availableParallelism(),
    node: process.version,
    loadAverage: loadavg(),
    loadAverageAtEnd: [0],
  };

  const webDist = `${scratch}/web-dist`;
  await buildWeb(webDist);
  const web = { routes: measureFirstLoad(webDist), lazyLibraryFiles: filesHoldingLibraries(webDist) };
  print(`web built and measured (${since(started)})`);

  const built = await bundleAll(`${scratch}/lambda`);
  const cold = await coldImports(built, coldImportRuns);
  const baseline = cold.get(baselineName)!;
  const bundles = built.map((bundle) => ({
    ...bundle,
    coldImportMs: cold.get(bundle.name)!,
    coldImportRatio: cold.get(bundle.name)! / baseline,
  }));
  print(`lambda bundles built and imported ${coldImportRuns} times each (${since(started)})`);

  const password = await measurePasswordHashing();
  print(`password hashing measured (${since(started)})`);

  const schools: SchoolRun[] = [];
  let lighthouse: BenchResults['lighthouse'] = { school: '', audits: [], skipped: 'BENCH_LIGHTHOUSE=0' };
  for (const [index, name] of sizes.entries()) {
    const last = index === sizes.length - 1;
    const { run, audits } = await benchSchool(schoolSizes[name], webDist, lighthouseOn && last);
    schools.push(run);
    if (audits) lighthouse = { school: name, audits };
    print(`[${name}] done (${since(started)})`);
  }

  machine.loadAverageAtEnd = loadavg();
  const results: BenchResults = {
    startedAt,
    seconds: (performance.now() - started) / 1000,
    machine,
    settings: { loadSeconds, concurrencies, coldImportRuns },
    schools,
    bundles,
    web,
    lighthouse,
    password,
  };
  // Formatted as `npm run lint` (prettier --check) expects the committed sample to be.
  const format = async (text: string, filepath: string) =>
    prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
  writeFileSync(`${benchDir}report.json`, await format(JSON.stringify(results), `${benchDir}report.json`));
  // `npm run bench:lighthouse`'s section (issue 18) stays: this bench does not measure it.
  const phoneSection = existsSync(`${benchDir}report.md`)
    ? phoneSectionOf(readFileSync(`${benchDir}report.md`, 'utf8'))
    : '';
  const report = phoneSection ? withPhoneSection(renderReport(results), phoneSection) : renderReport(results);
  // So does `npm run test:mutation`'s (issue 42).
  writeFileSync(
    `${benchDir}report.md`,
    await format(withMutationSectionOf(`${benchDir}report.md`, report), `${benchDir}report.md`),
  );
  rmSync(scratch, { recursive: true, force: true });
  print(`\nbench/report.md and bench/report.json written in ${(results.seconds / 60).toFixed(1)} min`);
  const scans = schools.reduce((sum, run) => sum + run.scans, 0);
  if (scans > maxScans) {
    console.error(`${scans} Scan command(s) ran`);
    process.exitCode = 1;
  }
}

/** `npm run bench -- --render`: writes report.md again from report.json (after a change to report.ts). */
async function renderOnly(): Promise<void> {
  const results = JSON.parse(readFileSync(`${benchDir}report.json`, 'utf8')) as BenchResults;
  const phoneSection = phoneSectionOf(readFileSync(`${benchDir}report.md`, 'utf8'));
  const markdown = phoneSection
    ? withPhoneSection(renderReport(results), phoneSection)
    : renderReport(results);
  writeFileSync(
    `${benchDir}report.md`,
    await prettier.format(withMutationSectionOf(`${benchDir}report.md`, markdown), {
      ...(await prettier.resolveConfig(`${benchDir}report.md`)),
      filepath: `${benchDir}report.md`,
    }),
  );
}

(process.argv.includes('--render') ? renderOnly() : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
