import {
  loginAttemptKeys,
  loginAttemptSubject,
  type SignInScope,
} from '../lib/entities/login-attempts-entity';
import { tooManyRequests } from '../lib/http-errors';
import { deleteItem } from '../lib/table/write-item';
import { giveBackAttempt, takeAttempt } from './attempt-windows';
import { clientNetwork } from './client-network';
import { windowAt } from './sliding-window';

/**
 * Sign-in attempts are counted over the last ten minutes (a sliding window,
 * sliding-window.ts) BEFORE the password is checked, each count a
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
 */
const windowSeconds = 10 * 60;
export const loginAttemptLimits: Readonly<Record<SignInScope, number>> = {
  pair: 8,
  email: 30,
  client: 30,
};
const scopes = Object.keys(loginAttemptLimits) as SignInScope[];

const tooManyForEmail =
  'Too many failed sign-in attempts for this email. Please wait a few minutes and try again.';
const tooManyFromClient =
  'Too many failed sign-in attempts from this device. Please wait a few minutes and try again.';

/** An attempt that was counted: what a successful sign-in gives back. */
export interface LoginAttempt {
  email: string;
  client: string;
  windowStart: number;
}

const countOf = (scope: SignInScope, attempt: Pick<LoginAttempt, 'email' | 'client'>) => ({
  scope,
  subject: loginAttemptSubject(scope, attempt.email, attempt.client),
  limit: loginAttemptLimits[scope],
});

/** Counts the attempt in all three scopes, or answers 429 (a refused guess is given back to the scopes that took it). */
export async function takeLoginAttempt(email: string, client: string): Promise<LoginAttempt> {
  const position = windowAt(Math.floor(Date.now() / 1000), windowSeconds);
  const attempt = { email, client: clientNetwork(client), windowStart: position.start };
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
  const pair = countOf('pair', attempt);
  await Promise.all([
    ...[attempt.windowStart, attempt.windowStart - windowSeconds].map((windowStart) =>
      deleteItem(loginAttemptKeys.window('pair', pair.subject, windowStart)),
    ),
    giveBackAttempt(countOf('email', attempt), attempt.windowStart),
    giveBackAttempt(countOf('client', attempt), attempt.windowStart),
  ]);
}
