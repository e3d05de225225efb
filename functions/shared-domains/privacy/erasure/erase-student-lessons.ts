import {
  lessonPagesBetween,
  lessonRemoval,
  lessonSeriesRemoval,
  type LessonRecord,
} from '../../../entities/lesson-entity';
import { lessonReminderRemoval } from '../../../entities/lesson-reminder-entity';
import { lockDelete, locksOf, storedLocks, type SlotLock } from '../../../entities/slot-lock-entity';
import { batchDeleteKeys } from '../../../platform/table/batch-delete-keys';
import type { EntityWrite } from '../../../platform/table/table-write';
import { maxTransactionItems, writeTransaction } from '../../../platform/table/write-transaction';
import { earliestYear, latestYear } from '../../../../shared/calendar-range';

/** Slot locks live a week past their lesson (slot-lock-entity.ts); DynamoDB's TTL may take days more to remove them. */
const lockLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const locksLive = (lesson: LessonRecord, now: Date) =>
  Date.parse(lesson.endTime) + lockLifetimeMs > now.getTime();

/**
 * A lesson's items: itself, its reminder marker and the slot locks it still
 * holds (each deleted only if this lesson holds it, so a lapsed lock since
 * taken by another lesson stays with that lesson).
 */
function lessonRemovals(lesson: LessonRecord, now: Date): EntityWrite[] {
  return [
    lessonRemoval(lesson.id),
    lessonReminderRemoval(lesson),
    ...(locksLive(lesson, now) ? locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)) : []),
  ];
}

/**
 * The locks of lessons past their lock lifetime may still be stored, waiting
 * for TTL, and their keys name the student: read by key (BatchGetItem), the
 * ones an erased lesson holds are deleted at once. Not in the transactions:
 * a lapsed lock another lesson has taken since would cancel them.
 */
async function removeLapsedLocks(lessons: readonly LessonRecord[], now: Date): Promise<void> {
  const lapsed: SlotLock[] = lessons.filter((lesson) => !locksLive(lesson, now)).flatMap(locksOf);
  if (lapsed.length === 0) return;
  const erased = new Set(lessons.map((lesson) => lesson.id));
  const found = await storedLocks(lapsed);
  await batchDeleteKeys(found.filter((lock) => erased.has(lock.lessonId)).map((lock) => lock.key));
}

/**
 * Every lesson of a student, past and future, with its notes, locks (lapsed
 * ones still stored included), reminder and series: one paged Query of the student's lesson index,
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
  const everything = lessonPagesBetween(
    { studentId },
    `${earliestYear}-01-01T00:00:00.000Z`,
    `${latestYear}-12-31T23:59:59.999Z`,
  );
  for await (const lessons of everything) {
    lessons.forEach((lesson) => teacherIds.add(lesson.teacherId));
    const series = new Set(lessons.flatMap((lesson) => lesson.recurringLessonId ?? []));
    recordIds.push(...lessons.map((lesson) => lesson.id), ...series);
    const writes = [
      ...lessons.flatMap((lesson) => lessonRemovals(lesson, now)),
      ...[...series].map(lessonSeriesRemoval),
    ];
    // Before the lessons go, so a retry after a failure still finds the lessons that held them.
    await removeLapsedLocks(lessons, now);
    await writeInChunks(writes);
  }
  return { teacherIds, recordIds };
}

/** Whole lessons per transaction would need grouping; each item here is idempotent, so plain chunks do. */
async function writeInChunks(writes: readonly EntityWrite[]) {
  for (let start = 0; start < writes.length; start += maxTransactionItems)
    await writeTransaction(writes.slice(start, start + maxTransactionItems));
}
