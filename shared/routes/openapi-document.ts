import * as z from 'zod';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../api-envelope';
import { refreshCookieName, sessionSchema } from '../schemas/auth-schemas';
import { apiBasePath, domains, type RouteDefinition } from './route-definition';
import { allRoutes } from './route-table';

type JsonSchema = Record<string, unknown>;

/** OpenAPI 3.1 uses JSON Schema 2020-12, which zod 4 writes natively. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(route: RouteDefinition) {
  const asParameters = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      schema: property,
    }));
  };
  return [...asParameters(route.params, 'path'), ...asParameters(route.query, 'query')];
}

function successSchema(route: RouteDefinition): JsonSchema {
  if (route.envelope === false) return jsonSchema(route.data, 'output');
  return jsonSchema(successEnvelopeSchema(route.data, { paginated: route.paginated }), 'output');
}

/** The routes that sign out: their answer clears the refresh cookie. */
const signOutRouteIds: readonly string[] = ['auth.logout', 'auth.logoutEverywhere'];

/** Every route that answers a session also sets the refresh cookie (functions/auth/sessions.ts). */
function setsRefreshCookie(route: RouteDefinition): boolean {
  return route.data === sessionSchema || signOutRouteIds.includes(route.id);
}

/**
 * Who may call: public routes need nothing; the refresh route takes only the cookie; signing out reads
 * the cookie and the access token when they come, and works without either (an expired token must not
 * keep a browser signed in). Everything else takes the bearer token, the document's default.
 */
function security(route: RouteDefinition) {
  if (route.id === 'auth.refreshToken') return { security: [{ refreshCookie: [] }] };
  if (route.id === 'auth.logout') return { security: [{ refreshCookie: [] }, { bearer: [] }, {}] };
  if (route.access === 'public') return { security: [] };
  return { 'x-roles': route.access };
}

/** A file's bytes (PDF, ZIP) or text (CSV, iCalendar), as the route table's `produces` says. */
function fileContent(produces: NonNullable<RouteDefinition['produces']>) {
  const schema = produces.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
  return { [produces]: { schema } };
}

function successResponse(route: RouteDefinition) {
  const status = route.successStatus ?? 200;
  if (status === 303)
    return {
      description: 'Sent on: the Location header names the page to open; no body',
      headers: { Location: { required: true, schema: { type: 'string' } } },
    };
  const cookieHeader = setsRefreshCookie(route)
    ? {
        headers: {
          'Set-Cookie': {
            description: `The HttpOnly \`${refreshCookieName}\` cookie (path ${apiBasePath}/auth): set with a new refresh token, or cleared on signing out`,
            schema: { type: 'string' },
          },
        },
      }
    : {};
  if (route.produces && route.produces !== 'application/json')
    return {
      description: 'The file',
      headers: {
        'Content-Disposition': {
          description: 'attachment, with the file name when the route names one',
          schema: { type: 'string' },
        },
      },
      content: fileContent(route.produces),
    };
  return {
    description: 'Success',
    ...cookieHeader,
    content: { 'application/json': { schema: successSchema(route) } },
  };
}

function operation(route: RouteDefinition) {
  const errorBody = {
    content: { 'application/json': { schema: jsonSchema(errorEnvelopeSchema, 'output') } },
  };
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.domain],
    ...security(route),
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(route.successStatus ?? 200)]: successResponse(route),
      '4XX': { description: 'Refused: the message says why', ...errorBody },
      '503': { description: 'The database is briefly unavailable: ask again shortly', ...errorBody },
    },
  };
}

/** The API as an OpenAPI 3.1 document, generated from the route table and never written by hand. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[] = allRoutes) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${apiBasePath}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'School progress API',
      version: '1.0.0',
      description:
        'Generated from the route table (docs/architecture.md#route-table). Every GET route also answers HEAD: the same status and headers, no body.',
      // The product is not published under an open licence: each school runs its own copy.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Served by the school's own site: CloudFront sends /api/* to the API (and `npm start` does the same).
    servers: [{ url: '/', description: 'The school site this document was read from' }],
    tags: domains.map((domain) => ({ name: domain, description: `The ${domain} function's routes` })),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: refreshCookieName,
          description: `The HttpOnly refresh token cookie, path ${apiBasePath}/auth, set by the routes that answer a session`,
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
