import { sendLessonReminders, type ReminderRun } from '../lessons/send-lesson-reminders';
import { logger } from '../platform/logger';

/**
 * The hourly EventBridge schedule's job (and the local runtime's timer): the
 * day-before lesson reminders. The schedule's input is ignored: a retried run
 * judges "within a day" by the time it runs, and each reminder is written
 * once (its reminder record), so a duplicate or a retry sends nothing twice.
 * A failure is rethrown, so Lambda retries the run and then hands the event
 * to the dead-letter queue (infra/constructs/lesson-reminder-schedule.ts).
 */
export const handler = async (): Promise<ReminderRun> => {
  const startedAt = Date.now();
  try {
    const result = await sendLessonReminders();
    logger.info('lesson reminders finished', { ...result, durationMs: Date.now() - startedAt });
    return result;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    logger.error('lesson reminders failed', {
      error: failure.message,
      stack: failure.stack,
      durationMs: Date.now() - startedAt,
    });
    throw error;
  }
};
