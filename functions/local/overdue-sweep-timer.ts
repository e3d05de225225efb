import { intervalFromEnvironment, startRepeatingJob, type RepeatingJob } from './repeating-job';

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

export type OverdueSweepTimer = RepeatingJob;

async function runDeployedHandler(): Promise<unknown> {
  // Imported on first use, after the runtime has pointed the SDK at the local servers.
  const { handler } = await import('../jobs/overdue-sweep');
  return handler();
}

/** `SWEEP_INTERVAL_MS` as a number of milliseconds; the hourly default when unset, an error when not a number. */
export function sweepIntervalFromEnvironment(value: string | undefined): number {
  return intervalFromEnvironment('SWEEP_INTERVAL_MS', value, defaultSweepIntervalMs);
}

/** Runs the overdue sweep on this machine the way the EventBridge schedule runs it in AWS. */
export function startOverdueSweepTimer(options: OverdueSweepTimerOptions): OverdueSweepTimer {
  return startRepeatingJob({
    name: 'overdue sweep',
    intervalMs: options.intervalMs,
    firstDelayMs: options.firstDelayMs ?? firstSweepDelayMs,
    run: options.sweep ?? runDeployedHandler,
    deadLetterQueue: 'scheduled-jobs',
  });
}
