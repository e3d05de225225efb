import * as z from 'zod';
import { idParamsSchema } from '../schemas/people-schemas';
import { systemHealthQuerySchema, systemHealthSchema } from '../schemas/system-health-schemas';
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
  'system.healthPage': {
    method: 'GET',
    path: '/system-health',
    access: ['super_admin'],
    summary:
      'What needs attention: emails waiting and failed, dead letters, each scheduled job’s last run, the email identity, alarms firing',
    query: systemHealthQuerySchema,
    data: systemHealthSchema,
  },
  'system.retryEmail': {
    method: 'POST',
    path: '/system-health/emails/{id}/retry',
    access: ['super_admin'],
    summary: 'Sends a failed email again (409 unless it is failed, or when its one-time link was not kept)',
    params: idParamsSchema,
    data: z.object({ _id: z.string() }),
  },
  'system.dismissEmail': {
    method: 'POST',
    path: '/system-health/emails/{id}/dismiss',
    access: ['super_admin'],
    summary: 'Takes a failed email off the list, kept for the record (409 unless it is failed)',
    params: idParamsSchema,
    data: z.object({ _id: z.string() }),
  },
});
