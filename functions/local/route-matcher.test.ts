import { describe, expect, it } from 'vitest';
import { allRoutes, routeTable } from '../../shared/routes/route-table';
import { matchRoute } from './route-matcher';

describe('matchRoute', () => {
  it('finds auth.login for POST /api/auth/login, with no path parameters', () => {
    const match = matchRoute('POST', '/api/auth/login');
    expect(match?.route).toBe(routeTable['auth.login']);
    expect(match?.route.id).toBe('auth.login');
    expect(match?.pathParameters).toEqual({});
  });

  it.each(allRoutes.map((route) => [route.id, route] as const))(
    'finds %s by its own method and /api path',
    (_id, route) => {
      expect(matchRoute(route.method, `/api${route.path}`)?.route).toBe(route);
    },
  );

  it('answers HEAD with the GET route, keeping HEAD as the method (its own API Gateway route key)', () => {
    const match = matchRoute('HEAD', '/api/health');
    expect(match?.route.id).toBe('system.health');
    expect(match?.method).toBe('HEAD');
    expect(matchRoute('GET', '/api/health')?.method).toBe('GET');
    expect(matchRoute('HEAD', '/api/auth/login')).toBeUndefined();
  });

  it('refuses the wrong method', () => {
    expect(matchRoute('GET', '/api/auth/login')).toBeUndefined();
    expect(matchRoute('DELETE', '/api/auth/login')).toBeUndefined();
    expect(matchRoute('POST', '/api/health')).toBeUndefined();
  });

  it.each([
    ['a trailing slash', '/api/auth/login/'],
    ['no /api prefix', '/auth/login'],
    ['an extra segment', '/api/auth/login/extra'],
    ['a prefix only', '/api/auth'],
    ['a different case', '/API/auth/login'],
    ['a query string left on', '/api/auth/login?next=/'],
  ])('refuses %s', (_case, path) => {
    expect(matchRoute('POST', path)).toBeUndefined();
  });

  it('refuses unknown paths', () => {
    expect(matchRoute('GET', '/api/nope')).toBeUndefined();
    expect(matchRoute('GET', '/')).toBeUndefined();
    expect(matchRoute('GET', '')).toBeUndefined();
  });

  // The paths redocly.yaml lets through as "ambiguous": a literal segment wins over a parameter, as in API Gateway.
  it.each([
    ['/api/invoices/send-drafts/job-1', 'invoices.sendDraftsStatus'],
    ['/api/invoices/generate-all/job-1', 'invoices.generateAllStatus'],
    ['/api/invoices/inv-1/status', 'invoices.changeStatus'],
    ['/api/invoices/inv-1/export', 'invoices.export'],
  ])('picks the literal segment first: %s is %s', (path, id) => {
    const route = allRoutes.find((candidate) => candidate.id === id)!;
    expect(matchRoute(route.method, path)?.route.id).toBe(id);
  });

  it('treats dots in a path literally', () => {
    expect(matchRoute('GET', '/api/openapi.json')?.route.id).toBe('system.openapi');
    expect(matchRoute('GET', '/api/openapiXjson')).toBeUndefined();
  });
});
