import { describe, expect, it } from 'vitest';
import { decideRouteAccess, type RouteAccessInput } from './route-access';

const base: RouteAccessInput = {
  role: 'user',
  allowedRoles: undefined,
  requestedPath: '/dashboard/invoices?page=2',
  endedByLogout: false,
};

describe('decideRouteAccess', () => {
  it('sends a signed-out visitor to login, remembering the page', () => {
    expect(decideRouteAccess({ ...base, role: undefined })).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fdashboard%2Finvoices%3Fpage%3D2',
    });
  });

  it('remembers nothing after a deliberate logout', () => {
    expect(decideRouteAccess({ ...base, role: undefined, endedByLogout: true })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends a role the route does not admit to the dashboard', () => {
    expect(decideRouteAccess({ ...base, role: 'parent', allowedRoles: ['super_admin'] })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('lets in an admitted role, and anyone signed in when the route names no roles', () => {
    expect(decideRouteAccess({ ...base, role: 'admin', allowedRoles: ['super_admin', 'admin'] })).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess({ ...base, role: 'teacher' })).toEqual({ kind: 'allow' });
  });
});
