import { activityPartition } from '../../entities/activity-entity';
import { dropUnreadIds, notificationKeys, unreadIdsRemoval } from '../../entities/notification-entity';
import {
  partitionTracesOf,
  studentTracePages,
  traceDeletion,
  type StudentTrace,
} from '../../entities/student-traces';
import { batchDeleteKeys } from '../../platform/table/batch-delete-keys';
import type { EntityWrite } from '../../platform/table/table-write';

const notificationPrefix = notificationKeys.partition('');
const keyOfTrace = ({ PK, SK }: StudentTrace) => ({ PK, SK });

/** The bell items among `traces`, grouped by the account whose unread set holds their ids. */
function unreadIdsByAccount(traces: readonly StudentTrace[]): Map<string, string[]> {
  const byAccount = new Map<string, string[]>();
  for (const { PK, id } of traces) {
    if (!PK.startsWith(notificationPrefix) || id === undefined) continue;
    const userId = PK.slice(notificationPrefix.length);
    byAccount.set(userId, [...(byAccount.get(userId) ?? []), id]);
  }
  return byAccount;
}

/**
 * What a family keeps about one of its children in its own partitions: its
 * recent activity and its bell (a weekly digest naming several children
 * included). A family's partitions hold 180 and 90 days of its own events, so
 * reading them whole, filtered, is small; no other reader's partition is read.
 */
export async function familyTracesOf(parentId: string, studentId: string): Promise<StudentTrace[]> {
  const [activity, bell] = await Promise.all([
    partitionTracesOf(activityPartition({ kind: 'user', userId: parentId }), studentId),
    partitionTracesOf(notificationKeys.partition(parentId), studentId),
  ]);
  return [...activity, ...bell];
}

/**
 * The writes that take `traces` away: each item, and for the bell's ones their
 * ids out of the account's unread set (a DELETE of ids: exact, whatever else
 * is marked read meanwhile). Every write is idempotent.
 */
export function traceRemovals(traces: readonly StudentTrace[]): EntityWrite[] {
  return [
    ...traces.map(traceDeletion),
    ...[...unreadIdsByAccount(traces)].map(([userId, ids]) => unreadIdsRemoval(userId, ids)),
  ];
}

/**
 * Removes every copy of what was said about a student: activity in every
 * reader's partition (staff's included), bell notifications and their unread
 * ids, outbox messages; page by page through the trace index, then the
 * family's own partitions for digests naming several children. Idempotent, so
 * a retry after a failure finishes it.
 */
export async function removeStudentTraces(studentId: string, parentId: string): Promise<number> {
  let removed = 0;
  const removeAll = async (traces: readonly StudentTrace[]) => {
    await batchDeleteKeys(traces.map(keyOfTrace));
    for (const [userId, ids] of unreadIdsByAccount(traces)) await dropUnreadIds(userId, ids);
    removed += traces.length;
  };
  for await (const page of studentTracePages(studentId)) await removeAll(page);
  await removeAll(await familyTracesOf(parentId, studentId));
  return removed;
}
