import { describe, expect, it } from 'vitest';
import { apiBasePath } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { setUpSchool } from './support/accounts';
import { request } from './support/http';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();

describe('system routes', () => {
  it('GET /health answers 200 once the table is reachable', async () => {
    const answer = await request(runtime.api, 'GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { status: 'ok' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('GET /openapi.json describes every route of the table as OpenAPI 3.1', async () => {
    const answer = await request(runtime.api, 'GET', '/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const operations = Object.entries(
      answer.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    expect(operations.sort()).toEqual(
      allRoutes.map((route) => `${route.method} ${apiBasePath}${route.path} ${route.id}`).sort(),
    );
  });
});

describe('paths with a trailing slash', () => {
  it('GET /subjects/ answers like GET /subjects', async () => {
    const { token } = await setUpSchool(runtime.api);
    const plain = await request(runtime.api, 'GET', '/subjects', { token });
    const slashed = await request(runtime.api, 'GET', '/subjects/', { token });
    expect(slashed.status).toBe(200);
    expect(slashed.body).toEqual(plain.body);
  });
});
