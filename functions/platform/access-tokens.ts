import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../shared/roles';
import { roleSchema } from '../../shared/schemas/role-schema';
import { unauthorized } from './http-errors';
import { signingSecret } from './signing-secret';

const algorithm = 'HS256';
const issuer = 'school-progress-api';
const audience = 'school-progress-web';
/** Short enough that a stolen token is soon useless; the refresh cookie renews it silently. */
export const accessTokenLifetimeSeconds = 15 * 60;

/** Who is calling, as the services see it: the account as it is now (shared-domains/accounts/current-principal.ts). */
export interface Principal {
  userId: string;
  role: Role;
  /** Shown in progress history as who changed a status; read from the account, never trusted from a token. */
  name: string;
  /** The sign-in (refresh-token family) the request came with; absent when no access token made it (calendar feed). */
  sessionId?: string;
}

/**
 * What an access token says. `sessionId` names the refresh-token family it
 * was issued from, so logout can end exactly that sign-in; `sessionVersion`
 * is the account's version when it was issued, so one write ends every
 * session of the account (password change, "Sign out everywhere").
 */
export interface AccessTokenClaims {
  userId: string;
  role: Role;
  name: string;
  sessionId: string;
  sessionVersion: number;
}

export async function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({
    role: claims.role,
    name: claims.name,
    sid: claims.sessionId,
    sv: claims.sessionVersion,
  })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${accessTokenLifetimeSeconds}s`)
    .sign(await signingSecret());
}

const isSessionVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Verifies signature, algorithm (pinned: `none` and others are refused), issuer, audience and expiry. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), {
      algorithms: [algorithm],
      issuer,
      audience,
      // `sid` and `sv` are checked below, so that an expired token is still told it expired.
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const role = roleSchema.safeParse(payload.role);
    const sessionId = payload.sid;
    if (!payload.sub || !role.success || typeof sessionId !== 'string' || !isSessionVersion(payload.sv))
      throw unauthorized('Invalid authentication token');
    return {
      userId: payload.sub,
      role: role.data,
      name: typeof payload.name === 'string' ? payload.name : '',
      sessionId,
      sessionVersion: payload.sv,
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw unauthorized('Your session has expired. Please log in again.');
    if (error instanceof joseErrors.JOSEError) throw unauthorized('Invalid authentication token');
    throw error;
  }
}
