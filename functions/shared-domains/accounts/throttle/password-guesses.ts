import {
  forgetLoginAttempts,
  hashedSubject,
  type LoginAttemptScope,
} from '../../../entities/login-attempts-entity';
import { tooManyRequests } from '../../../platform/http-errors';
import { takeAttempt, type AttemptCount } from './attempt-windows';
import { windowAt } from './sliding-window';

/**
 * Guesses at one account's password are counted over the last ten minutes
 * (a sliding window), at most eight: one email from one client at sign-in
 * (functions/auth/login-throttle.ts), one browser the account signed in from
 * before, and one account checking its own current password.
 */
export const passwordGuessWindowSeconds = 10 * 60;
export const passwordGuessesPerWindow = 8;

/** Where a count stands now: the running window and the one before. */
export const passwordGuessWindow = () => windowAt(Math.floor(Date.now() / 1000), passwordGuessWindowSeconds);

/** Deletes a count's running window and the one before: what a proven password forgives. */
export function forgetGuesses(scope: LoginAttemptScope, subject: string, windowStart: number) {
  return Promise.all(
    [windowStart, windowStart - passwordGuessWindowSeconds].map((start) =>
      forgetLoginAttempts({ scope, subject, start }),
    ),
  );
}

const tooManyPasswordChecks = 'Too many wrong current passwords. Please wait a few minutes and try again.';

/** A check of an account's current password that was counted: what a right password forgives. */
export interface PasswordCheck {
  subject: string;
  windowStart: number;
}

/**
 * Checks of an account's own current password (before it changes its email
 * or password) are counted per account like guesses at sign-in: whoever
 * holds a session of the account must not guess its password there without
 * limit. Only a session of the account reaches the check, so no stranger
 * can fill this count. Answers 429 once it is full, before any check.
 */
export async function takePasswordCheck(userId: string): Promise<PasswordCheck> {
  const position = passwordGuessWindow();
  const count: AttemptCount<'current-password'> = {
    scope: 'current-password',
    subject: hashedSubject(userId),
    limit: passwordGuessesPerWindow,
  };
  const { refused, retryAfterSeconds } = await takeAttempt([count], position);
  if (refused.length > 0) throw tooManyRequests(tooManyPasswordChecks, retryAfterSeconds);
  return { subject: count.subject, windowStart: position.start };
}

/** The right current password forgives the wrong ones before it, as a sign-in does. */
export async function forgivePasswordCheck(check: PasswordCheck): Promise<void> {
  await forgetGuesses('current-password', check.subject, check.windowStart);
}
