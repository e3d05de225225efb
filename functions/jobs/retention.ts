import { applyRetention, type RetentionResult } from '../shared-domains/privacy/retention/apply-retention';
import { logger } from '../platform/logger';

/**
 * The daily EventBridge Scheduler job (and the local runtime's repeating
 * job): deletes activity, notifications, audit entries and invoices older
 * than the school's retention settings. Each step is idempotent; a failure is
 * rethrown, so Lambda retries the run and then hands the event to the jobs'
 * dead-letter queue (infra/constructs/retention-schedule.ts).
 */
export const handler = async (): Promise<RetentionResult> => {
  const startedAt = Date.now();
  try {
    const result = await applyRetention();
    logger.info('retention run finished', { ...result, durationMs: Date.now() - startedAt });
    return result;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    logger.error('retention run failed', {
      error: failure.message,
      stack: failure.stack,
      durationMs: Date.now() - startedAt,
    });
    throw error;
  }
};
