import * as z from 'zod';

/** Reminders come at most this many times after the first overdue email, each at most this many days late. */
export const maxOverdueReminders = 4;
export const maxOverdueReminderDay = 90;

/**
 * When families are told about an overdue invoice: the day the sweep marks it
 * overdue (when on), then once at each of `days` days past its due date.
 */
export interface OverdueReminderSettings {
  enabled: boolean;
  days: number[];
}

export const defaultOverdueReminders: OverdueReminderSettings = { enabled: true, days: [7, 14] };

const reminderDaySchema = z
  .number({ error: 'Reminder days must be whole numbers' })
  .int('Reminder days must be whole numbers')
  .min(1, `Reminder days must be between 1 and ${maxOverdueReminderDay}`)
  .max(maxOverdueReminderDay, `Reminder days must be between 1 and ${maxOverdueReminderDay}`);

const ascending = (days: readonly number[]) =>
  days.every((day, index) => index === 0 || day > days[index - 1]!);

export const overdueRemindersSchema = z.strictObject({
  enabled: z.boolean({ error: 'Overdue emails must be on or off' }),
  days: z
    .array(reminderDaySchema, { error: 'Reminder days must be a list of numbers' })
    .max(maxOverdueReminders, `At most ${maxOverdueReminders} reminder days`)
    .refine(ascending, 'Reminder days must be in ascending order, each once'),
});

/** The reminder stage an invoice `daysOverdue` past due has reached: the latest of `days` passed, or undefined. */
export function reachedReminderDay(days: readonly number[], daysOverdue: number): number | undefined {
  return [...days].reverse().find((day) => daysOverdue >= day);
}
