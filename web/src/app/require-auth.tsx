import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../shared/roles';
import { sessionEndedByLogout } from '../api/session-store';
import { PageSpinner } from '../components/page-spinner';
import { decideRouteAccess } from './route-access';
import { useSession } from '../api/session-context';

export interface RequireAuthProps {
  /** Roles allowed in; any signed-in user when omitted (spec §2 route table). */
  roles?: readonly Role[];
  children?: ReactNode;
}

/**
 * The route guard (spec §2): a spinner while the session loads, the login
 * screen (remembering this page) when signed out, the dashboard when the
 * role is not allowed. Nest it around any route with that route's roles.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { status, user } = useSession();
  const location = useLocation();
  const decision = decideRouteAccess({
    status,
    role: user?.role,
    allowedRoles: roles,
    requestedPath: `${location.pathname}${location.search}${location.hash}`,
    endedByLogout: sessionEndedByLogout(),
  });

  if (decision.kind === 'wait') return <PageSpinner label="Checking your session" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children ?? <Outlet />;
}
