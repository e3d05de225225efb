import type { Role } from '../../../shared/roles';
import { appPaths, loginPathFor } from '../screens';

export type RouteAccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface RouteAccessInput {
  /** The signed-in user's role; undefined when signed out. */
  role: Role | undefined;
  /** Roles the route admits; any signed-in user when undefined. */
  allowedRoles: readonly Role[] | undefined;
  /** Path, query and hash of the page asked for, remembered for after sign-in. */
  requestedPath: string;
  /** After a deliberate logout the next person may be someone else: nothing is remembered. */
  endedByLogout: boolean;
}

/** The route guard's rule (docs/architecture.md#screens), apart from React so it can be tested on its own. */
export function decideRouteAccess(input: RouteAccessInput): RouteAccessDecision {
  if (!input.role)
    return { kind: 'redirect', to: loginPathFor(input.endedByLogout ? null : input.requestedPath) };
  if (input.allowedRoles && !input.allowedRoles.includes(input.role))
    return { kind: 'redirect', to: appPaths.dashboard };
  return { kind: 'allow' };
}
