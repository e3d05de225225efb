import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  $add,
  $delete,
  $remove,
  Entity,
  GetItemCommand,
  PutTransaction,
  UpdateItemCommand,
  UpdateTransaction,
  item,
  list,
  number,
  prefix,
  set,
  string,
  type FormattedItem,
} from 'dynamodb-toolbox';
import { newId } from '../../shared/ids';
import type { Notification } from '../../shared/schemas/notification-schemas';
import { emailKinds, type EmailKind } from './email-messages';
import {
  queryEntityAll,
  queryEntityPage,
  queryEntityPages,
  type EntityQuery,
} from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { TableKey } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';
import { studentTracePartition } from './student-traces';

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
};

const notificationAttributes = item({
  userId: string().key(),
  createdAt: string().key(),
  id: string().key(),
  kind: string().enum(...emailKinds),
  title: string(),
  body: string(),
  path: string(),
  /** TTL, epoch seconds. */
  expiresAt: number(),
  /** The students the message is about (student-traces.ts); absent when it is about none. */
  studentIds: list(string()).optional(),
});

/** A message about exactly one student is indexed in that student's trace partition (student-traces.ts). */
const onlyStudentOf = ({ studentIds }: { studentIds?: string[] }) =>
  studentIds?.length === 1 ? studentIds[0] : undefined;

export const NotificationEntity = new Entity({
  name: 'Notification',
  table: schoolTable,
  timestamps: false,
  schema: notificationAttributes.and((_schema) => ({
    GSI3PK: string()
      .optional()
      .hidden()
      .link<typeof _schema>((notification) => {
        const studentId = onlyStudentOf(notification);
        return studentId === undefined ? undefined : studentTracePartition(studentId);
      }),
    GSI3SK: string()
      .optional()
      .hidden()
      .link<typeof _schema>((notification) => {
        if (onlyStudentOf(notification) === undefined) return undefined;
        const { PK, SK } = notificationKeys.item(notification.userId, notification);
        return `${PK}#${SK}`;
      }),
  })),
  computeKey: ({ userId, createdAt, id }) => notificationKeys.item(userId, { createdAt, id }),
});

const unreadSortKey = 'UNREAD';

/** The account's unread ids: the address lives only in the key, as it always has (no `userId` attribute). */
export const NotificationUnreadEntity = new Entity({
  name: 'NotificationUnread',
  table: schoolTable,
  timestamps: false,
  schema: item({
    userId: string().key().savedAs('PK').transform(prefix('NOTIFICATIONS')),
    sk: string().key().savedAs('SK').const(unreadSortKey).hidden(),
    unread: set(string()).optional(),
  }),
});

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
): EntityWrite[] {
  const id = newId(now);
  const aboutStudents = [...new Set(studentIds)];
  const notification = NotificationEntity.build(PutTransaction)
    .item({
      id,
      userId,
      kind,
      ...summary,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
      ...(aboutStudents.length ? { studentIds: aboutStudents } : {}),
    })
    .options({ condition: { attr: 'id', exists: false } });
  const unreadAdd = NotificationUnreadEntity.build(UpdateTransaction).item({
    userId,
    unread: $add(new Set([id])),
  });
  return [notification, unreadAdd];
}

const recordOf = (notification: FormattedItem<typeof NotificationEntity>): NotificationRecord => ({
  id: notification.id,
  userId: notification.userId,
  kind: notification.kind,
  title: notification.title,
  body: notification.body,
  path: notification.path,
  createdAt: notification.createdAt,
});

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

/** The unread ids a set holds: those still within their 90 days, and the expired ones to prune. */
function unreadIdsOf(unread: ReadonlySet<string> | undefined, now: Date) {
  const ids = [...(unread ?? [])].sort();
  return {
    live: new Set(ids.filter((id) => isLive(id, now))),
    expired: ids.filter((id) => !isLive(id, now)),
  };
}

/** The account's unread ids still within their 90 days (one strongly consistent GetItem). */
export async function unreadNotificationIds(userId: string, now = new Date()): Promise<Set<string>> {
  const { Item } = await NotificationUnreadEntity.build(GetItemCommand)
    .key({ userId })
    .options({ consistent: true })
    .send();
  return unreadIdsOf(Item?.unread, now).live;
}

/** The change of the unread set that marks `ids` read, or all of them. */
const readMarking = (userId: string, ids: readonly string[] | 'all') => ({
  userId,
  unread: ids === 'all' ? $remove() : $delete(new Set(ids)),
});

