import { findLesson } from '../entities/lesson-entity';
import { lockHolderOf, type SlotLock } from '../entities/slot-lock-entity';
import { conflict, type HttpError } from '../platform/http-errors';
import type { CancellationReason } from '@aws-sdk/client-dynamodb';
import { describeLesson } from './describe-lesson';

/**
 * When a lock's condition cancels the transaction, DynamoDB returns the lock
 * item (ReturnValuesOnConditionCheckFailure), whose lessonId names the lesson
 * already in that slot. `reasons` are the lock writes' own
 * (`NamedWrites.reasonsWithin`), one for each of `locks`. Answers undefined
 * when no lock was the cause.
 */
export async function clashError(
  reasons: readonly (CancellationReason | undefined)[],
  locks: readonly SlotLock[],
): Promise<HttpError | undefined> {
  for (const [index, reason] of reasons.entries()) {
    const lock = locks[index];
    if (!lock || reason?.Code !== 'ConditionalCheckFailed') continue;
    const holderId = lockHolderOf(reason.Item);
    const holder = holderId ? await findLesson(holderId) : undefined;
    const who = lock.party === 'TEACHER' ? 'The teacher' : 'The student';
    return conflict(
      holder
        ? `${who} already has a lesson then: ${describeLesson(holder)}`
        : `${who} already has a lesson at that time`,
    );
  }
  return undefined;
}
