import { instantToWallTime } from '../../../shared/lesson-time';
import { lessonAmountMinor } from '../../../shared/invoices/money';
import { newId } from '../../../shared/ids';
import type { InvoiceRecord, LessonLineRecord } from '../../entities/invoice-entity';
import type { LessonRecord } from '../../entities/lesson-entity';
import { billsAttendance, type Attendance } from '../../../shared/lessons/lesson-attendance';
import { billsCancellation } from '../../../shared/lessons/lesson-cancellation';
import { lineAmountMinor, lineMarks } from './cancellation-lines';
import { lessonRate, type RateSource } from '../../../shared/invoices/lesson-rates';
import type { Currency } from '../../../shared/invoices/money';
import type { StoredInvoiceSettings } from '../../entities/invoice-settings-entity';

/**
 * How a lesson becomes an invoice line, shared by the invoices domain (which
 * bills lessons) and the lessons domain (whose changes a draft follows).
 */
type Period = Pick<InvoiceRecord, 'startDate' | 'endDate'>;

export const lessonDurationMinutes = (lesson: Pick<LessonRecord, 'startTime' | 'endTime'>) =>
  Math.round((Date.parse(lesson.endTime) - Date.parse(lesson.startTime)) / 60_000);

/** The subject a line shows for a lesson booked without one. */
export const unspecifiedSubject = 'Not specified';

/** A lesson belongs to a period by its date on its own clock (a UAE lesson at 01:00 is on the UAE date). */
export function inPeriod(lesson: LessonRecord, period: Period): boolean {
  const { date } = instantToWallTime(new Date(lesson.startTime), lesson.timezone);
  return date >= period.startDate && date <= period.endDate;
}

/**
 * What an invoice may bill: lessons in the period that are not canceled (a
 * charged late cancellation is, docs/lesson-policy.md#billing), on
 * no invoice, and whose attendance (when recorded) the school's policy bills
 * (`billableAttendance`, docs/lesson-policy.md#attendance).
 */
export function isBillable(
  lesson: LessonRecord,
  period: Period,
  billableAttendance: readonly Attendance[],
): boolean {
  return (
    (lesson.status !== 'canceled' || billsCancellation(lesson)) &&
    !lesson.invoiceId &&
    billsAttendance(lesson.attendance, billableAttendance) &&
    inPeriod(lesson, period)
  );
}

/** The invoice line for a lesson: a snapshot, so once the invoice is sent later lesson edits never change a bill. */
export function lineFor(
  lesson: LessonRecord,
  hourlyRateMinor: number,
  lineId = newId(),
  rateSource?: RateSource,
): LessonLineRecord {
  const { date, time } = instantToWallTime(new Date(lesson.startTime), lesson.timezone);
  const durationMinutes = lessonDurationMinutes(lesson);
  const marks = lineMarks(lesson);
  return {
    id: lineId,
    lessonId: lesson.id,
    lessonStart: lesson.startTime,
    lessonDate: date,
    lessonTime: time,
    timezone: lesson.timezone,
    subject: lesson.subjectName || unspecifiedSubject,
    teacherName: lesson.teacherName,
    durationMinutes,
    rateMinor: hourlyRateMinor,
    // Rates are per hour: a 45-minute lesson costs three quarters of the rate, rounded half up (money.ts).
    amountMinor: lineAmountMinor(marks, lessonAmountMinor(hourlyRateMinor, durationMinutes)),
    ...(lesson.attendance ? { attendance: lesson.attendance } : {}),
    ...marks,
    ...(rateSource ? { rateSource } : {}),
  };
}

/**
 * A lesson's line at the school's most specific rate for it (the student's,
 * the teacher's, the subject's or the default: docs/invoice-lines.md#rates),
 * saying which. A lesson booked with free text for a subject has no subject id.
 */
export function ratedLineFor(
  lesson: LessonRecord,
  currency: Currency,
  settings: Pick<StoredInvoiceSettings, 'defaultRatesMinor' | 'rates'>,
): LessonLineRecord {
  const { rateMinor, rateSource } = lessonRate(
    {
      studentId: lesson.studentId,
      teacherId: lesson.teacherId,
      ...(lesson.subjectName ? { subjectId: lesson.subject } : {}),
    },
    currency,
    settings.defaultRatesMinor[currency],
    settings.rates,
  );
  return lineFor(lesson, rateMinor, newId(), rateSource);
}
