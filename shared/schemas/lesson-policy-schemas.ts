import * as z from 'zod';
import { attendanceValues, defaultBillableAttendance } from '../lessons/lesson-attendance';
import { lessonTimezoneSchema } from './value-schemas';

/** The attendance values, each with the message every attendance field gives. */
export const attendanceSchema = z.enum(attendanceValues, {
  error: `Attendance must be one of ${attendanceValues.join(', ')}`,
});

export const lateCancellationCharges = ['none', 'percent', 'full'] as const;

export const maxNoticeHours = 168;
export const maxMakeUpExpiryDays = 365;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/**
 * What a late cancellation costs: nothing, a percentage of the lesson, or the
 * whole lesson. `percent` is asked for only with 'percent' (and dropped otherwise).
 */
const lateCancellationSchema = z
  .object({
    charge: z.enum(lateCancellationCharges, {
      error: "Late cancellation charge must be 'none', 'percent' or 'full'",
    }),
    percent: wholeNumber('Late cancellation percentage', 1, 100).optional(),
  })
  .superRefine((rule, context) => {
    if (rule.charge === 'percent' && rule.percent === undefined)
      context.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'Please give the percentage a late cancellation costs',
      });
  })
  .transform((rule) =>
    rule.charge === 'percent' ? { charge: rule.charge, percent: rule.percent } : { charge: rule.charge },
  );

/** The school's lesson policy (docs/lesson-policy.md#the-policy): what PUT takes and GET answers, whole. */
export const lessonPolicySchema = z.object({
  noticeHours: wholeNumber('Notice period', 0, maxNoticeHours),
  lateCancellation: lateCancellationSchema,
  billableAttendance: z
    .array(attendanceSchema, { error: 'Billable attendance must be a list' })
    .max(attendanceValues.length)
    .refine((values) => new Set(values).size === values.length, 'Billable attendance lists each value once'),
  makeUpExpiryDays: wholeNumber('Make-up expiry', 1, maxMakeUpExpiryDays),
  /** The time zone the booking form starts in (one of the lesson time zones). */
  defaultTimezone: lessonTimezoneSchema,
});

export type LessonPolicy = z.output<typeof lessonPolicySchema>;

/** The policy of a school that never saved one. */
export const defaultLessonPolicy: LessonPolicy = {
  noticeHours: 24,
  lateCancellation: { charge: 'full' },
  billableAttendance: [...defaultBillableAttendance],
  makeUpExpiryDays: 60,
  defaultTimezone: 'UAE',
};
