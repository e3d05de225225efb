import type { Session } from '../../shared/schemas/auth-schemas';
import { accessTokenLifetimeSeconds, signAccessToken } from '../platform/access-tokens';
import { toPublicUser, type UserRecord } from '../entities/user-entity';
import { issueRefreshToken, type IssuedRefreshToken } from './refresh-tokens';
import { deviceCookie } from './device-cookie';
import { refreshCookie } from './session-cookie';

export interface SessionAnswer {
  data: Session;
  cookies: string[];
}

/**
 * The answer to a sign-in, setup or refresh: an access token in the body, the
 * refresh token in the cookie. The access token names its session (the
 * refresh family) and the account's session version, so either can end it.
 */
export async function sessionAnswer(user: UserRecord, refresh: IssuedRefreshToken): Promise<SessionAnswer> {
  const token = await signAccessToken({
    userId: user.id,
    role: user.role,
    name: user.name,
    sessionId: refresh.familyId,
    sessionVersion: user.sessionVersion,
  });
  return {
    data: { token, expiresIn: accessTokenLifetimeSeconds, user: toPublicUser(user) },
    cookies: [refreshCookie(refresh)],
  };
}

export async function startSession(user: UserRecord, persistent: boolean): Promise<SessionAnswer> {
  return sessionAnswer(user, await issueRefreshToken(user, persistent));
}

/**
 * A sign-in proven by the password or an emailed link: the session, and a
 * fresh device cookie, so this browser's later sign-ins are counted on their
 * own and strangers' failures never lock it out (device-cookie.ts).
 */
export async function startProvenSession(user: UserRecord, persistent: boolean): Promise<SessionAnswer> {
  const session = await startSession(user, persistent);
  return { ...session, cookies: [...session.cookies, await deviceCookie(user.id)] };
}
