import { createDomainHandler } from '../lib/create-domain-handler';
import { counters, recentActivity } from './dashboard-services';

export const handler = createDomainHandler('dashboard', {
  'dashboard.counters': counters,
  'dashboard.recentActivity': recentActivity,
});
