import { accountLinkWrites } from '../shared-domains/accounts/account-link-writes';
import { emailInUseMessage } from '../shared-domains/accounts/create-account';
import { accountLinkEnd } from '../entities/account-link-entity';
import { emailMove, getUserByEmail, normalizeEmail, type UserRecord } from '../entities/user-entity';
import { conflict } from '../platform/http-errors';
import { emailOnlyPut } from '../shared-domains/messaging/message-puts';
import type { EntityWrite } from '../platform/table/table-write';

/** What an edit does with the account's email, for the edit's own transaction. */
export interface EmailChangePlan {
  /** The address the account has once the edit commits. */
  email: string;
  /** A move waiting for confirmation: the new address, null to end one, undefined to leave it as it is. */
  pendingEmail?: string | null;
  /** The uniqueness items moved now (their refusal means the address is in use). */
  moved?: EntityWrite[];
  /** Its links and emails. */
  writes: EntityWrite[];
  /** Whether the address moves with this edit. */
  movedNow: boolean;
}

const unchanged = (email: string): EmailChangePlan => ({ email, writes: [], movedNow: false });

/**
 * The email an edit asks for, decided by the account's state:
 * - the same address (in any case): kept; a move waiting for confirmation
 *   goes on, unless the edit cancels it;
 * - an account nobody has signed in to yet (invited, or an unconfirmed
 *   registration): it moves at once and its link goes again, to the new
 *   address, unless the edit gives it a password (then it can sign in);
 * - any other account keeps its address until the owner opens the link sent
 *   to the new one; the old address is told at the same time. Whoever edits
 *   (the owner, with the current password, or staff) cannot move an account
 *   to an address its owner does not read.
 */
export async function planEmailChange(
  target: UserRecord,
  requested: string,
  after: { passwordHash: string; passwordChanged: boolean; cancelPending: boolean },
  now = new Date(),
): Promise<EmailChangePlan> {
  if (normalizeEmail(requested) === normalizeEmail(target.email)) {
    if (!target.pendingEmail || !after.cancelPending) return unchanged(requested);
    return {
      email: requested,
      pendingEmail: null,
      writes: [accountLinkEnd(target.id, 'email-change')],
      movedNow: false,
    };
  }
  if (target.accountStatus) {
    const owner = { id: target.id, email: requested, passwordHash: after.passwordHash };
    const link =
      target.accountStatus === 'invited'
        ? accountLinkWrites(owner, { purpose: 'invitation', role: target.role }, now)
        : accountLinkWrites(owner, { purpose: 'email-verification' }, now);
    return {
      email: requested,
      moved: emailMove(target, requested),
      writes: after.passwordChanged ? [] : link,
      movedNow: true,
    };
  }
  const holder = await getUserByEmail(requested);
  if (holder && holder.id !== target.id && holder.accountStatus !== 'unverified')
    throw conflict(emailInUseMessage);
  const owner = { id: target.id, email: target.email, passwordHash: after.passwordHash };
  return {
    email: target.email,
    pendingEmail: requested,
    writes: [
      ...accountLinkWrites(owner, { purpose: 'email-change', newEmail: requested }, now),
      emailOnlyPut(
        target.id,
        { kind: 'email-change-notice', oldEmail: target.email, newEmail: requested },
        now,
      ),
    ],
    movedNow: false,
  };
}

/** What the edit's answer says about the email. */
export function emailChangeNote(target: UserRecord, plan: EmailChangePlan): string {
  if (plan.pendingEmail)
    return ` The email changes to ${plan.pendingEmail} once the link we sent to that address is opened; until then the account keeps ${target.email}.`;
  if (plan.pendingEmail === null) return ` The change of email to ${target.pendingEmail} is canceled.`;
  if (plan.movedNow && target.accountStatus === 'invited')
    return ` A new invitation was emailed to ${plan.email}.`;
  return '';
}
