import type { Role } from '../../../shared/roles';
import { newAccountLink } from '../../entities/account-link-entity';
import type { UserRecord } from '../../entities/user-entity';
import type { EntityWrite } from '../../platform/table/table-write';
import { messagePuts } from '../messaging/message-puts';
import type { EmailMessage } from '../../entities/email-messages';

/** The account a link is made for, as it is when the link is sent (its address and password hash bind the link). */
export type LinkOwner = Pick<UserRecord, 'id' | 'email' | 'passwordHash'>;

export type AccountLinkRequest =
  | { purpose: 'invitation'; role: Role }
  | { purpose: 'password-reset' }
  | { purpose: 'email-verification' }
  /** Sent to the new address, which the account takes only once the link is opened. */
  | { purpose: 'email-change'; newEmail: string };

function emailOf(token: string, link: AccountLinkRequest): EmailMessage {
  switch (link.purpose) {
    case 'invitation':
      return { kind: 'account-invitation', token, role: link.role };
    case 'password-reset':
      return { kind: 'password-reset', token };
    case 'email-verification':
      return { kind: 'email-verification', token };
    case 'email-change':
      return { kind: 'email-change-confirmation', token, newEmail: link.newEmail };
  }
}

/**
 * A new single-use link for an account and the email that carries it, for
 * one transaction: the link exists only if its email is on its way, and the
 * link before it (a resent invitation, a second reset request) stops working.
 * The link is bound to the address it goes to and the account's password
 * hash now, so a later change of either ends it (account-link-entity.ts).
 */
export function accountLinkWrites(
  owner: LinkOwner,
  link: AccountLinkRequest,
  now = new Date(),
): EntityWrite[] {
  const email = link.purpose === 'email-change' ? link.newEmail : owner.email;
  const { token, put } = newAccountLink(
    owner.id,
    link.purpose,
    { email, passwordHash: owner.passwordHash },
    now,
  );
  return [put, ...messagePuts(owner.id, emailOf(token, link), now)];
}
