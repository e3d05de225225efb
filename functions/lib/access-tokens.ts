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

export interface Principal {
  userId: string;
  role: Role;
  /** Shown in progress history as who changed a status; refreshed with every token. */
  name: string;
}

export async function signAccessToken(principal: Principal): Promise<string> {
  return new SignJWT({ role: principal.role, name: principal.name })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(principal.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${accessTokenLifetimeSeconds}s`)
    .sign(await signingSecret());
}

/** Verifies signature, algorithm (pinned: `none` and others are refused), issuer, audience and expiry. */
export async function verifyAccessToken(token: string): Promise<Principal> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), {
      algorithms: [algorithm],
      issuer,
      audience,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const role = roleSchema.safeParse(payload.role);
    if (!payload.sub || !role.success) throw unauthorized('Invalid authentication token');
    return {
      userId: payload.sub,
      role: role.data,
      name: typeof payload.name === 'string' ? payload.name : '',
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw unauthorized('Your session has expired. Please log in again.');
    if (error instanceof joseErrors.JOSEError) throw unauthorized('Invalid authentication token');
    throw error;
  }
}
