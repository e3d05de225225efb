import * as z from 'zod';
import { calendarRangeMessage, isWithinCalendarRange } from '../calendar-range';
import { idPattern } from '../ids';
import { lessonSchema } from './lesson-schemas';
import { lessonStatusSchema, lessonTimezoneSchema } from './value-schemas';

/** The most lessons a day of the summary carries: more than a month cell of the calendar can show. */
export const maxLessonsPerDay = 20;
export const defaultLessonsPerDay = 8;

/** An IANA time zone the runtime knows (`Europe/London`), which the summary's days are counted in. */
export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO date-time` })
    .refine(isWithinCalendarRange, calendarRangeMessage);

/** Case-insensitive "contains" over the name the lesson was booked with; blank means no filter. */
const nameSearch = z.string().trim().max(100, 'A name search is at most 100 characters').optional();

/**
 * The month view's question: the lessons of a window (the caller's own, as
 * for the lesson list), counted per day on the viewer's clock, with each
 * day's first few lessons, filtered on the server (statuses, time zones,
 * ids, and student and teacher names).
 */
export const lessonCalendarSummaryQuerySchema = z.object({
  from: instant('from'),
  to: instant('to'),
  status: lessonStatusSchema.optional(),
  timezone: lessonTimezoneSchema.optional(),
  teacherId: z.string().regex(idPattern, 'Invalid ID format').optional(),
  studentId: z.string().regex(idPattern, 'Invalid ID format').optional(),
  studentName: nameSearch,
  teacherName: nameSearch,
  /** The viewer's clock, which decides the day a lesson falls on. */
  timeZone: z
    .string()
    .max(64, 'Unknown time zone')
    .refine(isKnownTimeZone, 'Unknown time zone')
    .default('UTC'),
  perDay: z.coerce
    .number({ error: 'perDay must be a number' })
    .int('perDay must be a whole number')
    .min(1, 'perDay must be at least 1')
    .max(maxLessonsPerDay, `perDay must be at most ${maxLessonsPerDay}`)
    .default(defaultLessonsPerDay),
});

export const lessonCalendarDaySchema = z.object({
  /** YYYY-MM-DD on the viewer's clock. */
  date: z.string(),
  /** Every lesson of the day that matches. */
  total: z.number(),
  /** The day's earliest matching lessons, at most `perDay`. */
  lessons: z.array(lessonSchema),
});

export const lessonCalendarSummarySchema = z.object({
  /** Days with at least one matching lesson, in order. */
  days: z.array(lessonCalendarDaySchema),
  /** Every teacher of the matching lessons (the calendar's colour legend), by name. */
  teachers: z.array(z.object({ _id: z.string(), name: z.string() })),
  total: z.number(),
});

export type LessonCalendarSummary = z.infer<typeof lessonCalendarSummarySchema>;
export type LessonCalendarDay = z.infer<typeof lessonCalendarDaySchema>;
