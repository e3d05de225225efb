import type { Role } from '../../../shared/roles';
import { routeManifest } from 'virtual:route-manifest';
import type { RouteAccess } from '../../../shared/routes/route-definition';
import type { RouteId } from '../../../shared/routes/route-table';

/**
 * Whether the route table lets this role call a route. Screens show a
 * control only when its call would be allowed, so the browser and the API
 * never disagree about who may do what (the API still decides).
 */
export function roleMayCall(role: Role | undefined, id: RouteId): boolean {
  const access: RouteAccess = routeManifest[id].access;
  if (access === 'public') return true;
  return role !== undefined && access.includes(role);
}
