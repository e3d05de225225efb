import {
  BatchGetCommand,
  BatchGetRequest,
  DeleteTransaction,
  Entity,
  PutTransaction,
  executeBatchGet,
  item,
  number,
  string,
} from 'dynamodb-toolbox';
import type { LessonRecord } from './lesson-entity';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * The record that a lesson was reminded of, for the start time it had then:
 * the reminder's idempotency key. It is written only if absent, in the
 * transaction of the reminder's messages, so two reminder runs at once send
 * one reminder; a lesson moved after its reminder gets one for its new time.
 * It goes (TTL) a week after the lesson, long after any run could look at it.
 */
const retentionAfterLessonSeconds = 7 * 24 * 60 * 60;

type RemindedLesson = Pick<LessonRecord, 'id' | 'startTime'>;

const lessonReminderKey = (lesson: RemindedLesson) => ({
  PK: `LESSON_REMINDER#${lesson.id}`,
  SK: lesson.startTime,
});

export const LessonReminderEntity = new Entity({
  name: 'LessonReminder',
  table: schoolTable,
  timestamps: false,
  schema: item({
    lessonId: string().key(),
    startTime: string().key(),
    remindedAt: string(),
    /** TTL, epoch seconds. */
    expiresAt: number(),
  }),
  computeKey: ({ lessonId, startTime }) => lessonReminderKey({ id: lessonId, startTime }),
});

export function lessonReminderPut(lesson: RemindedLesson, now: Date): EntityWrite {
  return LessonReminderEntity.build(PutTransaction)
    .item({
      lessonId: lesson.id,
      startTime: lesson.startTime,
      remindedAt: now.toISOString(),
      expiresAt: Math.floor(Date.parse(lesson.startTime) / 1000) + retentionAfterLessonSeconds,
    })
    .options({ condition: { attr: 'lessonId', exists: false } });
}

/** Deletes the lesson's reminder marker for this start, if any (the lesson is deleted with it). */
export const lessonReminderRemoval = (lesson: RemindedLesson): EntityWrite =>
  LessonReminderEntity.build(DeleteTransaction).key({ lessonId: lesson.id, startTime: lesson.startTime });

const maxKeysPerRequest = 100;

/** Whether each lesson was reminded of for its start time, in the lessons' order (one BatchGetItem per 100). */
export async function remindedOf(lessons: readonly RemindedLesson[]): Promise<boolean[]> {
  const reminded: boolean[] = [];
  for (let start = 0; start < lessons.length; start += maxKeysPerRequest) {
    const requests = lessons
      .slice(start, start + maxKeysPerRequest)
      .map((lesson) =>
        LessonReminderEntity.build(BatchGetRequest).key({ lessonId: lesson.id, startTime: lesson.startTime }),
      );
    const command = schoolTable
      .build(BatchGetCommand)
      .requests(...requests)
      .options({ consistent: true, attributes: ['lessonId'] });
    const {
      Responses: [found = []],
    } = await executeBatchGet({ maxAttempts: 5 }, command);
    reminded.push(...found.map((record) => record !== undefined));
  }
  return reminded;
}
