import { intervalFromEnvironment, startRepeatingJob, type RepeatingJob } from './repeating-job';

/** AWS runs it daily; this machine too, a first time a little after start. */
export const defaultRetentionIntervalMs = 24 * 60 * 60 * 1000;
export const firstRetentionDelayMs = 5 * 60_000;

/** `RETENTION_INTERVAL_MS` as milliseconds; the default when unset, an error when not a number. */
export function retentionIntervalFromEnvironment(value: string | undefined): number {
  return intervalFromEnvironment('RETENTION_INTERVAL_MS', value, defaultRetentionIntervalMs);
}

/** Runs the daily retention job on this machine the way its EventBridge schedule runs it in AWS. */
export function startRetentionJob(intervalMs: number): RepeatingJob {
  return startRepeatingJob({
    name: 'retention',
    intervalMs,
    deadLetterQueue: 'scheduled-jobs',
    firstDelayMs: firstRetentionDelayMs,
    run: async () => {
      // Imported on first use, after the runtime has pointed the SDK at the local servers.
      const { handler } = await import('../jobs/retention');
      return handler();
    },
  });
}
