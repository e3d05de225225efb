import { TZDate } from '@date-fns/tz';
import type { z } from 'zod';
import {
  ianaZones,
  instantToWallTime,
  wallTimeToInstant,
  type LessonTimezone,
} from '../../../../../shared/lesson-time';
import type { LessonStatus } from '../../../../../shared/lesson-statuses';
import { maxSeriesDays, seriesLengthDays, type RecurrencePattern } from '../../../../../shared/recurrence';
import { lessonCreateSchema, type Lesson } from '../../../../../shared/schemas/lesson-schemas';
import type { LessonCreateBody, LessonUpdateBody, RecurringLessonBody } from '../lesson-request-bodies';
import { lessonMessages } from '../lesson-messages';
import {
  defaultLessonMinutes,
  lessonLengthLabel,
  offeredLessonMinutes,
} from '../../../../../shared/lessons/lesson-length';

/**
 * The Book/Edit lesson form's values. The date and time are
 * typed as the wall clock of the chosen zone: 17:00 UK stays 17:00 in London
 * in summer and in winter.
 */
export interface LessonFormValues {
  student: string;
  teacher: string;
  /** One of the student's subjects (an id), '' for none: required when the student has any. */
  subject: string;
  /** `YYYY-MM-DDTHH:mm`, as a datetime-local input gives it. */
  start: string;
  /** Minutes, as the Length select gives them ('60'). */
  durationMinutes: string;
  timezone: LessonTimezone;
  status: LessonStatus;
  meetingLink: string;
  notes: string;
  isRecurring: boolean;
  recurrencePattern: RecurrencePattern;
  /** '0' (Sunday) to '6', as checkbox values. */
  daysOfWeek: string[];
  /** `YYYY-MM-DD`. */
  endDate: string;
  /** A make-up lesson: the student's credit it uses, '' for an ordinary booking (one lesson, never a series). */
  makeUpCreditId: string;
}

/** `book`: an admin booking; `edit`: an admin editing the whole form; `limited`: a teacher (status, notes, link). */
export type LessonFormMode = 'book' | 'edit' | 'limited';

export type LessonFormErrors = Partial<Record<keyof LessonFormValues, string>>;

export const dayOptions = [
  { value: '0', label: 'Sun', name: 'Sunday' },
  { value: '1', label: 'Mon', name: 'Monday' },
  { value: '2', label: 'Tue', name: 'Tuesday' },
  { value: '3', label: 'Wed', name: 'Wednesday' },
  { value: '4', label: 'Thu', name: 'Thursday' },
  { value: '5', label: 'Fri', name: 'Friday' },
  { value: '6', label: 'Sat', name: 'Saturday' },
] as const;

const startPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The date and time parts of a datetime-local value, or null when it is incomplete. */
export function splitStart(start: string): { date: string; time: string } | null {
  const match = startPattern.exec(start);
  return match ? { date: match[1]!, time: match[2]! } : null;
}

/** The instant a typed start means in its zone. */
export function startInstant(values: Pick<LessonFormValues, 'start' | 'timezone'>): Date | null {
  const parts = splitStart(values.start);
  return parts ? wallTimeToInstant(parts.date, parts.time, values.timezone) : null;
}

export function emptyLessonForm(defaults: Partial<LessonFormValues> = {}): LessonFormValues {
  return {
    student: '',
    teacher: '',
    subject: '',
    start: '',
    durationMinutes: String(defaultLessonMinutes),
    timezone: 'UAE',
    status: 'pending',
    meetingLink: '',
    notes: '',
    isRecurring: false,
    recurrencePattern: 'weekly',
    daysOfWeek: [],
    endDate: '',
    makeUpCreditId: '',
    ...defaults,
  };
}

export function lessonFormFromLesson(lesson: Lesson): LessonFormValues {
  const wall = instantToWallTime(new Date(lesson.startTime), lesson.timezone);
  return emptyLessonForm({
    student: lesson.student._id,
    teacher: lesson.teacher._id,
    subject: lesson.subject,
    start: `${wall.date}T${wall.time}`,
    durationMinutes: String(lesson.durationMinutes),
    timezone: lesson.timezone,
    status: lesson.status,
    meetingLink: lesson.meetingLink,
    notes: lesson.notes,
  });
}

