import { sendProgressDigests } from '../progress/weekly-progress-digest';
import { logger } from '../platform/logger';

export interface ProgressDigestResult {
  /** Families given this week's digest. */
  digestsSent: number;
}

/**
 * The weekly EventBridge Scheduler job (and the local runtime's repeating
 * job): each family with progress changes in the last seven days gets one
 * digest. Each family's digest is written once per week, so a retry or a
 * duplicate delivery sends nothing more. A failure is rethrown, so Lambda
 * retries the run and then hands the event to the jobs' dead-letter queue
 * (infra/constructs/progress-digest-schedule.ts).
 */
export const handler = async (): Promise<ProgressDigestResult> => {
  const startedAt = Date.now();
  try {
    const result = { digestsSent: await sendProgressDigests() };
    logger.info('progress digest finished', { ...result, durationMs: Date.now() - startedAt });
    return result;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    logger.error('progress digest failed', {
      error: failure.message,
      stack: failure.stack,
      durationMs: Date.now() - startedAt,
    });
    throw error;
  }
};