/**
 * Marks `ids` read (ids not in the set, another account's included, change
 * nothing), or every notification in one write however many there are, and
 * answers the unread ids left: those live, and those past their 90 days to prune.
 */
export async function markNotificationsRead(
  userId: string,
  ids: readonly string[] | 'all',
  now = new Date(),
) {
  const { Attributes } = await NotificationUnreadEntity.build(UpdateItemCommand)
    .item(readMarking(userId, ids))
    .options({ returnValues: 'ALL_NEW' })
    .send();
  return unreadIdsOf(Attributes?.unread, now);
}

/** Takes `ids` out of the account's unread set, as one write of a transaction (a DELETE of ids: exact). */
export const unreadIdsRemoval = (userId: string, ids: readonly string[]): EntityWrite =>
  NotificationUnreadEntity.build(UpdateTransaction).item(readMarking(userId, ids));

/**
 * Takes `ids` out of the account's unread set if it has one (erasure and
 * retention drop the ids of what they delete): an account without a set is
 * given none.
 */
export async function dropUnreadIds(userId: string, ids: readonly string[]): Promise<void> {
  try {
    await NotificationUnreadEntity.build(UpdateItemCommand)
      .item(readMarking(userId, ids))
      .options({ condition: { attr: 'userId', exists: true } })
      .send();
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** An account's notifications, newest first; those past their 90 days are left out before TTL deletes them. */
function liveNotificationsQuery(userId: string, now: Date): EntityQuery<typeof NotificationEntity> {
  return {
    partition: notificationKeys.partition(userId),
    sortKey: { beginsWith: itemPrefix },
    newestFirst: true,
    filter: { attr: 'expiresAt', gt: Math.floor(now.getTime() / 1000) },
  };
}

/** One page of an account's bell, newest first. */
export async function notificationsPage(
  userId: string,
  page: { limit: number; cursor?: string },
  now = new Date(),
) {
  const answer = await queryEntityPage(NotificationEntity, liveNotificationsQuery(userId, now), page);
  return { items: answer.items.map(recordOf), nextCursor: answer.nextCursor };
}

/**
 * The ids of an account's notifications of one kind (one Query of its own
 * partition, ids only, filtered by kind): an accepted invitation marks its
 * "choose a password" read (issue 40). A new account's partition holds a few items.
 */
export async function notificationIdsOfKind(userId: string, kind: EmailKind): Promise<string[]> {
  const items = await queryEntityAll(NotificationEntity, {
    partition: notificationKeys.partition(userId),
    sortKey: { beginsWith: itemPrefix },
    filter: { attr: 'kind', eq: kind },
    attributes: ['id'],
  });
  return items.map((notification) => notification.id);
}

/** Every notification of an account still within its 90 days, newest first (a family's export). */
export async function liveNotifications(userId: string, now = new Date()): Promise<NotificationRecord[]> {
  return (await queryEntityAll(NotificationEntity, liveNotificationsQuery(userId, now))).map(recordOf);
}

/** Every notification of an account, oldest first, a page at a time (erasure looks for a name in them). */
export const notificationPagesOf = (userId: string) =>
  queryEntityPages(NotificationEntity, {
    partition: notificationKeys.partition(userId),
    sortKey: { beginsWith: itemPrefix },
  });

/** A notification read for its key and id alone: deleting it and dropping its id from the unread set. */
export interface NotificationReference {
  key: TableKey;
  id: string;
}

/**
 * An account's notifications, or those created before `before` (the sort key
 * starts with the time), as keys and ids, oldest first, a page at a time.
 */
export async function* notificationReferencePages(
  userId: string,
  options: { before?: string } = {},
): AsyncGenerator<NotificationReference[]> {
  const pages = queryEntityPages(NotificationEntity, {
    partition: notificationKeys.partition(userId),
    sortKey:
      options.before === undefined
        ? { beginsWith: itemPrefix }
        : { between: [itemPrefix, `${itemPrefix}${options.before}`] },
    attributes: ['userId', 'createdAt', 'id'],
  });
  for await (const page of pages)
    yield page.map((notification) => ({
      key: notificationKeys.item(userId, notification),
      id: notification.id,
    }));
}

/**
 * The keys of an account's whole bell, a page at a time: its unread set's
 * (deleting it when the account has none changes nothing), then its
 * notifications'. Erasing or deleting the account deletes them by key.
 */
export async function* bellKeyPages(userId: string): AsyncGenerator<TableKey[]> {
  yield [{ PK: notificationKeys.partition(userId), SK: unreadSortKey }];
  for await (const page of notificationReferencePages(userId)) yield page.map(({ key }) => key);
}
