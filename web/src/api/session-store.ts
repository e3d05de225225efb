import type { PublicUser } from '../../../shared/schemas/user-schemas';
import { isStoredUser } from './stored-user';

/**
 * The signed-in session as the browser keeps it (docs/architecture.md#states): the access token
 * and the user, in localStorage so a reload or a new tab stays signed in.
 * The refresh token is never here: it lives only in an httpOnly cookie.
 *
 * A plain module rather than React state because the API client, which runs
 * outside React, must read the token and replace it after a refresh.
 */
export interface StoredSession {
  token: string;
  user: PublicUser;
}

const tokenKey = 'token';
const userKey = 'user';

/** Why the last session ended: after a deliberate logout there is no page worth returning to. */
export type SessionEndReason = 'logout' | 'expired';

let current: StoredSession | null | undefined;
let lastEndReason: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function readStorage(): StoredSession | null {
  try {
    const token = localStorage.getItem(tokenKey);
    const rawUser = localStorage.getItem(userKey);
    if (!token || !rawUser) return null;
    // A user stored by an older build, or edited by hand, is not trusted as a session.
    const user: unknown = JSON.parse(rawUser);
    return isStoredUser(user) ? { token, user } : null;
  } catch {
    // No storage (privacy mode, tests in Node) or unreadable JSON: signed out.
    return null;
  }
}

function writeStorage(session: StoredSession | null): void {
  try {
    if (session) {
      localStorage.setItem(tokenKey, session.token);
      localStorage.setItem(userKey, JSON.stringify(session.user));
    } else {
      localStorage.removeItem(tokenKey);
      localStorage.removeItem(userKey);
    }
  } catch {
    // Storage full or blocked: the session still works for this page's lifetime.
  }
}

function publish(session: StoredSession | null): void {
  current = session;
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  if (current === undefined) current = readStorage();
  return current;
}

export function setSession(session: StoredSession): void {
  lastEndReason = null;
  writeStorage(session);
  publish(session);
}

/**
 * Keeps the token, replaces the user (after `GET /auth/me`). An answer that
 * says what is stored already changes nothing: a new session object would
 * draw every screen again just after it first showed (issue 18).
 */
export function updateSessionUser(user: PublicUser): void {
  const session = getSession();
  if (!session) return;
  if (JSON.stringify(session.user) === JSON.stringify(user)) return;
  setSession({ token: session.token, user });
}

export function clearSession(reason: SessionEndReason): void {
  lastEndReason = reason;
  writeStorage(null);
  publish(null);
}

export function sessionEndedByLogout(): boolean {
  return lastEndReason === 'logout';
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in, refreshed its token or signed out: follow it.
  if (event.key === null || event.key === tokenKey || event.key === userKey) publish(readStorage());
}

/** For `useSyncExternalStore`. */
export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}
