import * as z from 'zod';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../api-envelope';
import { apiBasePath, type RouteDefinition } from './route-definition';
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

function operation(route: RouteDefinition) {
  const errorBody = {
    content: { 'application/json': { schema: jsonSchema(errorEnvelopeSchema, 'output') } },
  };
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.domain],
    ...(route.access === 'public' ? { security: [] } : { 'x-roles': route.access }),
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
      [String(route.successStatus ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: successSchema(route) } },
      },
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
    info: { title: 'School progress API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
