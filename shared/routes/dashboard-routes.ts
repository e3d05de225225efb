import * as z from 'zod';
import { roles } from '../roles';
import { dashboardCountersSchema, recentActivitySchema } from '../schemas/people-schemas';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationReadSchema,
  unreadCountSchema,
} from '../schemas/notification-schemas';
import { auditEntrySchema, auditLogQuerySchema } from '../schemas/audit-schemas';
import { dashboardTodaySchema } from '../schemas/dashboard-today-schemas';
import { defineDomainRoutes } from './route-definition';

export const dashboardRoutes = defineDomainRoutes('dashboard', {
  'dashboard.counters': {
    method: 'GET',
    path: '/dashboard/counters',
    access: roles,
    summary:
      "The stat cards' numbers, scoped to what the caller may see, from counters (never by loading lists)",
    data: dashboardCountersSchema,
  },
  'dashboard.recentActivity': {
    method: 'GET',
    path: '/dashboard/recent-activity',
    access: roles,
    summary: 'The newest events the caller may see, newest first',
    data: z.array(recentActivitySchema),
  },
  'dashboard.today': {
    method: 'GET',
    path: '/dashboard/today',
    access: ['super_admin'],
    forbiddenMessage: "Only the school's owner sees the day's to-do list",
    summary:
      "The owner's day: today's lessons, lessons waiting to be marked, money due and overdue per currency (minor units), failed emails",
    data: dashboardTodaySchema,
  },
  'dashboard.notifications': {
    method: 'GET',
    path: '/notifications',
    access: roles,
    summary: "The caller's own notifications (the bell), newest first, with the account's unread count",
    query: notificationListQuerySchema,
    data: notificationPageSchema,
    paginated: true,
  },
  'dashboard.readNotifications': {
    method: 'POST',
    path: '/notifications/read',
    access: roles,
    summary: "Marks the caller's own notifications read: `{ ids }` (at most 100) or `{ all: true }`",
    body: notificationReadSchema,
    data: unreadCountSchema,
  },
  'dashboard.auditLog': {
    method: 'GET',
    path: '/audit-log',
    access: ['super_admin'],
    summary:
      'The audit log of privileged changes, newest first; filters: actorId, action, targetId, from/to (days in Europe/London)',
    query: auditLogQuerySchema,
    data: z.array(auditEntrySchema),
    paginated: true,
  },
});
