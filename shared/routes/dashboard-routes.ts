import * as z from 'zod';
import { roles } from '../roles';
import { dashboardCountersSchema, recentActivitySchema } from '../schemas/people-schemas';
import { defineRoute } from './route-definition';

export const dashboardRoutes = {
  'dashboard.counters': defineRoute({
    id: 'dashboard.counters',
    method: 'GET',
    path: '/dashboard/counters',
    domain: 'dashboard',
    access: roles,
    summary:
      "The stat cards' numbers, scoped to what the caller may see, from counters (never by loading lists)",
    data: dashboardCountersSchema,
  }),
  'dashboard.recentActivity': defineRoute({
    id: 'dashboard.recentActivity',
    method: 'GET',
    path: '/dashboard/recent-activity',
    domain: 'dashboard',
    access: roles,
    summary: 'The newest events the caller may see, newest first',
    data: z.array(recentActivitySchema),
  }),
} as const;
