import { describe, expect, it } from 'vitest';
import {
  defaultOverdueReminders,
  maxOverdueReminderDay,
  maxOverdueReminders,
  overdueRemindersSchema,
  reachedReminderDay,
} from './overdue-reminders';

/** The one message zod gives for `value`, or undefined when it is accepted. */
function refusal(value: unknown): string | undefined {
  const result = overdueRemindersSchema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join(' / ');
}

describe('the overdue reminder schedule', () => {
  it('reminds a family on the day the sweep marks an invoice overdue, then 7 and 14 days past due', () => {
    expect(defaultOverdueReminders).toEqual({ enabled: true, days: [7, 14] });
    expect(maxOverdueReminders).toBe(4);
    expect(maxOverdueReminderDay).toBe(90);
  });

  it('reaches a reminder day on that day itself and keeps it until the next one', () => {
    const days = [7, 14];
    expect(reachedReminderDay(days, 0)).toBeUndefined();
    expect(reachedReminderDay(days, 6)).toBeUndefined();
    expect(reachedReminderDay(days, 7)).toBe(7);
    expect(reachedReminderDay(days, 13)).toBe(7);
    expect(reachedReminderDay(days, 14)).toBe(14);
    expect(reachedReminderDay(days, 200)).toBe(14);
    expect(reachedReminderDay([], 30)).toBeUndefined();
  });

  it('leaves the settings’ own list as it was', () => {
    const days = [3, 10, 30];
    expect(reachedReminderDay(days, 12)).toBe(10);
    expect(days).toEqual([3, 10, 30]);
  });

  it('accepts up to four ascending whole days from 1 to 90, or none', () => {
    expect(refusal({ enabled: true, days: [1, 30, 60, 90] })).toBeUndefined();
    expect(refusal({ enabled: false, days: [] })).toBeUndefined();
    expect(refusal({ enabled: true, days: [7] })).toBeUndefined();
  });

  it.each([
    ['a day before the first', { enabled: true, days: [0] }, 'Reminder days must be between 1 and 90'],
    ['a day after the 90th', { enabled: true, days: [91] }, 'Reminder days must be between 1 and 90'],
    ['half a day', { enabled: true, days: [7.5] }, 'Reminder days must be whole numbers'],
    ['a day written as text', { enabled: true, days: ['7'] }, 'Reminder days must be whole numbers'],
    ['five days', { enabled: true, days: [1, 2, 3, 4, 5] }, 'At most 4 reminder days'],
    ['a day twice', { enabled: true, days: [7, 7] }, 'Reminder days must be in ascending order, each once'],
    [
      'days out of order',
      { enabled: true, days: [14, 7] },
      'Reminder days must be in ascending order, each once',
    ],
    ['no list', { enabled: true, days: 7 }, 'Reminder days must be a list of numbers'],
    ['no on or off', { enabled: 'yes', days: [7] }, 'Overdue emails must be on or off'],
  ])('refuses %s with its own message', (_, value, message) => {
    expect(refusal(value)).toBe(message);
  });

  it('refuses settings it does not know', () => {
    expect(refusal({ enabled: true, days: [7], hour: 9 })).toBe('Unrecognized key: "hour"');
  });
});
