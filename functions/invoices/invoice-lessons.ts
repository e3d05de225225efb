import { addDays } from 'date-fns/addDays';
import { instantToWallTime } from '../../shared/lesson-time';
import type { AvailableLesson } from '../../shared/schemas/invoice-schemas';
import {
  findLessons,
  lessonInvoiceRelease,
  lessonsBetween,
  type LessonRecord,
} from '../entities/lesson-entity';
import type { InvoiceRecord } from '../entities/invoice-entity';
import { inPeriod, lessonDurationMinutes, unspecifiedSubject } from '../shared-domains/billing/invoice-lines';
import { smallListLimit } from '../platform/table/entity-query';
import type { EntityWrite } from '../platform/table/table-write';

type Period = Pick<InvoiceRecord, 'startDate' | 'endDate'>;

/**
 * A student's lessons around a period: one Query on the student's lesson
 * index (GSI3), widened by a day each side because the key is the UTC start
 * and a lesson's own date may differ from it.
 */
export async function studentLessonsAround(studentId: string, period: Period): Promise<LessonRecord[]> {
  const from = addDays(new Date(`${period.startDate}T00:00:00Z`), -1).toISOString();
  const to = addDays(new Date(`${period.endDate}T00:00:00Z`), 2).toISOString();
  const lessons = await lessonsBetween({ studentId }, from, to, smallListLimit);
  return lessons.filter((lesson) => inPeriod(lesson, period));
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
    subject: lesson.subjectName || unspecifiedSubject,
    teacherName: lesson.teacherName,
    duration: lessonDurationMinutes(lesson),
    status: lesson.status,
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
): Promise<EntityWrite[]> {
  if (lessonIds.length === 0) return [];
  const lessons = await findLessons(lessonIds);
  return lessons
    .filter((lesson) => lesson.invoiceId === invoiceId)
    .map((lesson) => lessonInvoiceRelease(lesson.id, invoiceId, now));
}
