import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../api/api-client';
import { appPaths } from '../screens';

/**
 * A 401 that a refresh cannot cure clears the session and shows the
 * login screen. On a protected page the route guard already does that (and
 * remembers the page), so this only acts on public pages.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const pathname = useRef(location.pathname);

  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  useEffect(
    () =>
      onSessionExpired(() => {
        const here = pathname.current;
        const guarded = here === appPaths.dashboard || here.startsWith(`${appPaths.dashboard}/`);
        if (!guarded && here !== appPaths.login) void navigate(appPaths.login, { replace: true });
        // Nothing fetched for the old session may leak into the next one. Cleared on the next task,
        // once the guard has unmounted the protected page, so that page does not refetch without a token.
        window.setTimeout(() => queryClient.clear(), 0);
      }),
    [navigate, queryClient],
  );

  return null;
}
