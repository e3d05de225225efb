import { findLesson } from '../entities/lesson-entity';
import { lockHolderOf, type SlotLock } from '../entities/slot-lock-entity';
import { conflict, type HttpError } from '../platform/http-errors';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { describeLesson } from './describe-lesson';

/**
 * When a lock's condition cancels the transaction, DynamoDB returns the lock
 * item (ReturnValuesOnConditionCheckFailure), whose lessonId names the lesson
 * already in that slot. Answers undefined when no lock was the cause.
 */
export async function clashError(
  error: unknown,
  locksByIndex: Map<number, SlotLock>,
): Promise<HttpError | undefined> {
  if (!isTransactionCancelled(error)) return undefined;
  for (const [index, reason] of (error.CancellationReasons ?? []).entries()) {
    const lock = locksByIndex.get(index);
    if (!lock || reason.Code !== 'ConditionalCheckFailed') continue;
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
