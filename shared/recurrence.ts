import { wallTimeToInstant, type LessonTimezone } from './lesson-time';

export const recurrencePatterns = ['daily', 'weekly', 'monthly'] as const;
export type RecurrencePattern = (typeof recurrencePatterns)[number];

/** At most one year of lessons per request (issue: a bounded series, refused otherwise). */
export const maxSeriesDays = 366;

export interface RecurrenceRule {
  /** First calendar day, `YYYY-MM-DD`, in the lesson's zone. */
  startDate: string;
  /** Last calendar day, inclusive. */
  endDate: string;
  /** Wall-clock start, `HH:mm`, kept in the lesson's zone across clock changes. */
  startTime: string;
  timezone: LessonTimezone;
  pattern: RecurrencePattern;
  /** 0 = Sunday … 6 = Saturday (docs/architecture.md#constants); used by the weekly pattern. */
  daysOfWeek: readonly number[];
}

const dayMs = 24 * 60 * 60 * 1000;

/** Calendar arithmetic on dates only (no clock): noon UTC never crosses a date line. */
function calendarDays(startDate: string, endDate: string): Date[] {
  const days: Date[] = [];
  const end = Date.parse(`${endDate}T12:00:00Z`);
  for (let day = Date.parse(`${startDate}T12:00:00Z`); day <= end; day += dayMs) days.push(new Date(day));
  return days;
}

export function seriesLengthDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs);
}

function occursOn(day: Date, rule: RecurrenceRule, firstDay: Date): boolean {
  if (rule.pattern === 'daily') return true;
  if (rule.pattern === 'weekly') return rule.daysOfWeek.includes(day.getUTCDay());
  // Monthly on the first lesson's day of the month; months without that day (31st, 30 Feb) are skipped.
  return day.getUTCDate() === firstDay.getUTCDate();
}

/**
 * Every occurrence's start instant. Dates are chosen on the calendar, then
 * each is placed at the wall-clock time in the lesson's own zone, so a 17:00
 * London lesson stays at 17:00 London in both GMT and BST.
 */
export function expandRecurrence(rule: RecurrenceRule): Date[] {
  const days = calendarDays(rule.startDate, rule.endDate);
  const firstDay = days[0];
  if (!firstDay) return [];
  return days
    .filter((day) => occursOn(day, rule, firstDay))
    .map((day) => wallTimeToInstant(day.toISOString().slice(0, 10), rule.startTime, rule.timezone));
}
