import { addDays } from 'date-fns';
import { instantToWallTime } from '../../shared/lesson-time';
import { lessonAmountMinor } from '../../shared/invoices/money';
import { newId } from '../../shared/ids';
import type { AvailableLesson } from '../../shared/schemas/invoice-schemas';
import { batchGetItems } from '../lib/table/batch-get-items';
import {
  lessonFromItem,
  lessonInvoiceRelease,
  lessonKeys,
  lessonsStartingBetween,
  type LessonRecord,
} from '../lib/entities/lesson-entity';
import type { InvoiceLineRecord, InvoiceRecord } from '../lib/entities/invoice-entity';
import { queryAll, smallListLimit } from '../lib/table/query-items';
import type { TableWrite } from '../lib/table/table-write';

type Period = Pick<InvoiceRecord, 'startDate' | 'endDate'>;

const durationMinutes = (lesson: LessonRecord) =>
  Math.round((Date.parse(lesson.endTime) - Date.parse(lesson.startTime)) / 60_000);

/** A lesson belongs to a period by its date on its own clock (a UAE lesson at 01:00 is on the UAE date). */
export function inPeriod(lesson: LessonRecord, period: Period): boolean {
  const { date } = instantToWallTime(new Date(lesson.startTime), lesson.timezone);
  return date >= period.startDate && date <= period.endDate;
}

/** What an invoice may bill: lessons in the period that are not canceled and on no invoice. */
export function isBillable(lesson: LessonRecord, period: Period): boolean {
  return lesson.status !== 'canceled' && !lesson.invoiceId && inPeriod(lesson, period);
}

/**
 * A student's lessons around a period: one Query on the student's lesson
 * index (GSI3), widened by a day each side because the key is the UTC start
 * and a lesson's own date may differ from it.
 */
export async function studentLessonsAround(studentId: string, period: Period): Promise<LessonRecord[]> {
  const from = addDays(new Date(`${period.startDate}T00:00:00Z`), -1).toISOString();
  const to = addDays(new Date(`${period.endDate}T00:00:00Z`), 2).toISOString();
  const items = await queryAll({ ...lessonsStartingBetween({ studentId }, from, to), limit: smallListLimit });
  return items.map(lessonFromItem).filter((lesson) => inPeriod(lesson, period));
}

export function toAvailableLesson(lesson: LessonRecord): AvailableLesson {
  const { date, time } = instantToWallTime(new Date(lesson.startTime), lesson.timezone);
  return {
    _id: lesson.id,
    startTime: lesson.startTime,
    endTime: lesson.endTime,
    timezone: lesson.timezone,
    lessonDate: date,
    lessonTime: time,
    subject: lesson.subject || 'Not specified',
    teacherName: lesson.teacherName,
    duration: durationMinutes(lesson),
    status: lesson.status,
  };
}

/** The invoice line for a lesson: a snapshot, so later lesson edits never change a bill. */
export function lineFor(lesson: LessonRecord, hourlyRateMinor: number): InvoiceLineRecord {
  const available = toAvailableLesson(lesson);
  return {
    id: newId(),
    lessonId: lesson.id,
    lessonStart: lesson.startTime,
    lessonDate: available.lessonDate,
    lessonTime: available.lessonTime,
    timezone: lesson.timezone,
    subject: available.subject,
    teacherName: lesson.teacherName,
    durationMinutes: available.duration,
    rateMinor: hourlyRateMinor,
    amountMinor: lessonAmountMinor(hourlyRateMinor, available.duration),
  };
}

/**
 * Frees the lessons of removed lines so they can be invoiced again. Lessons
 * deleted since they were billed are skipped (an Update would recreate them),
 * and so are lessons no longer claimed by this invoice.
 */
export async function releaseLessons(
  lessonIds: readonly string[],
  invoiceId: string,
  now: string,
): Promise<TableWrite[]> {
  if (lessonIds.length === 0) return [];
  const lessons = (await batchGetItems(lessonIds.map(lessonKeys.primary))).map(lessonFromItem);
  return lessons
    .filter((lesson) => lesson.invoiceId === invoiceId)
    .map((lesson) => lessonInvoiceRelease(lesson.id, invoiceId, now));
}
