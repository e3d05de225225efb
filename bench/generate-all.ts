import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dynamo } from '../functions/platform/dynamo-client';
import { startLocalRuntime, type LocalRuntime } from '../functions/local/local-runtime';
import { callApi, signIn } from './api-client';
import { installDynamoMeter } from './dynamo-metering';
import { generateSchool } from './generate-school';
import { generatedEmails, generatedPassword, schoolSizeNamed } from './school-sizes';

/**
 * `npm run bench:generate-all -- [--size small|large] [--data-dir DIR]`: the
 * month the generated school has not invoiced yet (July 2026: its invoices
 * run September to June) drafted for every student at once through
 * POST /invoices/generate-all, on a copy of the school (generated first into
 * DIR when DIR holds none), so the school itself stays uninvoiced for the
 * next run. Prints the time, the legs, the outcome counts and the DynamoDB
 * commands and write capacity per invoice. Writes nothing to the repository.
 *
 * `--cpu-profile FILE` writes a CPU profile of the job alone.
 *
 * `--in-memory` generates the school into the runtime's own in-memory
 * DynamoDB Local instead (nothing kept): the large school on disk takes hours
 * to write (SQLite syncs every batch), in memory 5–20 minutes.
 */
process.env.LOG_LEVEL ??= 'warn';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const option = (name: string) => {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
};
const size = option('size') ?? 'large';
const schoolDir = resolve(option('data-dir') ?? join(tmpdir(), `bench-${size}-school`));

function ensureSchool(): void {
  if (existsSync(schoolDir)) return;
  const started = performance.now();
  mkdirSync(schoolDir, { recursive: true });
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/generate-school.ts', '--size', size, '--data-dir', schoolDir],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) {
    rmSync(schoolDir, { recursive: true, force: true });
    throw new Error('generate:school failed');
  }
  process.stdout.write(
    `generated the ${size} school in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

/** `--cpu-profile FILE`: the job's own time profiled (not the school's generation), for Chrome DevTools. */
async function startCpuProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const inMemory = process.argv.includes('--in-memory');

/** A runtime holding the uninvoiced school: a copy of the data folder's, or one generated in memory. */
async function runtimeWithSchool(): Promise<{ runtime: LocalRuntime; copy?: string }> {
  if (inMemory) {
    const runtime = await startLocalRuntime({ port: 0, webRoot: '/nonexistent' });
    const generated = await generateSchool({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB!,
      size: schoolSizeNamed(size),
    });
    process.stdout.write(
      `generated the ${size} school in memory: ${generated.items} items in ${generated.seconds.toFixed(0)} s\n`,
    );
    return { runtime };
  }
  ensureSchool();
  const copy = mkdtempSync(join(tmpdir(), 'bench-generate-all-'));
  cpSync(schoolDir, copy, { recursive: true });
  return { runtime: await startLocalRuntime({ port: 0, webRoot: '/nonexistent', dataDir: copy }), copy };
}

async function main(): Promise<void> {
  const { runtime, copy } = await runtimeWithSchool();
  try {
    const api = `${runtime.url}/api`;
    const token = await signIn(api, generatedEmails.superAdmin, generatedPassword);
    const meter = installDynamoMeter(dynamo());
    // The job runs in this process (the local runtime's worker), so its memory is this process's: sampled at every poll.
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const started = performance.now();
    process.stdout.write(
      `job started; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}\n`,
    );
    const start = await callApi(api, 'POST', '/invoices/generate-all', {
      token,
      body: { dateRangeType: 'month', month: 7, year: 2026, currency: 'GBP' },
    });
    if (start.status !== 202) throw new Error(`generate-all: ${start.status} ${JSON.stringify(start.body)}`);
    const jobId = start.body.data.jobId as string;
    let job: Record<string, unknown> = {};
    let polls = 0;
    const profile = option('cpu-profile') ? await startCpuProfile() : undefined;
    for (;;) {
      await new Promise((done) => setTimeout(done, 1000));
      job = (await callApi(api, 'GET', `/invoices/generate-all/${jobId}`, { token })).body.data;
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      // A poll reads every outcome so far, so under load it takes longer than its second: say the time, not the count.
      if (++polls % 30 === 0)
        process.stdout.write(
          `${String(job.processed)} of ${String(job.total)} after ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
        );
      if (job.status !== 'running') break;
    }
    const seconds = (performance.now() - started) / 1000;
    if (profile) writeFileSync(option('cpu-profile')!, JSON.stringify(await profile.stop()));
    const reading = meter.total();
    meter.uninstall();
    const created = (job.created as string[]).length;
    const writes = reading.commands.filter((name) => /Put|Update|Delete|TransactWrite|BatchWrite/.test(name));
    const byCommand = Object.entries(
      reading.commands.reduce<Record<string, number>>(
        (all, name) => ({ ...all, [name]: (all[name] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([name, count]) => `${name.replace(/Command$/, '')} ${(count / created).toFixed(2)}`)
      .join(', ');
    process.stdout.write(
      [
        `${size} school, July 2026 in GBP: ${job.status} in ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(created, 1)).toFixed(0)} ms an invoice)`,
        `students ${String(job.total)}, processed ${String(job.processed)}: created ${created}, skipped ${(job.skipped as unknown[]).length}, failed ${(job.failed as unknown[]).length}`,
        `DynamoDB write commands per invoice: ${(writes.length / created).toFixed(2)}; write capacity units per invoice: ${(reading.writeCapacityUnits / created).toFixed(1)} (all capacity ${(reading.capacityUnits / created).toFixed(1)})`,
        `DynamoDB commands per invoice (the job and its polling): ${byCommand}`,
        `resident memory of the runtime process: ${mb(rssBefore)} MB before the job, peak ${mb(rssPeak)} MB during it`,
        `load average at the end: ${loadavg()
          .map((load) => load.toFixed(2))
          .join(', ')}`,
      ].join('\n') + '\n',
    );
  } finally {
    await runtime.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

await main();
