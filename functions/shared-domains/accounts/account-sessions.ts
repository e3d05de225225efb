import { revokeTokenFamily } from '../../entities/refresh-token-entity';
import { pruneEndedSessions, raiseSessionVersion, recordEndedSession } from '../../entities/user-entity';
import { forgetCachedAccount } from './current-principal';
import { endedSessionEntry, expiredEntries } from './ended-sessions';

/**
 * Ending sessions, for logout, a reused refresh token, a password change (or
 * reset, issue 15) and "Sign out everywhere". A session is one sign-in: its
 * refresh-token family and every access token issued from it.
 */

/**
 * Ends one sign-in: its access tokens are refused from now on (the account
 * item lists it) and its refresh-token family can no longer refresh. Other
 * sign-ins of the account carry on.
 */
export async function endSession(userId: string, sessionId: string): Promise<void> {
  const now = new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const ended = await recordEndedSession(userId, endedSessionEntry(sessionId, nowSeconds));
  forgetCachedAccount(userId);
  await revokeTokenFamily(sessionId, now.toISOString());
  const expired = expiredEntries(ended ?? [], nowSeconds);
  if (expired.length) await pruneEndedSessions(userId, expired);
}

/**
 * Ends every sign-in of the account at once: the session version moves on,
 * so every access token and refresh-token family issued before is refused
 * (refresh-token families are checked against the version when they rotate).
 * One UpdateItem, however many devices. The password reset of issue 15 calls
 * this after storing the new password; a change that must commit together
 * with it moves the version in its own transaction (`userActivation`, `userEdit`).
 */
export async function endEverySession(userId: string): Promise<void> {
  await raiseSessionVersion(userId);
  forgetCachedAccount(userId);
}
