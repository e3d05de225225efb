import { verifyPassword } from '../shared-domains/accounts/password-hashing';
import type { UserRecord } from '../entities/user-entity';
import { badRequest, HttpError } from '../platform/http-errors';
import {
  forgivePasswordCheck,
  takePasswordCheck,
} from '../shared-domains/accounts/throttle/password-guesses';

export const currentPasswordRequired = 'Please enter your current password to change your email or password.';
export const currentPasswordWrong = 'Your current password is not correct.';

/**
 * An account changing its own email or password proves it knows the current
 * password: a borrowed unlocked laptop or a stolen access token must not be
 * enough to take the account over (issue 14). The checks are counted like
 * sign-ins (login-throttle.ts), so that same session cannot guess the
 * password here without limit: once the count is full the password is not
 * even checked.
 */
export async function assertCurrentPassword(account: UserRecord, currentPassword: string | undefined) {
  if (!currentPassword)
    throw badRequest(currentPasswordRequired, { currentPassword: currentPasswordRequired });
  const check = await takePasswordCheck(account.id);
  if (!(await verifyPassword(currentPassword, account.passwordHash)))
    throw new HttpError(403, currentPasswordWrong, { currentPassword: currentPasswordWrong });
  await forgivePasswordCheck(check);
}
