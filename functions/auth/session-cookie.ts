import { apiBasePath } from '../../shared/routes/route-definition';
import { refreshCookieName } from '../../shared/schemas/auth-schemas';
import { serializeCookie } from '../platform/cookies';
import { secureCookies } from '../platform/runtime-config';
import { rememberedLifetimeSeconds, type IssuedRefreshToken } from './refresh-tokens';

/**
 * The refresh token lives only in this HttpOnly cookie, scoped to the auth
 * paths: scripts cannot read it and no other request carries it.
 */
export { refreshCookieName };
const cookiePath = `${apiBasePath}/auth`;

export function refreshCookie(issued: IssuedRefreshToken): string {
  return serializeCookie(refreshCookieName, issued.token, {
    path: cookiePath,
    secure: secureCookies(),
    ...(issued.persistent ? { maxAgeSeconds: rememberedLifetimeSeconds } : {}),
  });
}

export function clearedRefreshCookie(): string {
  return serializeCookie(refreshCookieName, '', {
    path: cookiePath,
    secure: secureCookies(),
    maxAgeSeconds: 0,
  });
}
