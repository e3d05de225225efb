import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteTable } from '../../shared/routes/route-table';
import { dynamo } from '../lib/dynamo-client';
import { lessonKeys } from '../lib/entities/lesson-entity';
import { conflict } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { conditionFailedAt } from '../lib/transaction-errors';
import { loadLesson } from './load-lesson';
import { lockDelete, locksOf } from './slot-locks';

/** The lesson and its slot locks go together; a lesson changed meanwhile is not deleted blind. */
export const deleteLesson: RouteService<RouteTable['lessons.delete']> = async ({ params }) => {
  const lesson = await loadLesson(params.id);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: lessonKeys.primary(lesson.id),
              ConditionExpression: 'updatedAt = :seen',
              ExpressionAttributeValues: { ':seen': lesson.updatedAt },
            },
          },
          ...locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0))
      throw conflict('This lesson was changed meanwhile. Please reload and try again.');
    throw error;
  }
  return { data: { _id: lesson.id }, message: 'Lesson deleted successfully!' };
};
