import type { RouteTable } from '../../shared/routes/route-table';
import {
  markNotificationsRead,
  notificationsPage,
  toNotification,
  unreadNotificationIds,
} from '../entities/notification-entity';
import type { RouteService } from '../platform/route-service';

const defaultPageSize = 20;

/**
 * The caller's own notifications, newest first: one Query of the account's
 * partition and one GetItem of its unread set (the count and each item's read state).
 */
export const listNotifications: RouteService<RouteTable['dashboard.notifications']> = async ({
  query,
  principal,
}) => {
  const now = new Date();
  const [page, unread] = await Promise.all([
    notificationsPage(
      principal.userId,
      { limit: query.limit ?? defaultPageSize, ...(query.cursor ? { cursor: query.cursor } : {}) },
      now,
    ),
    unreadNotificationIds(principal.userId, now),
  ]);
  const notifications = page.items.map((record) => toNotification(record, unread));
  return { data: { notifications, unreadCount: unread.size }, nextCursor: page.nextCursor };
};

/**
 * Marks the caller's own notifications read: one UpdateItem of the caller's
 * unread set, so an id of another account's notification changes nothing.
 */
export const readNotifications: RouteService<RouteTable['dashboard.readNotifications']> = async ({
  body,
  principal,
}) => {
  const userId = principal.userId;
  const unread = await markNotificationsRead(userId, body.ids ?? 'all');
  // Ids past their 90 days are no longer counted; drop them so the set stays bounded.
  if (unread.expired.length) await markNotificationsRead(userId, unread.expired);
  return { data: { unreadCount: unread.live.size } };
};
