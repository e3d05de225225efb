import * as z from 'zod';
import { calendarRangeMessage, isWithinCalendarRange } from '../calendar-range';
import { idPattern } from '../ids';
import { isRealCalendarDate } from '../invoices/invoice-period';
import { calendarDatePattern, wallTimePattern } from '../lesson-time';
import { lessonStatusSchema, lessonTimezoneSchema } from './value-schemas';
import { maxSeriesDays, recurrencePatterns, seriesLengthDays } from '../recurrence';
import { pageQuerySchema } from './pagination-schemas';
import { attendanceSchema } from './lesson-policy-schemas';
import { defaultLessonMinutes, isLessonLength, lessonLengthMessage } from '../lessons/lesson-length';
import { plainText } from './plain-text-schema';
import { cancelers } from '../lessons/lesson-cancellation';

const requiredFields = 'Please fill in all required fields';

/** A lesson's length in minutes: any 15 to 240 in steps of 5 (the form offers the usual few). */
const durationMinutesSchema = z
  .number({ error: lessonLengthMessage })
  .refine(isLessonLength, lessonLengthMessage);

const requiredId = z
  .string({ error: requiredFields })
  .min(1, requiredFields)
  .regex(idPattern, 'Invalid ID format');

/** A URL; only web links, so a `javascript:` link can never reach a family's screen. */
const meetingLinkSchema = z
  .string()
  .trim()
  .max(500, 'Meeting link must be at most 500 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'Meeting link must be a valid URL starting with http:// or https://',
  })
  .refine((value) => value === '' || URL.canParse(value), { message: 'Meeting link must be a valid URL' });

const notesSchema = plainText(z.string().trim().max(2000, 'Notes must be at most 2000 characters'), 'Notes', {
  multiline: true,
});
/** One of the student's allocated subjects, by id ('' for none; the server checks the allocation). */
const subjectSchema = z
  .string({ error: 'Subject must be a subject id' })
  .trim()
  .refine((value) => value === '' || idPattern.test(value), "Please choose one of the student's subjects");

/** An instant with its offset, as the web app sends it (UAE +04:00; UK in London time, summer included). */
const instantSchema = z.iso
  .datetime({ offset: true, error: requiredFields })
  .refine(isWithinCalendarRange, calendarRangeMessage);

export const lessonCreateSchema = z.object({
  student: requiredId,
  teacher: requiredId,
  startTime: instantSchema,
  /** Accepted for compatibility; the end is always the start plus the lesson's length. */
  endTime: z.unknown().optional(),
  durationMinutes: durationMinutesSchema.default(defaultLessonMinutes),
  timezone: lessonTimezoneSchema.default('UAE'),
  status: lessonStatusSchema.default('pending'),
  subject: subjectSchema.optional(),
  notes: notesSchema.optional(),
  meetingLink: meetingLinkSchema.optional(),
  /** Book a make-up lesson with one of the student's make-up credits (used once; the lesson is not billed). */
  makeUpCreditId: z.string().regex(idPattern, 'Invalid make-up credit ID').optional(),
});

export const recurringLessonCreateSchema = z
  .object({
    student: requiredId,
    teacher: requiredId,
    startDate: z
      .string({ error: requiredFields })
      .regex(calendarDatePattern, 'Start date must be YYYY-MM-DD')
      .refine(isRealCalendarDate, 'Start date must be a real date')
      .refine(isWithinCalendarRange, calendarRangeMessage),
    endDate: z
      .string({ error: 'Please select an end date for recurring lessons' })
      .min(1, 'Please select an end date for recurring lessons')
      .regex(calendarDatePattern, 'End date must be YYYY-MM-DD')
      .refine(isRealCalendarDate, 'End date must be a real date')
      .refine(isWithinCalendarRange, calendarRangeMessage),
    startTime: z.string({ error: requiredFields }).regex(wallTimePattern, 'Start time must be HH:mm'),
    endTime: z.unknown().optional(),
    durationMinutes: durationMinutesSchema.default(defaultLessonMinutes),
    timezone: lessonTimezoneSchema.default('UAE'),
    recurrencePattern: z
      .enum(recurrencePatterns, { error: 'Recurrence must be daily, weekly or monthly' })
      .default('weekly'),
    daysOfWeek: z
      .array(z.number().int().min(0).max(6), { error: 'Days of the week are numbers from 0 (Sunday) to 6' })
      .max(7)
      .default([]),
    status: lessonStatusSchema.default('pending'),
    subject: subjectSchema.optional(),
    notes: notesSchema.optional(),
    meetingLink: meetingLinkSchema.optional(),
  })
  .superRefine((rule, context) => {
    if (rule.recurrencePattern === 'weekly' && rule.daysOfWeek.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['daysOfWeek'],
        message: 'Please select at least one day of the week for weekly recurring lessons',
      });
    }
    const days = seriesLengthDays(rule.startDate, rule.endDate);
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be after start date' });
    if (days > maxSeriesDays) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'A recurring booking can cover at most one year: please choose an earlier end date',
      });
    }
  });

