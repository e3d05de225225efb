import { newId } from '../../shared/ids';
import type { Notification } from '../../shared/schemas/notification-schemas';
import type { EmailKind } from './email-messages';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import { putIfAbsent, type TableWrite, type UpdateRequest } from '../platform/table/table-write';
import { fromStringSet } from '../platform/table/string-sets';
import { studentTraceAttributes } from './student-traces';

/**
 * A message in one line, as the bell lists it and the email links it: a title,
 * a short body and the web app's screen it opens (a path of web/src/screens.ts).
 * Written when the message is, so listing the bell reads nothing else.
 */
export interface MessageSummary {
  title: string;
  body: string;
  path: string;
}

/**
 * The bell: one Notification item per message per recipient, in the
 * recipient's own partition (newest first by one Query), and one
 * NotificationUnread item per account whose string set `unread` holds the ids
 * not yet read.
 *
 * Why a set rather than a number with a 'read up to' watermark: a message's
 * transaction may commit after a later 'mark all read' although its time is
 * earlier (its `now` was taken before), so a time watermark would count it
 * unread yet show it read. Set operations are exact whatever the order: a new
 * message ADDs its id, marking read DELETEs ids (an id not in the set, or
 * another account's, changes nothing), 'mark all read' REMOVEs the set in one
 * write. The count is the set's size: one GetItem, never negative, never
 * counting twice.
 *
 * The set is bounded by 90 days of unread messages (ids older than that are
 * not counted and are pruned by the next marking): at 24 bytes an id, about
 * 15,000 of them fit in the 400 KB item.
 */
export interface NotificationRecord {
  id: string;
  userId: string;
  kind: EmailKind;
  title: string;
  body: string;
  path: string;
  createdAt: string;
}

/**
 * The ceiling, set at write time as the item's TTL; the school's retention
 * setting (at most this) is applied by the daily retention job by the item's
 * creation time, so a shorter setting reaches existing items at its next run.
 */
export const notificationMaxRetentionDays = 90;
const retentionSeconds = notificationMaxRetentionDays * 24 * 60 * 60;
const itemPrefix = 'NOTIFICATION#';

export const notificationKeys = {
  partition: (userId: string) => `NOTIFICATIONS#${userId}`,
  item: (userId: string, record: Pick<NotificationRecord, 'createdAt' | 'id'>) => ({
    PK: notificationKeys.partition(userId),
    SK: `${itemPrefix}${record.createdAt}#${record.id}`,
  }),
  unread: (userId: string) => ({ PK: notificationKeys.partition(userId), SK: 'UNREAD' }),
};

export const notificationEntityName = 'Notification';

/**
 * The writes of one message's notification: the item and its id added to the
 * account's unread set (2 of a transaction's 100 items). One account's set is
 * one item, so a transaction may carry at most one message per recipient.
 */
export function notificationPuts(
  userId: string,
  kind: EmailKind,
  summary: MessageSummary,
  now = new Date(),
  studentIds: readonly string[] = [],
): TableWrite[] {
  const record: NotificationRecord = {
    id: newId(now),
    userId,
    kind,
    ...summary,
    createdAt: now.toISOString(),
  };
  const key = notificationKeys.item(userId, record);
  return [
    putIfAbsent({
      ...key,
      entity: notificationEntityName,
      ...record,
      ...studentTraceAttributes(studentIds, key),
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
    }),
    {
      Update: {
        Key: notificationKeys.unread(userId),
        UpdateExpression: 'SET entity = :entity ADD unread :id',
        ExpressionAttributeValues: { ':entity': 'NotificationUnread', ':id': new Set([record.id]) },
      },
    },
  ];
}

export function notificationFromItem(item: Record<string, unknown>): NotificationRecord {
  return {
    id: item.id as string,
    userId: item.userId as string,
    kind: item.kind as EmailKind,
    title: item.title as string,
    body: item.body as string,
    path: item.path as string,
    createdAt: item.createdAt as string,
  };
}

export function toNotification(record: NotificationRecord, unread: ReadonlySet<string>): Notification {
  return {
    _id: record.id,
    kind: record.kind,
    title: record.title,
    body: record.body,
    path: record.path,
    createdAt: record.createdAt,
    read: !unread.has(record.id),
  };
}

/** An id's creation time in epoch seconds: its first 8 hex digits (shared/ids.ts). */
const secondsOfId = (id: string) => parseInt(id.slice(0, 8), 16);

const isLive = (id: string, now: Date) => secondsOfId(id) + retentionSeconds > now.getTime() / 1000;

/** The unread ids an unread item holds: those still within their 90 days, and the expired ones to prune. */
export function unreadIdsOf(item: Record<string, unknown> | undefined, now = new Date()) {
  const ids = fromStringSet(item?.unread);
  return {
    live: new Set(ids.filter((id) => isLive(id, now))),
    expired: ids.filter((id) => !isLive(id, now)),
  };
}

/** The account's unread ids still within their 90 days (one strongly consistent GetItem). */
export async function unreadNotificationIds(userId: string, now = new Date()): Promise<Set<string>> {
  const item = await getItem(notificationKeys.unread(userId), { consistentRead: true });
  return unreadIdsOf(item, now).live;
}

/** Marks `ids` read (or drops expired ones); ids not in the set, another account's included, change nothing. */
export function notificationsReadUpdate(userId: string, ids: readonly string[]): UpdateRequest {
  return {
    Key: notificationKeys.unread(userId),
    UpdateExpression: 'DELETE unread :ids',
    ExpressionAttributeValues: { ':ids': new Set(ids) },
  };
}

/** Marks every notification read in one write, however many there are. */
export function allNotificationsReadUpdate(userId: string): UpdateRequest {
  return { Key: notificationKeys.unread(userId), UpdateExpression: 'REMOVE unread' };
}

/** An account's notifications, newest first; those past their 90 days are left out before TTL deletes them. */
export function notificationsQuery(userId: string, now = new Date()): TableQuery {
  return {
    partition: notificationKeys.partition(userId),
    sortKey: { beginsWith: itemPrefix },
    newestFirst: true,
    filter: {
      expression: 'expiresAt > :nowSeconds',
      values: { ':nowSeconds': Math.floor(now.getTime() / 1000) },
    },
  };
}

/** Every notification of an account with its text, oldest first (erasure looks for a name in them). */
export function notificationTextsQuery(userId: string): TableQuery {
  return {
    partition: notificationKeys.partition(userId),
    sortKey: { beginsWith: itemPrefix },
    attributes: ['PK', 'SK', 'id', 'title', 'body'],
  };
}

/** An account's notifications created before `beforeIso` (the sort key starts with the time), keys and id. */
export function notificationsBeforeQuery(userId: string, beforeIso: string): TableQuery {
  return {
    partition: notificationKeys.partition(userId),
    sortKey: { between: [itemPrefix, `${itemPrefix}${beforeIso}`] },
    attributes: ['PK', 'SK', 'id'],
  };
}

/** The whole bell of an account: its notifications and its unread set (erasure of the account). */
export function notificationPartitionQuery(userId: string): TableQuery {
  return { partition: notificationKeys.partition(userId), attributes: ['PK', 'SK'] };
}
