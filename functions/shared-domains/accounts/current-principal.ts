import type { Role } from '../../../shared/roles';
import type { AccessTokenClaims, Principal } from '../../platform/access-tokens';
import { readSessionState } from '../../entities/user-entity';
import { unauthorized } from '../../platform/http-errors';
import { accountCacheMs } from '../../platform/runtime-config';
import { sessionIdOfEntry } from './ended-sessions';

/**
 * Every authenticated request is checked against the account as it is now:
 * one strongly consistent GetItem of `USER#id`, reused by a warm function
 * for at most `accountCacheMs()` (5 s). So a deleted account, a changed role,
 * a logout or "Sign out everywhere" refuses the old access token on every
 * route within 5 s (at once on the function that made the change), and the
 * services see the account's current role and name, never the token's.
 */
interface AccountState {
  role: Role;
  name: string;
  sessionVersion: number;
  endedSessionIds: ReadonlySet<string>;
}

interface CachedAccount {
  account: AccountState | undefined;
  readAt: number;
}

/** Enough for every account of a school; the oldest entry goes first. */
const maxCachedAccounts = 5_000;
const cache = new Map<string, CachedAccount>();
/** Changes made here since start: a read that began before one must not be kept (it may predate the change). */
let forgottenSoFar = 0;

const accountGone = () => unauthorized('Your account no longer exists. Please log in again.');
const sessionEnded = () => unauthorized('Your session has ended. Please log in again.');

async function readAccount(userId: string): Promise<AccountState | undefined> {
  const state = await readSessionState(userId);
  if (!state) return undefined;
  const { endedSessions, ...account } = state;
  return { ...account, endedSessionIds: new Set(endedSessions.map(sessionIdOfEntry)) };
}

async function accountOf(userId: string): Promise<AccountState | undefined> {
  const now = Date.now();
  const cached = cache.get(userId);
  if (cached && now - cached.readAt < accountCacheMs()) return cached.account;
  const forgottenBefore = forgottenSoFar;
  const account = await readAccount(userId);
  cache.delete(userId);
  if (forgottenSoFar !== forgottenBefore) return account;
  if (cache.size >= maxCachedAccounts) cache.delete(cache.keys().next().value!);
  cache.set(userId, { account, readAt: now });
  return account;
}

/** A change to the account made here is seen here at once; other warm functions see it within the cache time. */
export function forgetCachedAccount(userId: string): void {
  forgottenSoFar += 1;
  cache.delete(userId);
}

/**
 * The caller as the account is now, or 401. A role that differs from the
 * token's is refused too (not silently applied): the web app's silent
 * refresh then issues a token with the new role, and nothing runs on the
 * strength of a role the account no longer has.
 */
export async function currentPrincipal(claims: AccessTokenClaims): Promise<Principal> {
  const account = await accountOf(claims.userId);
  if (!account) throw accountGone();
  if (claims.sessionVersion !== account.sessionVersion || account.endedSessionIds.has(claims.sessionId))
    throw sessionEnded();
  if (claims.role !== account.role) throw unauthorized('Your account has changed. Please log in again.');
  return { userId: claims.userId, role: account.role, name: account.name, sessionId: claims.sessionId };
}
