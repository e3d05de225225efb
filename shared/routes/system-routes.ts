import * as z from 'zod';
import { defineRoute } from './route-definition';

export const systemRoutes = {
  'system.health': defineRoute({
    id: 'system.health',
    method: 'GET',
    path: '/health',
    domain: 'system',
    access: 'public',
    summary: 'Answers 200 when the API and its table are reachable',
    data: z.object({ status: z.literal('ok') }),
  }),
  'system.openapi': defineRoute({
    id: 'system.openapi',
    method: 'GET',
    path: '/openapi.json',
    domain: 'system',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    data: z.record(z.string(), z.unknown()),
    envelope: false,
  }),
} as const;
