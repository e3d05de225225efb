import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/dynamo-client';
import { lessonFromItem, lessonKeys, type LessonRecord } from '../lib/entities/lesson-entity';
import { notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';

export async function loadLesson(lessonId: string): Promise<LessonRecord> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: lessonKeys.primary(lessonId), ConsistentRead: true }),
  );
  if (!answer.Item) throw notFound('Lesson not found');
  return lessonFromItem(answer.Item);
}
