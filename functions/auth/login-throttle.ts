import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  loginAttemptKeys,
  loginAttemptSubject,
  returnLoginAttempt,
  takeLoginAttempt as takeAttemptWrite,
  type SignInScope,
} from '../lib/entities/login-attempts-entity';
import { tooManyRequests } from '../lib/http-errors';
import { clientNetwork } from './client-network';
import { deleteItem, updateItem } from '../lib/table/write-item';

/**
 * Sign-in attempts are counted in ten-minute windows BEFORE the password is
 * checked, each count a conditional write that refuses at its limit, so
 * thirty parallel guesses get no more tries than thirty slow ones. Three
 * counts, so an attacker cannot lock the owner out from the owner's own
 * device:
 * - one email from one client, strictly: the guesses of one attacker;
 * - one email from anywhere, loosely: many clients guessing one password;
 * - one client across every email: one client trying many accounts.
 * A successful sign-in clears its email-and-client count and gives its
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

const attemptKey = (scope: SignInScope, attempt: LoginAttempt) =>
  loginAttemptKeys.window(
    scope,
    loginAttemptSubject(scope, attempt.email, attempt.client),
    attempt.windowStart,
  );

const refused = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof ConditionalCheckFailedException;

/**
 * Counts the attempt in all three scopes at once, or answers 429. The
 * scopes that did count it are given it back when another refused, so a
 * refused guess costs the owner nothing on the looser counts.
 */
export async function takeLoginAttempt(email: string, client: string): Promise<LoginAttempt> {
  const now = Math.floor(Date.now() / 1000);
  const attempt = { email, client: clientNetwork(client), windowStart: now - (now % windowSeconds) };
  const expiresAt = attempt.windowStart + 2 * windowSeconds;
  const outcomes = await Promise.allSettled(
    scopes.map((scope) =>
      updateItem(takeAttemptWrite(attemptKey(scope, attempt), loginAttemptLimits[scope], expiresAt)),
    ),
  );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected' && !refused(outcome));
  const refusedScopes = scopes.filter((_, index) => refused(outcomes[index]!));
  if (!failure && refusedScopes.length === 0) return attempt;
  await Promise.all(
    scopes
      .filter((_, index) => outcomes[index]!.status === 'fulfilled')
      .map((scope) => giveBack(attemptKey(scope, attempt))),
  );
  if (failure) throw (failure as PromiseRejectedResult).reason;
  throw tooManyRequests(
    refusedScopes.every((scope) => scope === 'client') ? tooManyFromClient : tooManyForEmail,
    // Every count of this window is gone by then.
    attempt.windowStart + windowSeconds - now,
  );
}

/** A successful sign-in forgives the typos before it, and gives its own attempt back. */
export async function forgiveLoginAttempt(attempt: LoginAttempt): Promise<void> {
  await Promise.all([
    deleteItem(attemptKey('pair', attempt)),
    giveBack(attemptKey('email', attempt)),
    giveBack(attemptKey('client', attempt)),
  ]);
}

async function giveBack(key: ReturnType<typeof loginAttemptKeys.window>): Promise<void> {
  try {
    await updateItem(returnLoginAttempt(key));
  } catch (error) {
    // Already at zero, or expired: nothing to give back.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
