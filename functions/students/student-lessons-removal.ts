import {
  deleteLessonSeries,
  findSeriesLessonIds,
  lessonRemoval,
  studentLessons,
  type LessonRecord,
} from '../entities/lesson-entity';
import { lessonReminderRemoval } from '../entities/lesson-reminder-entity';
import { lockDelete, locksOf } from '../entities/slot-lock-entity';
import type { EntityWrite } from '../platform/table/table-write';
import { maxTransactionItems, writeTransaction } from '../platform/table/write-transaction';

/** A lesson with what hangs on it: its slot locks (only those it holds) and its reminder marker. */
function lessonWithItsItemsRemoval(lesson: LessonRecord): EntityWrite[] {
  return [
    lessonRemoval(lesson.id),
    ...locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
    lessonReminderRemoval(lesson),
  ];
}

/**
 * Deletes every lesson of a deleted student, past and future: each with its
 * slot locks (freed for other bookings at once) in transactions of whole
 * lessons, then the series they came from when every lesson of it was this
 * student's. An invoice that billed a lesson keeps its own copy of the line
 * (date, subject, teacher, length, price), so the lesson is not kept for it;
 * releasing a line of such an invoice later skips the missing lesson
 * (invoices/invoice-lessons.ts). No messages: nobody is told of the lessons of
 * a student the school deleted. Idempotent: a retry finds what is left. A
 * student's lessons are a bounded list (weekly lessons for years are a few
 * hundred: a few dozen transactions), so this runs in the request.
 */
export async function removeStudentLessons(studentId: string): Promise<number> {
  const lessons = await studentLessons(studentId);
  for (const chunk of chunkWhole(lessons.map(lessonWithItsItemsRemoval))) await writeTransaction(chunk);
  await removeOwnSeries(lessons);
  return lessons.length;
}

/** A series item whose lessons were all the student's goes too; one shared with another student's stays. */
async function removeOwnSeries(lessons: readonly LessonRecord[]): Promise<void> {
  const own = new Set(lessons.map((lesson) => lesson.id));
  for (const seriesId of new Set(lessons.flatMap((lesson) => lesson.recurringLessonId ?? []))) {
    const ids = await findSeriesLessonIds(seriesId);
    if (ids?.every((id) => own.has(id))) await deleteLessonSeries(seriesId);
  }
}

/** Groups of writes that keep each lesson's writes together, at most a transaction's worth each. */
function chunkWhole(groups: readonly EntityWrite[][]): EntityWrite[][] {
  const chunks: EntityWrite[][] = [];
  let current: EntityWrite[] = [];
  for (const group of groups) {
    if (current.length + group.length > maxTransactionItems) {
      chunks.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length) chunks.push(current);
  return chunks;
}
