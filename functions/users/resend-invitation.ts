import type { RouteTable } from '../../shared/routes/route-table';
import { accountLinkWrites } from '../shared-domains/accounts/account-link-writes';
import { auditPut } from '../shared-domains/audit/audit-put';
import { getUserById, toPublicUser, userStillInvited } from '../entities/user-entity';
import { conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { writeTransaction } from '../platform/table/write-transaction';
import { assertMayCreate } from './user-permissions';

const alreadyActive = 'This account has already chosen its password: there is no invitation to resend.';

/**
 * A new invitation link and email; the link before it stops working (one
 * link per account, replaced). Staff may resend to whom they may add, and
 * only while the account is still invited, checked when the write commits.
 */
export const resendInvitation: RouteService<RouteTable['users.resendInvitation']> = async ({
  params,
  principal,
  requestId,
}) => {
  const user = await getUserById(params.id);
  if (!user) throw notFound('User not found');
  assertMayCreate(principal, user.role);
  if (user.accountStatus !== 'invited') throw conflict(alreadyActive);
  try {
    await writeTransaction([
      userStillInvited(user.id),
      ...accountLinkWrites(user, { purpose: 'invitation', role: user.role }),
      // Who sent a new working link to which address: a link that signs its holder in to the account.
      auditPut({
        principal,
        action: 'user.resendInvitation',
        target: { type: 'user', id: user.id },
        after: { invitationSentTo: user.email },
        requestId,
      }),
    ]);
  } catch (error) {
    if (isTransactionCancelled(error)) throw conflict(alreadyActive);
    throw error;
  }
  return { data: toPublicUser(user), message: `A new invitation was emailed to ${user.email}` };
};
