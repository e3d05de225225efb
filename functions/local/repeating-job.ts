import { recordLocalDeadLetter, type LocalDeadLetterQueue } from '../platform/local-stand-ins';
import { logger } from '../platform/logger';

export interface RepeatingJobOptions {
  /** What the logs call it ('overdue sweep', 'TTL expiry'). */
  name: string;
  /** Time between runs; 0 turns the job off. */
  intervalMs: number;
  /** Time before the first run (capped at the interval). */
  firstDelayMs: number;
  run: () => Promise<unknown>;
  /** Where AWS would put a run that failed for good: a failed run counts there (System health page). */
  deadLetterQueue?: LocalDeadLetterQueue;
}

export interface RepeatingJob {
  /** Cancels the next run and waits for a running one, so the data stores can stop safely after it. */
  stop(): Promise<void>;
}

/**
 * What AWS runs on a schedule, run on this machine: shortly after start, then
 * every `intervalMs`. A failed run is logged and the next one still comes;
 * runs never overlap; the timer does not keep the process alive on its own.
 */
export function startRepeatingJob(options: RepeatingJobOptions): RepeatingJob {
  const { name, intervalMs, run } = options;
  if (intervalMs <= 0) return { stop: async () => {} };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = Promise.resolve()
        .then(run)
        .then(
          () => undefined,
          (error: unknown) => {
            if (options.deadLetterQueue) recordLocalDeadLetter(options.deadLetterQueue);
            logger.error(`local ${name} failed; the timer keeps running`, {
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
  schedule(Math.min(options.firstDelayMs, intervalMs));

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** A job's interval from an environment variable: `fallbackMs` when unset, an error when not a whole number of ms. */
export function intervalFromEnvironment(name: string, value: string | undefined, fallbackMs: number): number {
  if (value === undefined || value.trim() === '') return fallbackMs;
  const intervalMs = Number(value);
  if (!Number.isSafeInteger(intervalMs) || intervalMs < 0)
    throw new Error(`${name} must be a whole number of milliseconds (0 turns it off), not "${value}"`);
  return intervalMs;
}
