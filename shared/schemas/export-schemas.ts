import * as z from 'zod';
import { calendarRangeMessage, isWithinCalendarRange } from '../calendar-range';
import { idPattern } from '../ids';
import { isRealCalendarDate } from '../invoices/invoice-period';
import { calendarDatePattern } from '../lesson-time';
import { maxExportDays, maxTeacherHoursMonths, monthsBetween } from '../exports/export-ranges';

const calendarDate = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .regex(calendarDatePattern, `${name} must be a date (YYYY-MM-DD)`)
    .refine(isRealCalendarDate, `${name} must be a real date`)
    .refine(isWithinCalendarRange, calendarRangeMessage);

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Calendar dates, both included; at most a (leap) year, so one export stays one request's work. */
function checkDateRange(range: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (days > maxExportDays)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `An export covers at most ${maxExportDays} days: choose a shorter range`,
    });
}

export const invoiceExportQuerySchema = z
  .object({ from: calendarDate('from'), to: calendarDate('to') })
  .superRefine(checkDateRange);

export const lessonExportQuerySchema = z
  .object({
    from: calendarDate('from'),
    to: calendarDate('to'),
    teacherId: z.string().regex(idPattern, 'Invalid teacher ID').optional(),
  })
  .superRefine(checkDateRange);

const calendarMonth = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} is required (YYYY-MM)` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${name} must be a month (YYYY-MM)`)
    .refine(isWithinCalendarRange, calendarRangeMessage);

export const teacherHoursQuerySchema = z
  .object({ from: calendarMonth('from'), to: calendarMonth('to') })
  .superRefine((range, context) => {
    const months = monthsBetween(range.from, range.to).length;
    if (months === 0)
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (months > maxTeacherHoursMonths)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Teacher hours cover at most ${maxTeacherHoursMonths} months: choose a shorter range`,
      });
  });

/** Completed lessons by attendance; `notRecorded` for those nobody recorded attendance for. */
const attendanceCounts = z.object({
  present: z.number().int(),
  late: z.number().int(),
  absent_notified: z.number().int(),
  absent_unnotified: z.number().int(),
  notRecorded: z.number().int(),
});

export type AttendanceCounts = z.infer<typeof attendanceCounts>;

const teacherMonth = z.object({
  month: z.string(),
  /** The lessons' real minutes (each lesson's own length). */
  minutes: z.number().int(),
  lessons: z.number().int(),
  attendance: attendanceCounts,
});

export const teacherHoursSchema = z.object({
  /** Every month of the range, oldest first, as YYYY-MM. */
  months: z.array(z.string()),
  teachers: z.array(
    z.object({
      teacherId: z.string(),
      teacherName: z.string(),
      /** Only the months the teacher taught in. */
      months: z.array(teacherMonth),
      totalMinutes: z.number().int(),
      totalLessons: z.number().int(),
      totalAttendance: attendanceCounts,
    }),
  ),
  /** Per month of the range, all teachers together. */
  monthTotals: z.array(teacherMonth),
  totalMinutes: z.number().int(),
  totalLessons: z.number().int(),
});

export type TeacherHours = z.infer<typeof teacherHoursSchema>;
