import { slotMinutes, lessonMinutes } from '../../shared/lesson-time';
import { itemAbsent, type TableWrite } from '../platform/table/table-write';
import type { LessonRecord } from './lesson-entity';

/**
 * Double booking is prevented by lock items: one per 15-minute slot a lesson
 * occupies, for its teacher and for its student, each written with
 * attribute_not_exists in the same transaction as the lesson. Two lessons
 * overlap exactly when they share a slot (both start on a quarter hour), so
 * of two racing requests for one slot only one transaction can commit.
 * Canceled lessons hold no locks. Locks expire a week after the lesson.
 */
type Party = 'TEACHER' | 'STUDENT';

export interface SlotLock {
  key: { PK: string; SK: string };
  party: Party;
  slot: string;
}

const slotsPerLesson = lessonMinutes / slotMinutes;
const lockLifetimeSeconds = 7 * 24 * 60 * 60;

export const slotLockKeys = {
  teacher: (teacherId: string, slot: string) => ({ PK: `SLOT#TEACHER#${teacherId}#${slot}`, SK: 'SLOT' }),
  student: (studentId: string, slot: string) => ({ PK: `SLOT#STUDENT#${studentId}#${slot}`, SK: 'SLOT' }),
};

export function locksOf(
  lesson: Pick<LessonRecord, 'startTime' | 'teacherId' | 'studentId' | 'status'>,
): SlotLock[] {
  if (lesson.status === 'canceled') return [];
  const start = Date.parse(lesson.startTime);
  const slots = Array.from({ length: slotsPerLesson }, (_, index) =>
    new Date(start + index * slotMinutes * 60_000).toISOString(),
  );
  return slots.flatMap((slot) => [
    { key: slotLockKeys.teacher(lesson.teacherId, slot), party: 'TEACHER' as const, slot },
    { key: slotLockKeys.student(lesson.studentId, slot), party: 'STUDENT' as const, slot },
  ]);
}

export function lockPut(lock: SlotLock, lesson: Pick<LessonRecord, 'id' | 'endTime'>) {
  return {
    Put: {
      Item: {
        ...lock.key,
        entity: 'SlotLock',
        lessonId: lesson.id,
        expiresAt: Math.floor(Date.parse(lesson.endTime) / 1000) + lockLifetimeSeconds,
      },
      ConditionExpression: itemAbsent,
      // The holder's id comes back with the cancellation, so the refusal can name the clashing lesson.
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  } satisfies TableWrite;
}

/** Releases only a lock this lesson holds (or one TTL already removed). */
export function lockDelete(lock: SlotLock, lessonId: string): TableWrite {
  return {
    Delete: {
      Key: lock.key,
      ConditionExpression: `${itemAbsent} OR lessonId = :lesson`,
      ExpressionAttributeValues: { ':lesson': lessonId },
    },
  };
}

/** The lesson a lock's item (as a cancelled transaction returns it) says holds the slot. */
export function lockHolderOf(returnedItem: Record<string, { S?: string }> | undefined): string | undefined {
  return returnedItem?.lessonId?.S;
}

const keyOf = (lock: SlotLock) => lock.key.PK;

/** Moving a lesson: release what it no longer needs, take what it newly needs, keep the rest. */
export function lockChanges(before: SlotLock[], after: SlotLock[]) {
  const kept = new Set(before.map(keyOf).filter((key) => after.some((lock) => keyOf(lock) === key)));
  return {
    released: before.filter((lock) => !kept.has(keyOf(lock))),
    taken: after.filter((lock) => !kept.has(keyOf(lock))),
  };
}
