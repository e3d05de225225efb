import { intervalFromEnvironment, startRepeatingJob, type RepeatingJob } from './repeating-job';

/** Hourly, as the EventBridge rule runs the reminders in AWS. */
export const defaultReminderIntervalMs = 60 * 60 * 1000;
/** The first run waits a little, so it does not compete with the first page loads after a start. */
const firstReminderDelayMs = 10_000;

async function runDeployedHandler(): Promise<unknown> {
  // Imported on first use, after the runtime has pointed the SDK at the local servers.
  const { handler } = await import('../jobs/lesson-reminders');
  return handler();
}

/** `REMINDER_INTERVAL_MS` as a number of milliseconds; hourly when unset, 0 turns the reminders' timer off. */
export function reminderIntervalFromEnvironment(value: string | undefined): number {
  return intervalFromEnvironment('REMINDER_INTERVAL_MS', value, defaultReminderIntervalMs);
}

/** Runs the day-before lesson reminders on this machine the way the hourly schedule runs them in AWS. */
export function startLessonReminderTimer(intervalMs: number): RepeatingJob {
  return startRepeatingJob({
    name: 'lesson reminders',
    intervalMs,
    firstDelayMs: firstReminderDelayMs,
    run: runDeployedHandler,
    deadLetterQueue: 'lesson-reminders',
  });
}
