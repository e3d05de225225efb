import { intervalFromEnvironment, startRepeatingJob, type RepeatingJob } from './repeating-job';

/**
 * AWS runs the weekly digest on Monday mornings; a laptop may be off then, so
 * this machine looks every six hours. Each family's digest is claimed once per
 * week (Monday's date), so running more often sends nothing twice.
 */
export const defaultProgressDigestIntervalMs = 6 * 60 * 60 * 1000;
/** After the first page loads of a start, like the sweep. */
export const firstProgressDigestDelayMs = 60_000;

/** `PROGRESS_DIGEST_INTERVAL_MS` as milliseconds; the default when unset, an error when not a number. */
export function progressDigestIntervalFromEnvironment(value: string | undefined): number {
  return intervalFromEnvironment('PROGRESS_DIGEST_INTERVAL_MS', value, defaultProgressDigestIntervalMs);
}

/** Runs the weekly progress digest on this machine the way its EventBridge schedule runs it in AWS. */
export function startProgressDigestJob(intervalMs: number): RepeatingJob {
  return startRepeatingJob({
    name: 'progress digest',
    intervalMs,
    deadLetterQueue: 'scheduled-jobs',
    firstDelayMs: firstProgressDigestDelayMs,
    run: async () => {
      // Imported on first use, after the runtime has pointed the SDK at the local servers.
      const { handler } = await import('../jobs/progress-digest');
      return handler();
    },
  });
}
