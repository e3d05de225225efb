import { systemRoutes } from '../../shared/routes/system-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { dismissFailedEmail, retryFailedEmail } from './failed-email-actions';
import { systemHealthPage } from './system-health-page';
import { health, openApi } from './system-services';

export const handler = createDomainHandler('system', systemRoutes, {
  'system.health': health,
  'system.openapi': openApi,
  'system.healthPage': systemHealthPage,
  'system.retryEmail': retryFailedEmail,
  'system.dismissEmail': dismissFailedEmail,
});
