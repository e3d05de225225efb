import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../shared/roles';
import { sessionEndedByLogout } from '../api/session-store';
import { decideRouteAccess } from './route-access';
import { useSession } from '../api/session-context';

export interface RequireAuthProps {
  /** Roles allowed in; any signed-in user when omitted (docs/architecture.md#screens). */
  roles?: readonly Role[];
  children?: ReactNode;
}

/**
 * The route guard (docs/architecture.md#screens): the login screen (remembering this page) when
 * signed out, the dashboard when the role is not allowed. A stored session
 * counts at once, while /auth/me checks it (api/session-context.tsx). Nest it around any route with that route's roles.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user } = useSession();
  const location = useLocation();
  const decision = decideRouteAccess({
    role: user?.role,
    allowedRoles: roles,
    requestedPath: `${location.pathname}${location.search}${location.hash}`,
    endedByLogout: sessionEndedByLogout(),
  });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children ?? <Outlet />;
}
