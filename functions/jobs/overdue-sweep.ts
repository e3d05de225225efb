import { markOverdueInvoices, type SweepResult } from '../invoices/mark-overdue';
import { logger } from '../lib/logger';

/**
 * The daily EventBridge Scheduler job (and the local runtime's timer): marks
 * every sent invoice past its due date as overdue. The schedule's input is
 * ignored: a retried run hours later must judge "past due" by the time it
 * runs, and the sweep is idempotent, so a duplicate delivery does no harm.
 * A failure is rethrown, so Lambda retries the run and then hands the event
 * to the dead-letter queue (infra/constructs/overdue-sweep-schedule.ts).
 */
export const handler = async (): Promise<SweepResult> => {
  const startedAt = Date.now();
  try {
    const result = await markOverdueInvoices();
    logger.info('overdue sweep finished', { ...result, durationMs: Date.now() - startedAt });
    return result;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    logger.error('overdue sweep failed', {
      error: failure.message,
      stack: failure.stack,
      durationMs: Date.now() - startedAt,
    });
    throw error;
  }
};
