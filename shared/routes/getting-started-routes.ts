import { gettingStartedSchema } from '../schemas/getting-started-schemas';
import { defineDomainRoutes } from './route-definition';

/**
 * The first day's checklist on the super_admin's dashboard (issue 38). Served by the invoices function,
 * beside the school profile and invoice settings it reads, because it also writes (the dismissal):
 * the dashboard function only reads the table (infra/domain-settings.ts).
 */
export const gettingStartedRoutes = defineDomainRoutes('invoices', {
  'invoices.gettingStarted': {
    method: 'GET',
    path: '/dashboard/getting-started',
    access: ['super_admin'],
    summary:
      "The getting-started checklist: each step (school profile, payments, curriculum, teachers, families, lessons, invoice settings) ticked from the school's data, with the screen it is done on",
    data: gettingStartedSchema,
  },
  'invoices.dismissGettingStarted': {
    method: 'POST',
    path: '/dashboard/getting-started/dismiss',
    access: ['super_admin'],
    summary:
      'Hide the getting-started checklist for good (idempotent); the steps still answer as done or not',
    data: gettingStartedSchema,
  },
});
