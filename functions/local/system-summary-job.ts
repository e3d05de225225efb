import { intervalFromEnvironment, startRepeatingJob, type RepeatingJob } from './repeating-job';

/**
 * AWS sends the weekly system summary on Monday mornings; a laptop may be off
 * then, so this machine looks every six hours. Each super_admin's summary is
 * claimed once per week (Monday's date), so looking more often sends nothing twice.
 */
export const defaultSystemSummaryIntervalMs = 6 * 60 * 60 * 1000;
/** After the first page loads of a start, like the digest. */
export const firstSystemSummaryDelayMs = 90_000;

/** `SYSTEM_SUMMARY_INTERVAL_MS` as milliseconds; the default when unset, an error when not a number. */
export function systemSummaryIntervalFromEnvironment(value: string | undefined): number {
  return intervalFromEnvironment('SYSTEM_SUMMARY_INTERVAL_MS', value, defaultSystemSummaryIntervalMs);
}

/** Runs the weekly system summary on this machine the way its EventBridge schedule runs it in AWS. */
export function startSystemSummaryJob(intervalMs: number): RepeatingJob {
  return startRepeatingJob({
    name: 'system summary',
    intervalMs,
    deadLetterQueue: 'scheduled-jobs',
    firstDelayMs: firstSystemSummaryDelayMs,
    run: async () => {
      // Imported on first use, after the runtime has pointed the SDK at the local servers.
      const { handler } = await import('../jobs/system-summary');
      return handler();
    },
  });
}
