import { systemRoutes } from '../../shared/routes/system-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { health, openApi } from './system-services';

export const handler = createDomainHandler('system', systemRoutes, {
  'system.health': health,
  'system.openapi': openApi,
});
