import * as z from 'zod';
import { roles } from '../roles';
import { dashboardCountersSchema, recentActivitySchema } from '../schemas/people-schemas';
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
});
