import { idParamsSchema } from '../schemas/people-schemas';
import { erasureConfirmationSchema, erasureResultSchema } from '../schemas/erasure-schemas';
import { retentionSettingsSchema } from '../schemas/retention-schemas';
import { defineDomainRoutes } from './route-definition';

export const erasureRefusal = 'Only a Super Admin can erase personal data';

/** A family's erasure (UK GDPR art. 17) and retention: served by the users function, kept in their own file. */
export const privacyRoutes = defineDomainRoutes('users', {
  'users.erase': {
    method: 'POST',
    path: '/users/{id}/erase',
    access: ['super_admin'],
    forbiddenMessage: erasureRefusal,
    summary:
      "Erase a family account and its children everywhere, after the account holder's full name is typed; issued invoices stay",
    params: idParamsSchema,
    body: erasureConfirmationSchema,
    data: erasureResultSchema,
  },
  'users.retentionSettings': {
    method: 'GET',
    path: '/retention-settings',
    access: ['super_admin', 'admin'],
    summary: 'How long activity, notifications, audit entries and invoices are kept',
    data: retentionSettingsSchema,
  },
  'users.updateRetentionSettings': {
    method: 'PUT',
    path: '/retention-settings',
    access: ['super_admin'],
    forbiddenMessage: 'Only a Super Admin can change how long data is kept',
    summary:
      'Change how long activity, notifications, audit entries and invoices are kept (the daily job applies it)',
    body: retentionSettingsSchema,
    data: retentionSettingsSchema,
  },
});
