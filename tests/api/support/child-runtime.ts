import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runtimeBundle } from '../../support/runtime-bundle';

const repositoryRoot = resolve(import.meta.dirname, '../../..');

/** Variables of a test worker that would point the child at the worker's own runtime's servers. */
const inheritedOnlyByTests = [
  'TABLE_NAME',
  'BUCKET_NAME',
  'JWT_SECRET',
  'AWS_ENDPOINT_URL_DYNAMODB',
  'AWS_ENDPOINT_URL_S3',
  'AWS_ENDPOINT_URL_SESV2',
  'PORT',
  'HOST',
];

export interface StartedRuntime {
  child: ChildProcess;
  /** e.g. http://localhost:41234/api */
  api: string;
  /** The DynamoDB Local (Java) this start runs on, from the pid file the runtime writes. */
  javaPid: number;
  /** From spawn to the runtime printing its address. */
  seconds: number;
}

/**
 * `npm start`'s runtime (functions/local/start.ts) as child processes on one
 * data folder of their own, for the files that kill it and start it again
 * (restart.test.ts, outbox-crash.test.ts). Each start is a process group of
 * its own, so one kill can end the runtime and the DynamoDB Local it spawned
 * alike. `stopAll` ends whatever of this folder's processes still runs, by
 * pid, and removes the folder: no stray Java outlives the file.
 */
export class ChildRuntimes {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'school-child-runtime-'));
  readonly pidFile = join(this.dataDir, 'dynamodb.pid');
  current: ChildProcess | undefined;
  private readonly startedPids = new Set<number>();

  async start(extraEnv: Record<string, string> = {}): Promise<StartedRuntime> {
    const startedAt = performance.now();
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of inheritedOnlyByTests) delete env[name];
    // What `npm start` runs, bundled (tests/support/runtime-bundle.ts): each start costs less CPU.
    const child = spawn(process.execPath, [await runtimeBundle()], {
      cwd: repositoryRoot,
      env: {
        ...env,
        PORT: '0',
        DATA_DIR: this.dataDir,
        SWEEP_INTERVAL_MS: '0',
        LOG_LEVEL: 'silent',
        ...extraEnv,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.current = child;
    this.startedPids.add(child.pid!);
    const url = await printedAddress(child);
    const javaPid = Number(readFileSync(this.pidFile, 'utf8'));
    if (javaPid > 0) this.startedPids.add(javaPid);
    return { child, api: `${url}/api`, javaPid, seconds: (performance.now() - startedAt) / 1000 };
  }

  async stopAll(): Promise<void> {
    if (this.current) {
      try {
        process.kill(-this.current.pid!, 'SIGTERM');
        await Promise.race([exited(this.current), new Promise((wait) => setTimeout(wait, 10_000))]);
      } catch {
        // Already gone.
      }
    }
    if (existsSync(this.pidFile)) this.startedPids.add(Number(readFileSync(this.pidFile, 'utf8')));
    for (const pid of this.startedPids) {
      if (alive(pid) && this.isOurs(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** True when `pid` is one of this folder's processes: its Java names the folder, its runtime has it as DATA_DIR. */
  private isOurs(pid: number): boolean {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(this.dataDir)) return true;
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${this.dataDir}`);
    } catch {
      return false;
    }
  }
}

/** Resolves with the address the runtime prints once it serves, or fails with what it wrote. */
function printedAddress(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`runtime not ready in 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^(http:\/\/localhost:\d+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolveUrl(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`runtime exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] !== 'Z';
  } catch {
    return false;
  }
}

export async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolveExit) => child.once('exit', resolveExit));
}
