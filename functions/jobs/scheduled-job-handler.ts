import { recordJobRun } from '../entities/job-run-entity';
import { errorSummary } from '../platform/error-summary';
import { logger } from '../platform/logger';
import { recordJobSucceeded, type HeartbeatJob } from '../platform/school-metrics';

/**
 * Writes the job's last run for the System health page (docs/operations.md#system-health-page). A write that
 * fails is logged and swallowed: the job's own outcome (and Lambda's retry of a failed run) must not depend on it.
 */
async function keepLastRun(job: HeartbeatJob, outcome: 'succeeded' | 'failed', error?: unknown) {
  try {
    await recordJobRun({
      job,
      lastRunAt: new Date().toISOString(),
      outcome,
      ...(error === undefined ? {} : { error: errorSummary(error) }),
    });
  } catch (writeError) {
    logger.warn('the job run could not be recorded', { job, error: String(writeError) });
  }
}

/**
 * A scheduled job's Lambda handler: runs it, logs how it went and how long it
 * took, records its last run and outcome (the System health page), and after
 * a success writes the job's heartbeat (its alarm fires when none comes on
 * time: infra/constructs/operations.ts). A failure is logged and rethrown, so
 * Lambda retries the run and then hands the event to the job's dead-letter queue.
 */
export function scheduledJobHandler<Result extends object>(
  job: HeartbeatJob,
  label: string,
  run: () => Promise<Result>,
): () => Promise<Result> {
  return async () => {
    const startedAt = Date.now();
    try {
      const result = await run();
      logger.info(`${label} finished`, { ...result, durationMs: Date.now() - startedAt });
      recordJobSucceeded(job);
      await keepLastRun(job, 'succeeded');
      return result;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      logger.error(`${label} failed`, {
        error: failure.message,
        stack: failure.stack,
        durationMs: Date.now() - startedAt,
      });
      await keepLastRun(job, 'failed', error);
      throw error;
    }
  };
}
