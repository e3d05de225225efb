import type { Role } from '../../../shared/roles';
import { newAccountLink, type AccountLinkPurpose } from '../entities/account-link-entity';
import type { TableWrite } from '../table/table-write';
import { messagePuts } from '../messages/message-puts';
import type { EmailMessage } from '../email/email-messages';

/**
 * A new single-use link for an account and the email that carries it, for
 * one transaction: the link exists only if its email is on its way, and the
 * link before it (a resent invitation, a second reset request) stops working.
 */
export function accountLinkWrites(
  userId: string,
  link: { purpose: 'invitation'; role: Role } | { purpose: Exclude<AccountLinkPurpose, 'invitation'> },
  now = new Date(),
): TableWrite[] {
  const { token, put } = newAccountLink(userId, link.purpose, now);
  const message: EmailMessage =
    link.purpose === 'invitation'
      ? { kind: 'account-invitation', token, role: link.role }
      : link.purpose === 'password-reset'
        ? { kind: 'password-reset', token }
        : { kind: 'email-verification', token };
  return [put, ...messagePuts(userId, message, now)];
}
