import type { RouteTable } from '../../shared/routes/route-table';
import { accountLinkWrites } from '../shared-domains/accounts/account-link-writes';
import { getUserByEmail } from '../entities/user-entity';
import type { RouteService } from '../platform/route-service';
import { writeTransaction } from '../platform/table/write-transaction';
import { checkDevice } from './device-cookie';
import { takeLinkRequest } from './link-request-throttle';
import { withSteadyDuration } from './steady-duration';

export const forgotPasswordMessage =
  'If an account uses this email, we have sent it a link to choose a new password. The link works for one hour.';

/** Covers one GetItem and one transaction with room to spare, so both paths answer after the same time. */
const steadyMs = 300;

/**
 * Known and unknown emails get the same answer after the same time; only
 * the mailbox learns whether there was an account. A new link replaces
 * the previous one. Any account may reset, an invited or unverified one
 * too: the link proves the mailbox as its own link would.
 */
export const forgotPassword: RouteService<RouteTable['auth.forgotPassword']> = async ({
  body,
  sourceIp,
  cookies,
}) => {
  // From a browser the account signed in from before, counted on its own (link-request-throttle.ts).
  const known = await checkDevice(cookies, body.email);
  await takeLinkRequest(body.email, sourceIp, known?.device);
  await withSteadyDuration(steadyMs, async () => {
    const user = known ? known.user : await getUserByEmail(body.email);
    if (user) await writeTransaction(accountLinkWrites(user, { purpose: 'password-reset' }));
  });
  return { data: {}, message: forgotPasswordMessage };
};
