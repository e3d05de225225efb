import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { environmentVariableNames } from '../functions/platform/runtime-config';
import type { RuntimeMessage, RuntimeRequest } from './bench-runtime';
import type { MeterReading } from './dynamo-metering';

export interface RuntimeProcess {
  url: string;
  api: string;
  dynamoEndpoint: string;
  pid: number;
  /** Commands and capacity since the last call. */
  take(): Promise<MeterReading>;
  /** Commands and capacity since the runtime started. */
  total(): Promise<MeterReading>;
  /** Resident memory of the runtime's Node process, in bytes (VmRSS), and its peak (VmHWM). */
  memory(): { rss: number; peak: number };
  /**
   * Waits until the runtime and DynamoDB Local are idle again (work left
   * over from a load run, e.g. password hashes still queued after their
   * requests timed out, would slow the next measurement), at most 60 s.
   */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./bench-runtime.ts', import.meta.url));

/** CPU seconds a process and its children have used so far (user + system, from /proc). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of stat (11–14 after the command).
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/** The process and its children (DynamoDB Local's JVM is a child of the runtime). */
function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return [pid, ...children.flatMap((child) => processTree(Number(child)))];
  } catch {
    return [pid];
  }
}

async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  const used = () => processTree(pid).reduce((sum, each) => sum + cpuSeconds(each), 0);
  let before = used();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = used();
    // Under a tenth of a core over half a second: idle (timers, the JVM's housekeeping).
    if (now - before < 0.05) return;
    before = now;
  }
}

export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

/** Starts bench-runtime.ts in a child Node process and waits until it serves. */
export async function startRuntimeProcess(webRoot: string): Promise<RuntimeProcess> {
  const child: ChildProcess = fork(entry, [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_EXEC_ARGV?.split(' ') ?? [])],
    env: {
      ...process.env,
      BENCH_WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // Each request pays the account check (one GetItem) instead of reusing it for up to 5 s: the
      // metered single request is then the same cold, worst case the budgets count, whatever ran before.
      [environmentVariableNames.accountCacheMs]: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: ((message: RuntimeMessage) => void)[] = [];
  child.on('message', (message: RuntimeMessage) => waiting.shift()?.(message));
  const next = () => new Promise<RuntimeMessage>((resolve) => waiting.push(resolve));
  const ask = async (request: RuntimeRequest) => {
    const answer = next();
    child.send(request);
    return answer;
  };
  const ready = await Promise.race([
    next(),
    new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`runtime exited (${code})`))),
    ),
  ]);
  if (ready.type !== 'ready') throw new Error(`unexpected message ${ready.type}`);
  const reading = async (type: 'take' | 'total') => {
    const answer = await ask({ type });
    if (answer.type !== 'reading') throw new Error(`unexpected message ${answer.type}`);
    return answer.reading;
  };
  return {
    url: ready.url,
    api: `${ready.url}/api`,
    dynamoEndpoint: ready.dynamoEndpoint,
    pid: child.pid!,
    take: () => reading('take'),
    total: () => reading('total'),
    memory: () => residentMemory(child.pid!),
    settle: () => waitUntilIdle(child.pid!),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' } satisfies RuntimeRequest);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
