import { createDomainHandler } from '../lib/create-domain-handler';
import { health, openApi } from './system-services';

export const handler = createDomainHandler('system', {
  'system.health': health,
  'system.openapi': openApi,
});
