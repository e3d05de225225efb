import { logger } from '../lib/logger';

/** The local stand-in for the daily EventBridge schedule runs more often: a laptop is not on at 06:00. */
export const defaultSweepIntervalMs = 60 * 60 * 1000;
/** The first run waits a little, so it does not compete with the first page loads after a start. */
export const firstSweepDelayMs = 5_000;

export interface OverdueSweepTimerOptions {
  /** Time between runs; 0 turns the timer off. */
  intervalMs: number;
  /** Time before the first run; `firstSweepDelayMs` unless given (or the interval, when that is shorter). */
  firstDelayMs?: number;
  /** The job to run; the deployed Lambda handler unless given (tests pass their own). */
  sweep?: () => Promise<unknown>;
}

export interface OverdueSweepTimer {
  /** Cancels the next run and waits for a running one, so the data stores can stop safely after it. */
  stop(): Promise<void>;
}

async function runDeployedHandler(): Promise<unknown> {
  // Imported on first use, after the runtime has pointed the SDK at the local servers.
  const { handler } = await import('../jobs/overdue-sweep');
  return handler();
}

/** `SWEEP_INTERVAL_MS` as a number of milliseconds; the hourly default when unset, an error when not a number. */
export function sweepIntervalFromEnvironment(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultSweepIntervalMs;
  const intervalMs = Number(value);
  if (!Number.isSafeInteger(intervalMs) || intervalMs < 0)
    throw new Error(
      `SWEEP_INTERVAL_MS must be a whole number of milliseconds (0 turns it off), not "${value}"`,
    );
  return intervalMs;
}

/**
 * Runs the overdue sweep on this machine the way the EventBridge schedule
 * runs it in AWS: shortly after start, then every `intervalMs`. A failed run
 * is logged and the next one still comes; runs never overlap; the timer does
 * not keep the process alive on its own.
 */
export function startOverdueSweepTimer(options: OverdueSweepTimerOptions): OverdueSweepTimer {
  const { intervalMs, sweep = runDeployedHandler } = options;
  if (intervalMs <= 0) return { stop: async () => {} };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = Promise.resolve()
        .then(sweep)
        .then(
          () => undefined,
          (error: unknown) => {
            logger.error('local overdue sweep failed; the timer keeps running', {
              error: error instanceof Error ? error.message : String(error),
              nextRunInMs: intervalMs,
            });
          },
        )
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(Math.min(options.firstDelayMs ?? firstSweepDelayMs, intervalMs));

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
