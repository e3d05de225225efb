import { dashboardRoutes } from '../../shared/routes/dashboard-routes';
import { createDomainHandler } from '../lib/create-domain-handler';
import { counters, recentActivity } from './dashboard-services';

export const handler = createDomainHandler('dashboard', dashboardRoutes, {
  'dashboard.counters': counters,
  'dashboard.recentActivity': recentActivity,
});
