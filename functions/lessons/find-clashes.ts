import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { lessonMinutes } from '../../shared/lesson-time';
import { dynamo } from '../lib/dynamo-client';
import { lessonFromItem, lessonKeys, type LessonRecord } from '../lib/entities/lesson-entity';
import { tableName } from '../lib/runtime-config';

async function lessonsBetween(
  indexName: 'GSI2' | 'GSI3',
  partition: string,
  from: string,
  to: string,
): Promise<LessonRecord[]> {
  const lessons: LessonRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: indexName,
        KeyConditionExpression: `${indexName}PK = :pk AND ${indexName}SK BETWEEN :from AND :to`,
        ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': `${to}~` },
        ExclusiveStartKey: startKey,
      }),
    );
    lessons.push(...(page.Items ?? []).map(lessonFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return lessons;
}

/**
 * For a friendly refusal before anything is written: the existing lessons of
 * the teacher or the student that overlap any of the proposed starts (two
 * Queries over the series' span). The slot locks still decide races.
 */
export async function findClashes(
  teacherId: string,
  studentId: string,
  starts: readonly Date[],
  ignoreLessonIds: ReadonlySet<string> = new Set(),
): Promise<{ start: Date; existing: LessonRecord }[]> {
  if (starts.length === 0) return [];
  const hour = lessonMinutes * 60_000;
  const from = new Date(Math.min(...starts.map((start) => start.getTime())) - hour).toISOString();
  const to = new Date(Math.max(...starts.map((start) => start.getTime())) + hour).toISOString();
  const existing = [
    ...(await lessonsBetween('GSI2', lessonKeys.teacher(teacherId), from, to)),
    ...(await lessonsBetween('GSI3', lessonKeys.student(studentId), from, to)),
  ].filter((lesson) => lesson.status !== 'canceled' && !ignoreLessonIds.has(lesson.id));
  return starts.flatMap((start) => {
    const clash = existing.find((lesson) => Math.abs(Date.parse(lesson.startTime) - start.getTime()) < hour);
    return clash ? [{ start, existing: clash }] : [];
  });
}
