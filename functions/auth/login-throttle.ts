import { hashedSubject, loginAttemptSubject, type SignInScope } from '../entities/login-attempts-entity';
import { tooManyRequests } from '../platform/http-errors';
import {
  giveBackAttempt,
  takeAttempt,
  type AttemptCount,
} from '../shared-domains/accounts/throttle/attempt-windows';
import {
  forgetGuesses,
  passwordGuessesPerWindow,
  passwordGuessWindow,
} from '../shared-domains/accounts/throttle/password-guesses';
import { clientNetwork } from './client-network';
import type { KnownDevice } from './device-cookie';

/**
 * Sign-in attempts are counted over the last ten minutes (a sliding window,
 * shared-domains/accounts/throttle/sliding-window.ts) BEFORE the password is checked, each count a
 * conditional write that refuses at its limit, so thirty parallel guesses
 * get no more tries than thirty slow ones, and a window's end lets none
 * through afresh. Three counts, so an attacker cannot lock the owner out
 * from the owner's own device:
 * - one email from one client, strictly: the guesses of one attacker;
 * - one email from anywhere, loosely: many clients guessing one password;
 * - one client across every email: one client trying many accounts.
 * A successful sign-in clears its email-and-client count (both windows) and gives its
 * attempt back to the email and the client (a school office signs many
 * people in from one address, a family one account on many devices): only
 * what fails adds up, and a success proves the password anyway.
 * Unknown emails are counted the same way, so the throttle reveals nothing.
 *
 * Strangers can still fill the email's count from many clients and so lock
 * the owner out. A browser where the account signed in before carries a
 * device cookie (device-cookie.ts): its attempts are counted per cookie
 * alone, as strictly as one email from one client, and never refused
 * because of the counts strangers fill.
 */
export const loginAttemptLimits: Readonly<Record<SignInScope, number>> = {
  pair: passwordGuessesPerWindow,
  email: 30,
  client: 30,
};
const scopes = Object.keys(loginAttemptLimits) as SignInScope[];

const tooManyForEmail =
  'Too many failed sign-in attempts for this email. Please wait a few minutes and try again.';
const tooManyFromClient =
  'Too many failed sign-in attempts from this device. Please wait a few minutes and try again.';
const tooManyInBrowser =
  'Too many failed sign-in attempts in this browser. Please wait a few minutes and try again.';

/** An attempt that was counted: what a successful sign-in gives back. */
export interface LoginAttempt {
  email: string;
  client: string;
  windowStart: number;
  /** Set when it was counted for the account's own device alone: the subject of that count. */
  deviceSubject?: string;
}

const countOf = (scope: SignInScope, attempt: Pick<LoginAttempt, 'email' | 'client'>) => ({
  scope,
  subject: loginAttemptSubject(scope, attempt.email, attempt.client),
  limit: loginAttemptLimits[scope],
});

/** One email on the account's own device: counted like one email from one client, per device cookie. */
const deviceCount = (device: KnownDevice): AttemptCount<'device'> => ({
  scope: 'device',
  subject: hashedSubject(`${device.userId}\n${device.nonce}`),
  limit: passwordGuessesPerWindow,
});

/**
 * Counts the attempt in all three scopes, or only in its device's count when
 * `device` is the signed device cookie of the email's account; or answers 429
 * (a refused guess is given back to the scopes that took it).
 */
export async function takeLoginAttempt(
  email: string,
  client: string,
  device?: KnownDevice,
): Promise<LoginAttempt> {
  const position = passwordGuessWindow();
  const attempt = { email, client: clientNetwork(client), windowStart: position.start };
  if (device) {
    const count = deviceCount(device);
    const { refused, retryAfterSeconds } = await takeAttempt([count], position);
    if (refused.length > 0) throw tooManyRequests(tooManyInBrowser, retryAfterSeconds);
    return { ...attempt, deviceSubject: count.subject };
  }
  const { refused, retryAfterSeconds } = await takeAttempt(
    scopes.map((scope) => countOf(scope, attempt)),
    position,
  );
  if (refused.length === 0) return attempt;
  throw tooManyRequests(
    refused.every((scope) => scope === 'client') ? tooManyFromClient : tooManyForEmail,
    retryAfterSeconds,
  );
}

/** A successful sign-in forgives the typos before it, and gives its own attempt back. */
export async function forgiveLoginAttempt(attempt: LoginAttempt): Promise<void> {
  if (attempt.deviceSubject) {
    await forgetGuesses('device', attempt.deviceSubject, attempt.windowStart);
    return;
  }
  await Promise.all([
    forgetGuesses('pair', countOf('pair', attempt).subject, attempt.windowStart),
    giveBackAttempt(countOf('email', attempt), attempt.windowStart),
    giveBackAttempt(countOf('client', attempt), attempt.windowStart),
  ]);
}
