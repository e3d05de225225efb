import { activityPartition } from '../../entities/activity-entity';
import { notificationKeys, notificationsReadUpdate } from '../../entities/notification-entity';
import { partitionTracesQuery, studentTracesQuery, traceKey } from '../../entities/student-traces';
import { batchDeleteKeys } from '../../platform/table/batch-delete-keys';
import { updateExisting } from '../../platform/table/write-item';
import { queryAll, queryPages } from '../../platform/table/query-items';
import type { TableItem } from '../../platform/table/table-item';
import { remove, type TableWrite } from '../../platform/table/table-write';

const notificationPrefix = 'NOTIFICATIONS#';
const isNotification = (item: TableItem) => (item.PK as string).startsWith(notificationPrefix);

/** The bell items among `items`, grouped by the account whose unread set holds their ids. */
function unreadIdsByAccount(items: readonly TableItem[]): Map<string, string[]> {
  const byAccount = new Map<string, string[]>();
  for (const item of items.filter(isNotification)) {
    const userId = (item.PK as string).slice(notificationPrefix.length);
    byAccount.set(userId, [...(byAccount.get(userId) ?? []), item.id as string]);
  }
  return byAccount;
}

/**
 * What a family keeps about one of its children in its own partitions: its
 * recent activity and its bell (a weekly digest naming several children
 * included). A family's partitions hold 180 and 90 days of its own events, so
 * reading them whole, filtered, is small; no other reader's partition is read.
 */
export async function familyTracesOf(parentId: string, studentId: string): Promise<TableItem[]> {
  const [activity, bell] = await Promise.all([
    queryAll(partitionTracesQuery(activityPartition({ kind: 'user', userId: parentId }), studentId)),
    queryAll(partitionTracesQuery(notificationKeys.partition(parentId), studentId)),
  ]);
  return [...activity, ...bell];
}

/**
 * The writes that take `items` away: each item, and for the bell's ones their
 * ids out of the account's unread set (a DELETE of ids: exact, whatever else
 * is marked read meanwhile). Every write is idempotent.
 */
export function traceRemovals(items: readonly TableItem[]): TableWrite[] {
  return [
    ...items.map((item) => remove(traceKey(item))),
    ...[...unreadIdsByAccount(items)].map(([userId, ids]) => ({
      Update: notificationsReadUpdate(userId, ids),
    })),
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
  const removeAll = async (items: readonly TableItem[]) => {
    await batchDeleteKeys(items.map(traceKey));
    for (const [userId, ids] of unreadIdsByAccount(items))
      await updateExisting(notificationsReadUpdate(userId, ids));
    removed += items.length;
  };
  for await (const page of queryPages(studentTracesQuery(studentId))) await removeAll(page);
  await removeAll(await familyTracesOf(parentId, studentId));
  return removed;
}
