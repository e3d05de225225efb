import type { ChildProcess } from 'node:child_process';

export interface SupervisedProcess {
  /** What the log calls it. */
  name: string;
  /** The process, already started and answering. */
  first: ChildProcess;
  /** Starts a new one the same way (same port, same files), at once. */
  spawn: () => ChildProcess;
  /** Resolves once the new one answers; rejects when it exits or does not answer in time. */
  untilAnswering: (child: ChildProcess) => Promise<void>;
  /** Runs after each restart, once the new process answers (an in-memory database comes back empty). */
  afterRestart?: () => Promise<void>;
  /** Ends a process for good (on stop, or when a restart did not come up). */
  stopChild: (child: ChildProcess) => Promise<void>;
  log?: (message: string) => void;
}

/** The first restart waits this long; each quick failure after it doubles the wait, up to `maxDelayMs`. */
const firstDelayMs = 500;
const maxDelayMs = 30_000;
/** A process that ran this long was healthy: its exit starts the backoff afresh. */
const healthyAfterMs = 30_000;

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Keeps a child process running: when it exits without being asked to (a
 * crash, the OOM killer, a stray `kill`), it is started again after a short
 * backoff that grows while restarts keep failing, so a process that cannot
 * start does not spin. Each step is logged.
 */
export function supervise(supervised: SupervisedProcess): { stop(): Promise<void> } {
  const log = supervised.log ?? ((message: string) => console.error(message));
  let current = supervised.first;
  let startedAt = Date.now();
  let failures = 0;
  let stopping = false;
  let cancelWait: (() => void) | undefined;
  let restarting: Promise<void> | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      cancelWait = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function restart(reason: string): Promise<void> {
    while (!stopping) {
      failures = Date.now() - startedAt >= healthyAfterMs ? 0 : failures + 1;
      const delayMs = Math.min(firstDelayMs * 2 ** failures, maxDelayMs);
      log(`${supervised.name} stopped (${reason}); starting it again in ${(delayMs / 1000).toFixed(1)} s`);
      await wait(delayMs);
      if (stopping) return;
      startedAt = Date.now();
      current = supervised.spawn();
      try {
        await supervised.untilAnswering(current);
      } catch (error) {
        await supervised.stopChild(current);
        reason = `the restart failed: ${(error as Error).message.slice(0, 500)}`;
        continue;
      }
      if (stopping) return;
      try {
        await supervised.afterRestart?.();
      } catch (error) {
        log(`${supervised.name} is back, but preparing it failed: ${(error as Error).message}`);
      }
      log(`${supervised.name} is back (pid ${current.pid})`);
      watch(current);
      return;
    }
  }

  function watch(child: ChildProcess): void {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (stopping) return;
      restarting = restart(signal ?? `exit code ${code}`);
    };
    if (isRunning(child)) child.once('exit', onExit);
    else onExit(child.exitCode, child.signalCode);
  }

  watch(current);
  return {
    async stop() {
      stopping = true;
      cancelWait?.();
      await supervised.stopChild(current);
      await restarting;
    },
  };
}