/** The weekday of a `YYYY-MM-DD` date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new TZDate(`${date}T12:00:00Z`, 'UTC').getDay();
}

function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The form's rules, checked in the browser so a mistake is shown before
 * anything is sent; the API checks the same again.
 */
export function validateLessonForm(values: LessonFormValues, mode: LessonFormMode): LessonFormErrors {
  const errors: LessonFormErrors = {};
  if (mode !== 'limited') {
    if (!values.student) errors.student = lessonMessages.requiredFields;
    if (!values.teacher) errors.teacher = lessonMessages.requiredFields;
    const parts = splitStart(values.start);
    if (!parts) errors.start = lessonMessages.requiredFields;
    else if (Number(parts.time.slice(3)) % 15 !== 0) errors.start = lessonMessages.quarterHour;

    if (mode === 'book' && values.isRecurring) {
      if (!values.endDate) errors.endDate = lessonMessages.endDateRequired;
      else if (parts) {
        const days = seriesLengthDays(parts.date, values.endDate);
        if (days < 0) errors.endDate = lessonMessages.endBeforeStart;
        else if (days > maxSeriesDays) errors.endDate = lessonMessages.seriesTooLong;
      }
      if (values.recurrencePattern === 'weekly' && values.daysOfWeek.length === 0)
        errors.daysOfWeek = lessonMessages.dayRequired;
    }
  }
  const link = firstIssue(lessonCreateSchema.shape.meetingLink, values.meetingLink);
  if (link) errors.meetingLink = link;
  const notes = firstIssue(lessonCreateSchema.shape.notes, values.notes);
  if (notes) errors.notes = notes;
  return errors;
}

const text = (values: LessonFormValues) => ({
  status: values.status,
  notes: values.notes.trim(),
  meetingLink: values.meetingLink.trim(),
});

/**
 * `startTime` as an instant with the zone's own offset (`…T17:00:00.000+01:00`
 * for a summer UK lesson, `+04:00` for the UAE): the wall time typed, in its zone.
 */
function startTimeOf(values: LessonFormValues): string {
  const instant = startInstant(values);
  if (!instant) throw new Error('The lesson has no start time');
  return new TZDate(instant.getTime(), ianaZones[values.timezone]).toISOString();
}

export function lessonCreateBody(values: LessonFormValues): LessonCreateBody {
  return {
    student: values.student,
    teacher: values.teacher,
    startTime: startTimeOf(values),
    durationMinutes: Number(values.durationMinutes),
    timezone: values.timezone,
    subject: values.subject,
    ...text(values),
    ...(values.makeUpCreditId ? { makeUpCreditId: values.makeUpCreditId } : {}),
  };
}

export function recurringLessonBody(values: LessonFormValues): RecurringLessonBody {
  const parts = splitStart(values.start);
  if (!parts) throw new Error('The series has no start');
  return {
    student: values.student,
    teacher: values.teacher,
    startDate: parts.date,
    endDate: values.endDate,
    startTime: parts.time,
    durationMinutes: Number(values.durationMinutes),
    timezone: values.timezone,
    subject: values.subject,
    recurrencePattern: values.recurrencePattern,
    daysOfWeek:
      values.recurrencePattern === 'weekly' ? values.daysOfWeek.map(Number).sort((a, b) => a - b) : [],
    ...text(values),
  };
}

/**
 * Admins send the whole form, the fields of a booking; teachers only status,
 * notes and meeting link (all the API lets them change).
 */
export function lessonUpdateBody(values: LessonFormValues, mode: LessonFormMode): LessonUpdateBody {
  if (mode === 'limited') return text(values);
  // A credit is spent by a booking only: an edit never names one.
  const { makeUpCreditId: _booking, ...body } = lessonCreateBody(values);
  return body;
}

/** The Length select's choices: the usual lengths, and a lesson's own when the API booked another. */
export function lengthOptions(current: string): { value: string; label: string }[] {
  const minutes = new Set<number>(offeredLessonMinutes);
  if (Number(current) > 0) minutes.add(Number(current));
  return [...minutes]
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: lessonLengthLabel(value) }));
}
