import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../../shared/routes/dashboard-routes';
import { routesOfDomain } from '../../shared/routes/route-table';
import { createDomainHandler } from './create-domain-handler';
import type { DomainServices } from '../platform/route-service';

const services = {
  'dashboard.counters': async () => ({ data: {} }),
  'dashboard.recentActivity': async () => ({ data: [] }),
  'dashboard.notifications': async () => ({ data: { notifications: [], unreadCount: 0 } }),
  'dashboard.readNotifications': async () => ({ data: { unreadCount: 0 } }),
  'dashboard.auditLog': async () => ({ data: [] }),
  'dashboard.today': async () => ({ data: {} }),
} as unknown as DomainServices<'dashboard'>;

describe('createDomainHandler', () => {
  it("builds a handler from the domain's own route file", () => {
    expect(
      Object.values(dashboardRoutes)
        .map((route) => route.id)
        .sort(),
    ).toEqual(
      routesOfDomain('dashboard')
        .map((route) => route.id)
        .sort(),
    );
    expect(typeof createDomainHandler('dashboard', dashboardRoutes, services)).toBe('function');
  });

  it('refuses, at cold start, a service whose route it was not given', () => {
    const { ['dashboard.recentActivity']: _left, ...onlyCounters } = dashboardRoutes;
    expect(() => createDomainHandler('dashboard', onlyCounters, services)).toThrow(
      'Domain dashboard was given no route for dashboard.recentActivity',
    );
  });

  it('refuses, at cold start, a route without a service', () => {
    const { ['dashboard.counters']: _left, ...onlyActivity } = services as unknown as Record<string, unknown>;
    expect(() =>
      createDomainHandler(
        'dashboard',
        dashboardRoutes,
        onlyActivity as unknown as DomainServices<'dashboard'>,
      ),
    ).toThrow('Domain dashboard has no service for route dashboard.counters');
  });
});
