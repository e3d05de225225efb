import type { RouteTable } from '../../shared/routes/route-table';
import { auditPut } from '../shared-domains/audit/audit-put';
import { accountLinkEnd } from '../entities/account-link-entity';
import {
  emailMove,
  getUserByEmail,
  pendingEmailConfirm,
  unconfirmedHolderReplaced,
  type UserRecord,
} from '../entities/user-entity';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import type { EntityWrite } from '../platform/table/table-write';
import { commitLinkUse, openAccountLink } from './account-links';

export const addressTakenMessage =
  'Another account now uses this email address, so yours keeps its current one. Choose another address from your account.';

/**
 * The uniqueness item moves to the new address: taken if free, or handed
 * over by a self-registration nobody confirmed (the owner of the mailbox
 * just proved it is theirs). Any other account holding it refuses (409).
 */
async function addressMoveWrites(user: UserRecord, newEmail: string): Promise<EntityWrite[]> {
  const [releaseOld, takeNew] = emailMove(user, newEmail);
  const holder = await getUserByEmail(newEmail);
  if (!holder || holder.id === user.id) return [releaseOld!, takeNew!];
  if (holder.accountStatus !== 'unverified') throw conflict(addressTakenMessage);
  const { emailHandover, holderRemoval } = unconfirmedHolderReplaced(holder, user.id);
  return [releaseOld!, emailHandover, holderRemoval, accountLinkEnd(holder.id, 'email-verification')];
}

/**
 * The link sent to the new address was opened: the account takes that
 * address now, in one transaction with the link's use. Links sent to the old
 * address stop opening by themselves (they are bound to it); a pending reset
 * is ended too. The account's own entry in the audit log records the move.
 */
export const confirmEmailChange: RouteService<RouteTable['auth.confirmEmailChange']> = async ({
  body,
  requestId,
}) => {
  const { link, user } = await openAccountLink(body.token, 'email-change');
  const newEmail = user.pendingEmail ?? '';
  const now = new Date();
  await commitLinkUse(link, [
    pendingEmailConfirm(user.id, newEmail, now.toISOString()),
    ...(await addressMoveWrites(user, newEmail)),
    accountLinkEnd(user.id, 'password-reset'),
    auditPut({
      principal: { userId: user.id, role: user.role },
      action: 'user.update',
      target: { type: 'user', id: user.id },
      before: { email: user.email },
      after: { email: newEmail },
      requestId,
      now,
    }),
  ]);
  return {
    data: { email: newEmail },
    message: `Your email address is now ${newEmail}. Use it to sign in from now on.`,
  };
};
