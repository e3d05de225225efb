import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { idPattern } from '../../shared/ids';
import { apiBasePath } from '../../shared/routes/route-definition';
import { serializeCookie } from '../platform/cookies';
import { getUserByEmail, type UserRecord } from '../entities/user-entity';
import { secureCookies } from '../platform/runtime-config';
import { signingSecret } from '../platform/signing-secret';

/*
 * A device cookie (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"): a browser where an account signed in successfully keeps a
 * cookie naming the account and a random nonce, with an HMAC-SHA256 that
 * proves this server wrote it. Sign-ins and reset requests that present it
 * for that account are counted per cookie, apart from the per-email counts
 * strangers can fill from anywhere, so they cannot lock the owner out of
 * their own browser. It names the account by id, not email: the address
 * stays out of the cookie and a new email keeps the browser known. The key
 * is derived from the project's signing secret for this one use, so a
 * cookie's signature can never pass for an access token's or the other
 * way round. Nothing is stored: a forged or edited cookie fails the HMAC,
 * and a new one comes with every successful sign-in.
 */

export const deviceCookieName = 'known_device';
/** Long, so that a browser stays known between the sign-ins of a family that rarely signs out. */
export const deviceCookieLifetimeSeconds = 400 * 24 * 60 * 60;
/** Sign-in and password reset both read it; no other request needs to carry it. */
const cookiePath = `${apiBasePath}/auth`;
const keyPurpose = 'device-cookie-v1';
const noncePattern = /^[A-Za-z0-9_-]{22}$/;

/** What a valid device cookie says: the account that signed in there, and the cookie's own nonce. */
export interface KnownDevice {
  userId: string;
  nonce: string;
}

async function deviceKey(): Promise<Buffer> {
  return createHmac('sha256', await signingSecret())
    .update(keyPurpose)
    .digest();
}

async function signatureOf(device: KnownDevice): Promise<Buffer> {
  return createHmac('sha256', await deviceKey())
    .update(`${device.userId}\n${device.nonce}`)
    .digest();
}

/** The Set-Cookie of a fresh device cookie for the account (a new nonce each time). */
export async function deviceCookie(userId: string): Promise<string> {
  const device = { userId, nonce: randomBytes(16).toString('base64url') };
  const value = `${userId}.${device.nonce}.${(await signatureOf(device)).toString('base64url')}`;
  return serializeCookie(deviceCookieName, value, {
    path: cookiePath,
    secure: secureCookies(),
    maxAgeSeconds: deviceCookieLifetimeSeconds,
  });
}

/** The device of a cookie this server signed; undefined when there is none, or it is malformed or forged. */
export async function knownDevice(cookies: Record<string, string>): Promise<KnownDevice | undefined> {
  const value = cookies[deviceCookieName];
  if (!value) return undefined;
  const [userId, nonce, signature, ...rest] = value.split('.');
  if (rest.length || !userId || !nonce || !signature) return undefined;
  if (!idPattern.test(userId) || !noncePattern.test(nonce)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = await signatureOf({ userId, nonce });
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, nonce };
}

/** What the email's account and the request's device cookie tell a throttle. */
export interface DeviceCheck {
  /** The account of the email, read already (none: no account uses it). */
  user: UserRecord | undefined;
  /** The device cookie, when it is valid and names that very account. */
  device: KnownDevice | undefined;
}

/**
 * With a valid device cookie, reads the email's account first, to know
 * whether the cookie is that account's (a cookie of another account earns
 * nothing). Without one, undefined: nothing is read, and the caller counts
 * the request before reading the account, as before.
 */
export async function checkDevice(
  cookies: Record<string, string>,
  email: string,
): Promise<DeviceCheck | undefined> {
  const device = await knownDevice(cookies);
  if (!device) return undefined;
  const user = await getUserByEmail(email);
  return { user, device: user?.id === device.userId ? device : undefined };
}
