import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { startLocalRuntime } from '../functions/local/local-runtime';
import { signIn } from './api-client';
import { generatedEmails, generatedPassword } from './school-sizes';

/**
 * `node --import tsx bench/exports-profile.ts [--data-dir DIR] [--profile OUT_DIR]`:
 * the school year's invoices and lessons CSV exports, three times each, on a
 * copy of a generated school's data folder (default `/tmp/bench-small-school`,
 * made by `npm run bench:generate-all -- --size small` or
 * `npm run generate:school -- --size small --data-dir DIR`), with the runtime
 * in this process: prints each export's wall time and the Node CPU it used
 * (the part that does not depend on DynamoDB Local's speed or the machine's
 * load), the CPU DynamoDB Local's Java process used meanwhile (what reading
 * costs the database, also load-independent), and with `--profile` writes a
 * CPU profile of each third run.
 */
process.env.LOG_LEVEL ??= 'warn';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const option = (name: string) => {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 ? process.argv[flag + 1] : undefined;
};
const schoolDir = option('data-dir') ?? '/tmp/bench-small-school';
const profileDir = option('profile');
const exports = [
  '/invoices/export.csv?from=2025-09-01&to=2026-08-31',
  '/lessons/export.csv?from=2025-09-01&to=2026-08-31',
];

const clockTicksPerSecond = 100;

/** CPU seconds (user + system) of this process's children and theirs: DynamoDB Local's Java. */
function childrenCpuMs(): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command's closing parenthesis: state, ppid, …, utime (14th), stime (15th).
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [
          { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) },
        ];
      } catch {
        return [];
      }
    });
  const ours = new Set([process.pid]);
  let ticks = 0;
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats)
      if (!ours.has(stat.pid) && ours.has(stat.ppid)) {
        ours.add(stat.pid);
        ticks += stat.ticks;
        grew = true;
      }
  }
  return (ticks * 1000) / clockTicksPerSecond;
}

async function main(): Promise<void> {
  if (!existsSync(schoolDir)) throw new Error(`${schoolDir} holds no generated school`);
  const copy = mkdtempSync(join(tmpdir(), 'bench-exports-profile-'));
  cpSync(schoolDir, copy, { recursive: true });
  const runtime = await startLocalRuntime({ port: 0, webRoot: '/nonexistent', dataDir: copy });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  try {
    const api = `${runtime.url}/api`;
    const token = await signIn(api, generatedEmails.admin, generatedPassword);
    process.stdout.write(
      `load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}\n`,
    );
    for (const run of [1, 2, 3]) {
      for (const path of exports) {
        const profiled = Boolean(profileDir) && run === 3;
        if (profiled) await session.post('Profiler.start');
        const started = performance.now();
        const cpu = process.cpuUsage();
        const databaseCpu = childrenCpuMs();
        const response = await fetch(`${api}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        });
        const bytes = (await response.arrayBuffer()).byteLength;
        const used = process.cpuUsage(cpu);
        const databaseUsed = childrenCpuMs() - databaseCpu;
        const name = path.split('?')[0]!;
        process.stdout.write(
          `run ${run} ${name}: ${response.status}, ${bytes} bytes, ${Math.round(performance.now() - started)} ms, ` +
            `Node CPU ${Math.round((used.user + used.system) / 1000)} ms, ` +
            `DynamoDB Local CPU ${Math.round(databaseUsed)} ms\n`,
        );
        if (profiled) {
          const { profile } = await session.post('Profiler.stop');
          writeFileSync(join(profileDir!, `${name.split('/')[1]}.cpuprofile`), JSON.stringify(profile));
        }
      }
    }
  } finally {
    session.disconnect();
    await runtime.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

await main();
