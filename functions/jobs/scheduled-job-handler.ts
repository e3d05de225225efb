import { logger } from '../platform/logger';
import { recordJobSucceeded, type HeartbeatJob } from '../platform/school-metrics';

/**
 * A scheduled job's Lambda handler: runs it, logs how it went and how long it
 * took, and after a success writes the job's heartbeat (its alarm fires when
 * none comes on time: infra/constructs/operations.ts). A failure is logged and
 * rethrown, so Lambda retries the run and then hands the event to the job's
 * dead-letter queue.
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
      return result;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      logger.error(`${label} failed`, {
        error: failure.message,
        stack: failure.stack,
        durationMs: Date.now() - startedAt,
      });
      throw error;
    }
  };
}
