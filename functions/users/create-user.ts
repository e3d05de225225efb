import type { RouteTable } from '../../shared/routes/route-table';
import { accountLinkWrites } from '../shared-domains/accounts/account-link-writes';
import { auditPut } from '../shared-domains/audit/audit-put';
import { createAccount, emailInUseMessage } from '../shared-domains/accounts/create-account';
import { HttpError } from '../platform/http-errors';
import { getUserByEmail, toPublicUser, type UserRecord } from '../entities/user-entity';
import type { RouteService } from '../platform/route-service';
import { assertMayCreate } from './user-permissions';

/**
 * Staff give a password, or leave it blank to invite: the account is created
 * without one, with the invitation's link and email in the same transaction.
 * A self-registration of the address that nobody confirmed does not stand in
 * the school's way: it is removed as the account is created (anyone can
 * register any address; only the school's account is known to be wanted).
 */
export const createUser: RouteService<RouteTable['users.create']> = async ({
  body,
  principal,
  requestId,
}) => {
  assertMayCreate(principal, body.role);
  const invited = !body.password;
  const audit = (created: UserRecord) =>
    auditPut({
      principal,
      action: 'user.create',
      target: { type: 'user', id: created.id },
      after: toPublicUser(created),
      requestId,
    });
  const create = (replacesUnconfirmed?: UserRecord) =>
    createAccount(
      { ...body, password: body.password || undefined },
      invited
        ? {
            isSchoolSetup: false,
            status: 'invited',
            replacesUnconfirmed,
            alongside: (created) => [
              ...accountLinkWrites(created, { purpose: 'invitation', role: created.role }),
              audit(created),
            ],
          }
        : { isSchoolSetup: false, replacesUnconfirmed, alongside: (created) => [audit(created)] },
    );
  const user = await create().catch(async (error: unknown) => {
    // Only a refused address costs the read of who holds it.
    if (!(error instanceof HttpError && error.message === emailInUseMessage)) throw error;
    const holder = await getUserByEmail(body.email);
    if (holder?.accountStatus !== 'unverified') throw error;
    return create(holder);
  });
  const added = body.role === 'teacher' ? 'Teacher added' : 'User added';
  return {
    data: toPublicUser(user),
    message: invited ? `${added}: an invitation to choose a password was emailed to ${user.email}` : added,
  };
};
