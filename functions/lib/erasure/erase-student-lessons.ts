import {
  lessonFromItem,
  lessonKeys,
  lessonsStartingBetween,
  type LessonRecord,
} from '../entities/lesson-entity';
import { lessonReminderKey } from '../entities/lesson-reminder-entity';
import { lockDelete, locksOf } from '../entities/slot-lock-entity';
import { queryPages } from '../table/query-items';
import { remove, type TableWrite } from '../table/table-write';
import { maxTransactionItems, writeTransaction } from '../table/write-transaction';
import { earliestYear, latestYear } from '../../../shared/calendar-range';

/** Slot locks live a week past their lesson (slot-lock-entity.ts); older ones are gone or going by TTL. */
const lockLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A lesson's items: itself, its reminder marker and the slot locks it still
 * holds (each deleted only if this lesson holds it, so a lapsed lock since
 * taken by another lesson stays with that lesson).
 */
function lessonRemovals(lesson: LessonRecord, now: Date): TableWrite[] {
  const locksLive = Date.parse(lesson.endTime) + lockLifetimeMs > now.getTime();
  return [
    remove(lessonKeys.primary(lesson.id)),
    remove(lessonReminderKey(lesson)),
    ...(locksLive ? locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)) : []),
  ];
}

/**
 * Every lesson of a student, past and future, with its notes, locks,
 * reminder and series: one paged Query of the student's lesson index,
 * deleted in transactions of up to 100 items. Invoices keep their lines
 * (copied when billed; a line's lesson id then points at nothing, which
 * invoice code already allows for lessons deleted since they were billed).
 * Returns the teachers the lessons had, whose lists named the student, and
 * the lessons' and series' ids, whose audit entries held their notes.
 */
export async function eraseStudentLessons(
  studentId: string,
  now = new Date(),
): Promise<{ teacherIds: Set<string>; recordIds: string[] }> {
  const teacherIds = new Set<string>();
  const recordIds: string[] = [];
  const everything = lessonsStartingBetween(
    { studentId },
    `${earliestYear}-01-01T00:00:00.000Z`,
    `${latestYear}-12-31T23:59:59.999Z`,
  );
  for await (const page of queryPages(everything)) {
    const lessons = page.map(lessonFromItem);
    lessons.forEach((lesson) => teacherIds.add(lesson.teacherId));
    const series = new Set(lessons.flatMap((lesson) => lesson.recurringLessonId ?? []));
    recordIds.push(...lessons.map((lesson) => lesson.id), ...series);
    const writes = [
      ...lessons.flatMap((lesson) => lessonRemovals(lesson, now)),
      ...[...series].map((seriesId) => remove(lessonKeys.series(seriesId))),
    ];
    await writeInChunks(writes);
  }
  return { teacherIds, recordIds };
}

/** Whole lessons per transaction would need grouping; each item here is idempotent, so plain chunks do. */
async function writeInChunks(writes: readonly TableWrite[]) {
  for (let start = 0; start < writes.length; start += maxTransactionItems)
    await writeTransaction(writes.slice(start, start + maxTransactionItems));
}
