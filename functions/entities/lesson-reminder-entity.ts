import type { LessonRecord } from './lesson-entity';
import { putIfAbsent, type ItemPut } from '../platform/table/table-write';

/**
 * The record that a lesson was reminded of, for the start time it had then:
 * the reminder's idempotency key. It is written only if absent, in the
 * transaction of the reminder's messages, so two reminder runs at once send
 * one reminder; a lesson moved after its reminder gets one for its new time.
 * It goes (TTL) a week after the lesson, long after any run could look at it.
 */
const retentionAfterLessonSeconds = 7 * 24 * 60 * 60;

export const lessonReminderKey = (lesson: Pick<LessonRecord, 'id' | 'startTime'>) => ({
  PK: `LESSON_REMINDER#${lesson.id}`,
  SK: lesson.startTime,
});

export function lessonReminderPut(lesson: Pick<LessonRecord, 'id' | 'startTime'>, now: Date): ItemPut {
  return putIfAbsent({
    ...lessonReminderKey(lesson),
    entity: 'LessonReminder',
    lessonId: lesson.id,
    startTime: lesson.startTime,
    remindedAt: now.toISOString(),
    expiresAt: Math.floor(Date.parse(lesson.startTime) / 1000) + retentionAfterLessonSeconds,
  });
}
