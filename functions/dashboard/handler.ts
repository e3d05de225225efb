import { dashboardRoutes } from '../../shared/routes/dashboard-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { auditLog } from './audit-log';
import { counters, recentActivity } from './dashboard-services';
import { listNotifications, readNotifications } from './notifications';
import { ownerDay } from './owner-day';

export const handler = createDomainHandler('dashboard', dashboardRoutes, {
  'dashboard.counters': counters,
  'dashboard.recentActivity': recentActivity,
  'dashboard.today': ownerDay,
  'dashboard.notifications': listNotifications,
  'dashboard.readNotifications': readNotifications,
  'dashboard.auditLog': auditLog,
});
