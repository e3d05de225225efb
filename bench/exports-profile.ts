import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
 * load), and with `--profile` writes a CPU profile of each third run.
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
        const response = await fetch(`${api}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        });
        const bytes = (await response.arrayBuffer()).byteLength;
        const used = process.cpuUsage(cpu);
        const name = path.split('?')[0]!;
        process.stdout.write(
          `run ${run} ${name}: ${response.status}, ${bytes} bytes, ${Math.round(performance.now() - started)} ms, ` +
            `Node CPU ${Math.round((used.user + used.system) / 1000)} ms\n`,
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