/** Admins send the whole form; teachers only status, notes and meeting link (enforced by role on the server). */
export const lessonUpdateSchema = z.object({
  student: requiredId.optional(),
  teacher: requiredId.optional(),
  startTime: instantSchema.optional(),
  endTime: z.unknown().optional(),
  /** Absent keeps the lesson's length. */
  durationMinutes: durationMinutesSchema.optional(),
  timezone: lessonTimezoneSchema.optional(),
  status: lessonStatusSchema.optional(),
  subject: subjectSchema.optional(),
  notes: notesSchema.optional(),
  meetingLink: meetingLinkSchema.optional(),
});

export const lessonListQuerySchema = pageQuerySchema.extend({
  status: lessonStatusSchema.optional(),
  timezone: lessonTimezoneSchema.optional(),
  from: z.iso
    .datetime({ offset: true, error: 'from must be an ISO date-time' })
    .refine(isWithinCalendarRange, calendarRangeMessage)
    .optional(),
  to: z.iso
    .datetime({ offset: true, error: 'to must be an ISO date-time' })
    .refine(isWithinCalendarRange, calendarRangeMessage)
    .optional(),
  teacherId: z.string().regex(idPattern, 'Invalid ID format').optional(),
  studentId: z.string().regex(idPattern, 'Invalid ID format').optional(),
});

export const lessonIdParamsSchema = z.object({ id: z.string().regex(idPattern, 'Invalid lesson ID') });
export const seriesParamsSchema = z.object({
  recurringLessonId: z.string().regex(idPattern, 'Invalid series ID'),
});
export const seriesFromSchema = z.object({
  fromLessonId: z
    .string({ error: 'Choose the lesson the change starts from' })
    .regex(idPattern, 'Invalid lesson ID'),
});

export const lessonSchema = z.object({
  _id: z.string(),
  student: z.object({ _id: z.string(), name: z.string() }),
  teacher: z.object({ _id: z.string(), name: z.string(), email: z.string().optional() }),
  /** The subject's id ('' for a lesson booked without one). */
  subject: z.string(),
  /** The subject's name when the lesson was booked ('' for none; screens show 'Not specified'). */
  subjectName: z.string(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  timezone: lessonTimezoneSchema,
  /** Minutes from start to end (60 for a lesson booked before lengths existed). */
  durationMinutes: z.number().int(),
  status: lessonStatusSchema,
  /** Who came, once recorded (docs/lesson-policy.md#attendance). */
  attendance: attendanceSchema.optional(),
  notes: z.string(),
  meetingLink: z.string(),
  isRecurring: z.boolean(),
  recurringLessonId: z.string().optional(),
  /** When the lesson's report was written (docs/lesson-reports.md); absent until then. */
  reportedAt: z.iso.datetime().optional(),
  /** A canceled lesson: who canceled it (absent on lessons canceled before this was kept). */
  canceledBy: z.enum(cancelers).optional(),
  /** A family's cancellation: whether it came with less notice than the policy asks. */
  lateCancellation: z.boolean().optional(),
  /** A late cancellation's charge, in percent of the lesson (absent when free). */
  lateChargePercent: z.number().int().optional(),
  /** When staff waived a late cancellation's charge. */
  chargeWaivedAt: z.iso.datetime().optional(),
  /** A make-up lesson: the credit it was booked with (docs/lesson-policy.md#make-up-credits). */
  makeUpCreditId: z.string().optional(),
});

export type Lesson = z.infer<typeof lessonSchema>;

export const lessonAttendanceSchema = z.object({
  attendance: attendanceSchema,
});
