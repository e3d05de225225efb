import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PublicUser } from '../../../shared/schemas/user-schemas';
import { useCurrentUserQuery } from './current-user-query';
import { getSession, subscribeToSession, updateSessionUser } from './session-store';

export type SessionStatus = 'signedIn' | 'signedOut';

export interface SessionValue {
  status: SessionStatus;
  /** The signed-in user; null while signed out. */
  user: PublicUser | null;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Who is signed in, for every screen. A stored token is reused at start and
 * the user checked once with the server (docs/architecture.md#states): the answer replaces the
 * stored user; a failure other than 401 keeps it; a 401 ends in a refresh
 * or a sign-out inside the API client.
 *
 * The stored user is trusted while that check is in flight (issue 18): the
 * page and its reads start at once instead of a phone's round trip later,
 * and the server refuses every read a stale token or role may not make (a
 * changed account's token gets a 401, which refreshes or signs out).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(subscribeToSession, getSession, getSession);
  const currentUser = useCurrentUserQuery(stored !== null);

  useEffect(() => {
    if (currentUser.data) updateSessionUser(currentUser.data);
  }, [currentUser.data]);

  const status: SessionStatus = stored === null ? 'signedOut' : 'signedIn';
  const user = stored?.user ?? null;
  const value = useMemo(() => ({ status, user }), [status, user]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
