import { isPersonalPassword, passwordMessages } from '../../../shared/passwords/password-policy';
import { badRequest } from '../../platform/http-errors';

/**
 * The server's own check that a password being set is not the account's
 * email or name: the request schemas compare it with the fields sent, this
 * with what the account is stored as too (an edit may change the name in
 * the same request, and the stored one is just as guessable).
 */
export function assertPasswordNotPersonal(
  password: string,
  ...accounts: readonly { email?: string; name?: string }[]
): void {
  if (accounts.some((account) => isPersonalPassword(password, account))) {
    throw badRequest(passwordMessages.personal, { password: passwordMessages.personal });
  }
}
