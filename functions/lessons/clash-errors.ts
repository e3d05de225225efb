import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/dynamo-client';
import { lessonFromItem, lessonKeys } from '../lib/entities/lesson-entity';
import { conflict, type HttpError } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import { isTransactionCancelled } from '../lib/transaction-errors';
import { describeLesson } from './describe-lesson';
import type { SlotLock } from './slot-locks';

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
    const holderId = reason.Item?.lessonId?.S;
    const holder = holderId
      ? (await dynamo().send(new GetCommand({ TableName: tableName(), Key: lessonKeys.primary(holderId) })))
          .Item
      : undefined;
    const who = lock.party === 'TEACHER' ? 'The teacher' : 'The student';
    return conflict(
      holder
        ? `${who} already has a lesson then: ${describeLesson(lessonFromItem(holder))}`
        : `${who} already has a lesson at that time`,
    );
  }
  return undefined;
}
