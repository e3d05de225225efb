import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteTable } from '../../shared/routes/route-table';
import { batchGetItems } from '../lib/batch-get';
import { dynamo } from '../lib/dynamo-client';
import { lessonFromItem, lessonItem, lessonKeys, type LessonRecord } from '../lib/entities/lesson-entity';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { isTransactionCancelled } from '../lib/transaction-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { loadLesson } from './load-lesson';
import { lockDelete, locksOf } from './slot-locks';

/** 1 lesson + 8 lock releases per occurrence. */
const lessonsPerTransaction = 11;

/** The series' lessons from the chosen one on, skipping completed ones (they happened). */
async function followingLessons(seriesId: string, fromLessonId: string): Promise<LessonRecord[]> {
  const series = (
    await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: lessonKeys.series(seriesId), ConsistentRead: true }),
    )
  ).Item;
  if (!series) throw notFound('Recurring series not found');
  const from = await loadLesson(fromLessonId);
  if (from.recurringLessonId !== seriesId) throw badRequest('That lesson is not part of this series');
  const lessons = (
    await batchGetItems((series.lessonIds as string[]).map((id) => lessonKeys.primary(id)))
  ).map(lessonFromItem);
  return lessons
    .filter((lesson) => lesson.startTime >= from.startTime && lesson.status !== 'completed')
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

async function applyInChunks(
  lessons: LessonRecord[],
  writesFor: (lesson: LessonRecord) => object[],
): Promise<void> {
  for (let start = 0; start < lessons.length; start += lessonsPerTransaction) {
    const chunk = lessons.slice(start, start + lessonsPerTransaction);
    // Each step is idempotent, so a retry after a partial failure finishes the job.
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: chunk.flatMap(writesFor) as never }));
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
    {
      Put: {
        TableName: tableName(),
        Item: lessonItem({ ...lesson, status: 'canceled', updatedAt: now }),
        ConditionExpression: 'updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': lesson.updatedAt },
      },
    },
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
    { Delete: { TableName: tableName(), Key: lessonKeys.primary(lesson.id) } },
    ...locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
  ]);
  return {
    data: { recurringLessonId: params.recurringLessonId, lessonIds: lessons.map((lesson) => lesson.id) },
    message: `${lessons.length} lesson${lessons.length === 1 ? '' : 's'} deleted`,
  };
};
