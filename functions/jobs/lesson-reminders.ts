import { sendLessonReminders, type ReminderRun } from '../lessons/send-lesson-reminders';
import { scheduledJobHandler } from './scheduled-job-handler';

/**
 * The hourly EventBridge schedule's job (and the local runtime's timer): the
 * day-before lesson reminders. The schedule's input is ignored: a retried run
 * judges "within a day" by the time it runs, and each reminder is written
 * once (its reminder record), so a duplicate or a retry sends nothing twice.
 * A failure is rethrown, so Lambda retries the run and then hands the event
 * to the dead-letter queue (infra/constructs/lesson-reminder-schedule.ts).
 */
export const handler = scheduledJobHandler<ReminderRun>(
  'lesson-reminders',
  'lesson reminders',
  sendLessonReminders,
);
