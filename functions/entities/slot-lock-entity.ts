import { Entity, item, number, string, PutTransaction, DeleteTransaction } from 'dynamodb-toolbox';
import { slotMinutes } from '../../shared/lesson-time';
import { batchGetItems } from '../platform/table/batch-get-items';
import { formattedItemOf, storedItemOf } from '../platform/table/entity-items';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';
import type { LessonRecord } from './lesson-entity';

/**
 * Double booking is prevented by lock items: one per 15-minute slot a lesson
 * occupies, for its teacher and for its student, each written only if absent
 * in the same transaction as the lesson. Two lessons overlap exactly when
 * they share a slot (both start on a quarter hour), so of two racing
 * requests for one slot only one transaction can commit. Canceled lessons
 * hold no locks. Locks expire a week after the lesson.
 */
type Party = 'TEACHER' | 'STUDENT';

export interface SlotLock {
  key: { PK: string; SK: string };
  party: Party;
  slot: string;
}

/** Every slot the lesson touches: a 50-minute lesson holds four, as one starting 45 minutes in would overlap it. */
const slotsOf = (lesson: Pick<LessonRecord, 'startTime' | 'endTime'>) =>
  Math.ceil((Date.parse(lesson.endTime) - Date.parse(lesson.startTime)) / (slotMinutes * 60_000));
const lockLifetimeSeconds = 7 * 24 * 60 * 60;

const slotLockKeys = {
  teacher: (teacherId: string, slot: string) => ({ PK: `SLOT#TEACHER#${teacherId}#${slot}`, SK: 'SLOT' }),
  student: (studentId: string, slot: string) => ({ PK: `SLOT#STUDENT#${studentId}#${slot}`, SK: 'SLOT' }),
};

/** A lock item is its key (party, owner and slot in one string), the lesson holding it and its expiry. */
export const SlotLockEntity = new Entity({
  name: 'SlotLock',
  table: schoolTable,
  timestamps: false,
  schema: item({
    lockKey: string().key().savedAs('PK'),
    sortKey: string().key().savedAs('SK').const('SLOT').hidden(),
    lessonId: string(),
    /** Epoch seconds, the table's TTL attribute. */
    expiresAt: number(),
  }),
});

export function locksOf(
  lesson: Pick<LessonRecord, 'startTime' | 'endTime' | 'teacherId' | 'studentId' | 'status'>,
): SlotLock[] {
  if (lesson.status === 'canceled') return [];
  const start = Date.parse(lesson.startTime);
  const slots = Array.from({ length: slotsOf(lesson) }, (_, index) =>
    new Date(start + index * slotMinutes * 60_000).toISOString(),
  );
  return slots.flatMap((slot) => [
    { key: slotLockKeys.teacher(lesson.teacherId, slot), party: 'TEACHER' as const, slot },
    { key: slotLockKeys.student(lesson.studentId, slot), party: 'STUDENT' as const, slot },
  ]);
}

const lockAttributes = (lock: SlotLock, lesson: Pick<LessonRecord, 'id' | 'endTime'>) => ({
  lockKey: lock.key.PK,
  lessonId: lesson.id,
  expiresAt: Math.floor(Date.parse(lesson.endTime) / 1000) + lockLifetimeSeconds,
});

/** Takes the slot for this lesson, or cancels the transaction when a lock already holds it. */
export function lockPut(lock: SlotLock, lesson: Pick<LessonRecord, 'id' | 'endTime'>): EntityWrite {
  return SlotLockEntity.build(PutTransaction)
    .item(lockAttributes(lock, lesson))
    .options({
      condition: { attr: 'lockKey', exists: false },
      // The holder's id comes back with the cancellation, so the refusal can name the clashing lesson.
      returnValuesOnConditionFalse: 'ALL_OLD',
    });
}

/** The lock item as stored, for writers that load a table without transactions (the bench). */
export const lockItem = (lock: SlotLock, lesson: Pick<LessonRecord, 'id' | 'endTime'>) =>
  storedItemOf(SlotLockEntity, lockAttributes(lock, lesson));

/** Releases only a lock this lesson holds (or one TTL already removed). */
export function lockDelete(lock: SlotLock, lessonId: string): EntityWrite {
  return SlotLockEntity.build(DeleteTransaction)
    .key({ lockKey: lock.key.PK })
    .options({
      condition: {
        or: [
          { attr: 'lockKey', exists: false },
          { attr: 'lessonId', eq: lessonId },
        ],
      },
    });
}

/** The lesson a lock's item (as a cancelled transaction returns it) says holds the slot. */
export function lockHolderOf(returnedItem: Record<string, { S?: string }> | undefined): string | undefined {
  return returnedItem?.lessonId?.S;
}

/** Which of these locks are still stored (TTL may not have removed them yet), with the lesson holding each. */
export async function storedLocks(
  locks: readonly SlotLock[],
): Promise<{ key: SlotLock['key']; lessonId: string }[]> {
  const found = await batchGetItems(
    locks.map((lock) => lock.key),
    { attributes: ['PK', 'SK', 'lessonId'] },
  );
  return found.map((stored) => {
    const { lockKey, lessonId } = formattedItemOf(SlotLockEntity, stored, {
      attributes: ['lockKey', 'lessonId'],
    });
    return { key: { PK: lockKey, SK: 'SLOT' }, lessonId };
  });
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
