import * as z from 'zod';
import { defineDomainRoutes } from './route-definition';

export const systemRoutes = defineDomainRoutes('system', {
  'system.health': {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Answers 200 when the API and its table are reachable',
    data: z.object({ status: z.literal('ok') }),
  },
  'system.openapi': {
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    data: z.record(z.string(), z.unknown()),
    envelope: false,
  },
});
