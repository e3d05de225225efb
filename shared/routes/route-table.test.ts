import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import { apiBasePath, domains, routeKey } from './route-definition';
import { allRoutes, routeTable, routesOfDomain } from './route-table';

/**
 * Every route anyone may call without a token. Making a route public must be a
 * deliberate change to this list as well as to the route table.
 */
const expectedPublicRouteIds = [
  'system.health',
  'system.openapi',
  'auth.setupStatus',
  'auth.setup',
  'auth.login',
  'auth.register',
  'auth.logout',
  'auth.refreshToken',
  // Issue 15: the emailed links' own routes; the link's single-use token (stored hashed) is the credential.
  'auth.checkAccountLink',
  'auth.acceptInvitation',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.verifyEmail',
  // Issue 34: the link sent to the address an account moves to; opening it proves the new mailbox.
  'auth.confirmEmailChange',
  // RFC 8058 one-click unsubscribe: mail clients cannot sign in; the token is signed (HMAC).
  'users.unsubscribe',
  'users.unsubscribePage',
  // Calendar apps cannot sign in: the unguessable token in the path is the credential.
  'lessons.feed',
  // Issue 17: the privacy page is read before signing in; only the school's name and data contact leave.
  'invoices.privacyContact',
  // Issue 35: Stripe's events carry no session; the signature over the raw body is the credential.
  'payments.stripeWebhook',
];

describe('routeTable', () => {
  it('has at least one route, and allRoutes lists every entry', () => {
    expect(allRoutes.length).toBeGreaterThan(0);
    expect(allRoutes).toEqual(Object.values(routeTable));
  });

  it.each(Object.entries(routeTable))('keys %s by its own id', (key, route) => {
    expect(route.id).toBe(key);
  });

  it('has unique ids', () => {
    const ids = allRoutes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a unique method + path for every route', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(allRoutes.map((route) => [route.id, route] as const))(
    '%s has a path with a leading slash, no trailing slash and no proxy',
    (_id, route) => {
      expect(route.path.startsWith('/')).toBe(true);
      expect(route.path.length).toBeGreaterThan(1);
      expect(route.path.endsWith('/')).toBe(false);
      expect(route.path).not.toContain('{proxy+}');
      expect(route.path).not.toContain('//');
    },
  );

  it.each(allRoutes.map((route) => [route.id, route] as const))(
    '%s belongs to a known domain',
    (_id, route) => {
      expect(domains).toContain(route.domain);
    },
  );

  it.each(allRoutes.map((route) => [route.id, route] as const))(
    '%s is public or lists at least one known role',
    (_id, route) => {
      if (route.access === 'public') return;
      expect(route.access.length).toBeGreaterThan(0);
      for (const role of route.access) expect(roles).toContain(role);
    },
  );

  it('has exactly the allowed public routes', () => {
    const publicIds = allRoutes.filter((route) => route.access === 'public').map((route) => route.id);
    expect([...publicIds].sort()).toEqual([...expectedPublicRouteIds].sort());
  });

  it.each(allRoutes.map((route) => [route.id, route] as const))(
    '%s has a data schema and a summary',
    (_id, route) => {
      expect(route.data).toBeDefined();
      expect(typeof route.data.safeParse).toBe('function');
      expect(route.summary.trim()).not.toBe('');
    },
  );

  it('filters routes by domain', () => {
    for (const domain of domains) {
      const routes = routesOfDomain(domain);
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.every((route) => route.domain === domain)).toBe(true);
    }
    const total = domains.reduce((sum, domain) => sum + routesOfDomain(domain).length, 0);
    expect(total).toBe(allRoutes.length);
  });
});

describe('routeKey', () => {
  it('writes the method, a space and the base path joined to the route path', () => {
    expect(routeKey(routeTable['auth.login'], '/api')).toBe('POST /api/auth/login');
    expect(routeKey(routeTable['system.health'], apiBasePath)).toBe('GET /api/health');
    expect(routeKey({ method: 'DELETE', path: '/things/{id}' }, '/v1')).toBe('DELETE /v1/things/{id}');
  });

  it('uses an empty base path as given', () => {
    expect(routeKey({ method: 'GET', path: '/health' }, '')).toBe('GET /health');
  });
});
