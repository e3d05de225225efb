import { writeTransaction } from '../lib/table/write-transaction';
import type { RouteTable } from '../../shared/routes/route-table';
import { batchGetItems } from '../lib/table/batch-get-items';
import {
  findSeriesLessonIds,
  lessonFromItem,
  lessonKeys,
  lessonReplace,
  loadLesson,
  type LessonRecord,
} from '../lib/entities/lesson-entity';
import { lockDelete, locksOf } from '../lib/entities/slot-lock-entity';
import { remove, type TableWrite } from '../lib/table/table-write';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { isTransactionCancelled } from '../lib/table/transaction-errors';
import type { RouteService } from '../lib/route-service';

/** 1 lesson + 8 lock releases per occurrence. */
const lessonsPerTransaction = 11;

/** The series' lessons from the chosen one on, skipping completed ones (they happened). */
async function followingLessons(seriesId: string, fromLessonId: string): Promise<LessonRecord[]> {
  const lessonIds = await findSeriesLessonIds(seriesId);
  if (!lessonIds) throw notFound('Recurring series not found');
  const from = await loadLesson(fromLessonId);
  if (from.recurringLessonId !== seriesId) throw badRequest('That lesson is not part of this series');
  const lessons = (await batchGetItems(lessonIds.map((id) => lessonKeys.primary(id)))).map(lessonFromItem);
  return lessons
    .filter((lesson) => lesson.startTime >= from.startTime && lesson.status !== 'completed')
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

async function applyInChunks(
  lessons: LessonRecord[],
  writesFor: (lesson: LessonRecord) => TableWrite[],
): Promise<void> {
  for (let start = 0; start < lessons.length; start += lessonsPerTransaction) {
    const chunk = lessons.slice(start, start + lessonsPerTransaction);
    // Each step is idempotent, so a retry after a partial failure finishes the job.
    try {
      await writeTransaction(chunk.flatMap(writesFor));
    } catch (error) {
      if (isTransactionCancelled(error)) {
        throw conflict('Some of these lessons were changed meanwhile. Please reload and try again.');
      }
      throw error;
    }
  }
}

export const cancelSeries: RouteService<RouteTable['lessons.cancelSeries']> = async ({ params, body }) => {
  const lessons = (await followingLessons(params.recurringLessonId, body.fromLessonId)).filter(
    (lesson) => lesson.status !== 'canceled',
  );
  const now = new Date().toISOString();
  await applyInChunks(lessons, (lesson) => [
    lessonReplace({ ...lesson, status: 'canceled', updatedAt: now }, lesson),
    ...locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
  ]);
  return {
    data: { recurringLessonId: params.recurringLessonId, lessonIds: lessons.map((lesson) => lesson.id) },
    message: `${lessons.length} lesson${lessons.length === 1 ? '' : 's'} canceled`,
  };
};

export const deleteSeries: RouteService<RouteTable['lessons.deleteSeries']> = async ({ params, body }) => {
  const lessons = await followingLessons(params.recurringLessonId, body.fromLessonId);
  await applyInChunks(lessons, (lesson) => [
    remove(lessonKeys.primary(lesson.id)),
    ...locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
  ]);
  return {
    data: { recurringLessonId: params.recurringLessonId, lessonIds: lessons.map((lesson) => lesson.id) },
    message: `${lessons.length} lesson${lessons.length === 1 ? '' : 's'} deleted`,
  };
};
