import type { RouteTable } from '../../shared/routes/route-table';
import { forgetCachedAccount } from '../lib/accounts/current-principal';
import { hashPassword } from '../lib/accounts/password-hashing';
import { assertPasswordNotPersonal } from '../lib/accounts/password-rules';
import {
  accountLinkEnd,
  accountLinkUse,
  checkAccountLink,
  type AccountLinkPurpose,
  type AccountLinkRecord,
} from '../lib/entities/account-link-entity';
import { getUserById, userActivation, type UserRecord } from '../lib/entities/user-entity';
import type { RouteService } from '../lib/route-service';
import { isTransactionCancelled } from '../lib/table/transaction-errors';
import type { TableWrite } from '../lib/table/table-write';
import { writeTransaction } from '../lib/table/write-transaction';
import { linkRefused } from './account-link-refusals';
import { startSession } from './sessions';

/** The state an account must be in for each link to open it (a reset opens any account). */
const expectedStatus: Record<AccountLinkPurpose, UserRecord['accountStatus'] | 'any'> = {
  invitation: 'invited',
  'password-reset': 'any',
  'email-verification': 'unverified',
};

/** The link's record and its account, or the 410 that says why the link no longer opens. */
export async function openAccountLink(
  token: string,
  purpose: AccountLinkPurpose,
): Promise<{ link: AccountLinkRecord; user: UserRecord }> {
  const check = await checkAccountLink(token, purpose);
  if (!check.valid) throw linkRefused(purpose, check.reason);
  const user = await getUserById(check.record.userId);
  const expected = expectedStatus[purpose];
  if (!user || (expected !== 'any' && user.accountStatus !== expected)) throw linkRefused(purpose);
  return { link: check.record, user };
}

/** Uses the link up together with its change; a link used by a racing request refuses the second. */
export async function commitLinkUse(
  link: AccountLinkRecord,
  writes: readonly TableWrite[],
  followUps: readonly TableWrite[][] = [],
): Promise<void> {
  try {
    await writeTransaction([accountLinkUse(link), ...writes, ...(followUps[0] ?? [])]);
  } catch (error) {
    if (isTransactionCancelled(error)) throw linkRefused(link.purpose);
    throw error;
  } finally {
    forgetCachedAccount(link.userId);
  }
  for (const chunk of followUps.slice(1)) await writeTransaction(chunk);
}

export const checkAccountLinkService: RouteService<RouteTable['auth.checkAccountLink']> = async ({
  body,
}) => {
  const { user } = await openAccountLink(body.token, body.purpose);
  return { data: { name: user.name, email: user.email } };
};

/** A new password through an emailed link: the account is active from now on and signed in on this device. */
async function setPasswordByLink(token: string, password: string, purpose: 'invitation' | 'password-reset') {
  const { link, user } = await openAccountLink(token, purpose);
  assertPasswordNotPersonal(password, user);
  const activation = userActivation(user.id, {
    passwordHash: await hashPassword(password),
    now: new Date().toISOString(),
    ...(purpose === 'invitation' ? { expectStatus: 'invited' as const } : {}),
  });
  // A reset proves the mailbox as an invitation or a verification would: their links are no longer needed.
  const endedLinks =
    purpose === 'password-reset'
      ? [accountLinkEnd(user.id, 'invitation'), accountLinkEnd(user.id, 'email-verification')]
      : [];
  await commitLinkUse(link, [activation, ...endedLinks]);
  const activated = await getUserById(user.id);
  if (!activated) throw linkRefused(purpose);
  return startSession(activated, false);
}

export const acceptInvitation: RouteService<RouteTable['auth.acceptInvitation']> = async ({ body }) => ({
  ...(await setPasswordByLink(body.token, body.password, 'invitation')),
  message: 'Your password is set. Welcome!',
});

/**
 * The new password and the end of every earlier session commit in one
 * write (the account's session version moves on, as `endEverySession`
 * does), so no old refresh cookie or access token outlives the reset.
 */
export const resetPassword: RouteService<RouteTable['auth.resetPassword']> = async ({ body }) => ({
  ...(await setPasswordByLink(body.token, body.password, 'password-reset')),
  message: 'Your password has been changed, and every other device has been signed out.',
});
