import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { buildOpenApiDocument } from './openapi-document';
import { defineRoute, type RouteDefinition } from './route-definition';
import { allRoutes } from './route-table';

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  'x-roles'?: string[];
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { required?: boolean; schema: Record<string, unknown> }>;
      content?: Record<string, { schema: Record<string, unknown> }>;
    }
  >;
}

const document = buildOpenApiDocument();

function operationOf(doc: ReturnType<typeof buildOpenApiDocument>, route: RouteDefinition): Operation {
  const operation = doc.paths[`/api${route.path}`]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`No operation for ${route.method} ${route.path}`);
  return operation as Operation;
}

const routeCases = allRoutes.map((route) => [route.id, route] as const);

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1.0 document with bearer security by default', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('has one operation per route and no others', () => {
    const operationCount = Object.values(document.paths).reduce(
      (sum, pathItem) => sum + Object.keys(pathItem).length,
      0,
    );
    expect(operationCount).toBe(allRoutes.length);
    for (const path of Object.keys(document.paths)) expect(path.startsWith('/api/')).toBe(true);
  });

  it.each(routeCases)('%s sits under /api + its path with its lowercased method', (id, route) => {
    const operation = operationOf(document, route);
    expect(operation.operationId).toBe(id);
    expect(operation.summary).toBe(route.summary);
    expect(operation.tags).toEqual([route.domain]);
    expect(Object.keys(document.paths[`/api${route.path}`] ?? {})).toContain(route.method.toLowerCase());
  });

  it.each(routeCases)('%s has a requestBody exactly when it has a body schema', (_id, route) => {
    const operation = operationOf(document, route);
    if (route.body) {
      expect(operation.requestBody?.required).toBe(true);
      expect(operation.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object' });
    } else {
      expect(operation).not.toHaveProperty('requestBody');
    }
  });

  it.each(routeCases)('%s opts out of security only when public', (id, route) => {
    const operation = operationOf(document, route);
    if (id === 'auth.refreshToken' || id === 'auth.logout') return;
    if (route.access === 'public') {
      expect(operation.security).toEqual([]);
      expect(operation).not.toHaveProperty('x-roles');
    } else {
      expect(operation).not.toHaveProperty('security');
      expect(operation['x-roles']).toEqual([...route.access]);
    }
  });

  it.each(routeCases)('%s answers its success status, a 4XX and a 503 error envelope', (_id, route) => {
    const operation = operationOf(document, route);
    const success = String(route.successStatus ?? 200);
    expect(Object.keys(operation.responses).sort()).toEqual([success, '4XX', '503'].sort());
    expect(operation.responses['4XX']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['success', 'message']),
    });
  });

  it('has servers, a licence and the refresh cookie as a security scheme', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
    expect(document.components.securitySchemes.refreshCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'refresh_token',
    });
  });

  it('takes the refresh cookie on the refresh route, and the cookie or the token (or neither) on sign-out', () => {
    const refresh = document.paths['/api/auth/refresh-token']?.post as Operation | undefined;
    expect(refresh?.security).toEqual([{ refreshCookie: [] }]);
    const logout = document.paths['/api/auth/logout']?.post as Operation | undefined;
    expect(logout?.security).toEqual([{ refreshCookie: [] }, { bearer: [] }, {}]);
  });

  it('says which answers set or clear the refresh cookie', () => {
    const setCookie = (path: string, status = '200') =>
      (document.paths[path]?.post as Operation | undefined)?.responses[status]?.headers?.['Set-Cookie'];
    expect(setCookie('/api/auth/login')).toBeDefined();
    expect(setCookie('/api/auth/refresh-token')).toBeDefined();
    expect(setCookie('/api/auth/logout')).toBeDefined();
    expect(setCookie('/api/auth/setup', '201')).toBeDefined();
    expect(setCookie('/api/auth/forgot-password')).toBeUndefined();
  });

  it.each(routeCases)('%s documents a 2XX success, or a 303 with Location and no body', (_id, route) => {
    const operation = operationOf(document, route);
    const status = route.successStatus ?? 200;
    const success = operation.responses[String(status)]!;
    if (status === 303) {
      expect(success.headers?.Location).toMatchObject({ required: true, schema: { type: 'string' } });
      expect(success).not.toHaveProperty('content');
    } else {
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
      expect(Object.keys(success.content ?? {})).toEqual([route.produces ?? 'application/json']);
    }
  });

  it('declares the real media types of the file routes', () => {
    const files = allRoutes.filter((route) => route.produces && route.produces !== 'application/json');
    expect(new Set(files.map((route) => route.produces))).toEqual(
      new Set(['application/pdf', 'application/zip', 'text/csv', 'text/calendar']),
    );
    for (const route of files) {
      const content = operationOf(document, route).responses['200']?.content ?? {};
      const binary = !route.produces!.startsWith('text/');
      expect(content[route.produces!]?.schema, route.id).toEqual(
        binary ? { type: 'string', format: 'binary' } : { type: 'string' },
      );
    }
  });

  it('sends GET /api/email/unsubscribe on with a 303 and no body', () => {
    const unsubscribe = document.paths['/api/email/unsubscribe']?.get as Operation | undefined;
    expect(Object.keys(unsubscribe?.responses ?? {})).toContain('303');
    expect(unsubscribe?.responses['303']).not.toHaveProperty('content');
  });

  it('wraps data in the success envelope except for routes that opt out', () => {
    const login = operationOf(
      document,
      allRoutes.find((route) => route.id === 'auth.login')!,
    );
    expect(login.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { success: { const: true }, data: { type: 'object' } },
      required: ['success', 'data'],
    });
    const openapi = operationOf(
      document,
      allRoutes.find((route) => route.id === 'system.openapi')!,
    );
    const schema = openapi.responses['200']?.content?.['application/json']?.schema;
    expect(schema).toMatchObject({ type: 'object' });
    expect(schema).not.toHaveProperty('properties.success');
  });

  it('uses 201 for routes that create something', () => {
    const register = document.paths['/api/auth/register']?.post as Operation | undefined;
    expect(Object.keys(register?.responses ?? {})).toContain('201');
    expect(Object.keys(register?.responses ?? {})).not.toContain('200');
  });

  it('describes the login body with email and password', () => {
    const login = document.paths['/api/auth/login']?.post as Operation | undefined;
    const schema = login?.requestBody?.content['application/json'].schema as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.required).not.toContain('rememberMe');
    expect(schema).not.toHaveProperty('$schema');
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(JSON.parse(JSON.stringify(document))).toStrictEqual(document);
  });

  it('turns path and query schemas into parameters', () => {
    const route = defineRoute({
      id: 'test.thing',
      method: 'GET',
      path: '/things/{thingId}',
      domain: 'system',
      access: ['admin'],
      summary: 'A thing',
      params: z.object({ thingId: z.string() }),
      query: z.object({ page: z.string().optional(), sort: z.string() }),
      data: z.object({}),
    });
    const doc = buildOpenApiDocument([route]);
    const operation = operationOf(doc, route);
    expect(operation.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'page', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'sort', in: 'query', required: true, schema: { type: 'string' } },
    ]);
    expect(operation['x-roles']).toEqual(['admin']);
  });

  it('keeps both operations when two routes share a path', () => {
    const base = { domain: 'system', access: 'public', summary: 's', data: z.object({}) } as const;
    const doc = buildOpenApiDocument([
      defineRoute({ ...base, id: 'a.get', method: 'GET', path: '/same' }),
      defineRoute({ ...base, id: 'a.put', method: 'PUT', path: '/same' }),
    ]);
    expect(Object.keys(doc.paths)).toEqual(['/api/same']);
    expect(Object.keys(doc.paths['/api/same'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
