import type { RouteTable } from '../../shared/routes/route-table';
import { forgetCachedAccount } from '../shared-domains/accounts/current-principal';
import { auditPut } from '../shared-domains/audit/audit-put';
import { hashPassword } from '../shared-domains/accounts/password-hashing';
import { assertPasswordNotPersonal } from '../shared-domains/accounts/password-rules';
import {
  accountLinkEnd,
  accountLinkUse,
  checkAccountLink,
  linkStillBound,
  type AccountLinkPurpose,
  type AccountLinkRecord,
} from '../entities/account-link-entity';
import { notificationIdsOfKind, unreadIdsRemoval } from '../entities/notification-entity';
import { getUserById, userActivation, type UserRecord } from '../entities/user-entity';
import type { RouteService } from '../platform/route-service';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import type { EntityWrite } from '../platform/table/table-write';
import { writeTransaction } from '../platform/table/write-transaction';
import { linkRefused } from './account-link-refusals';
import { startProvenSession } from './sessions';

/** The state an account must be in for each link to open it (a reset opens any account). */
const expectedStatus: Record<AccountLinkPurpose, UserRecord['accountStatus'] | 'any' | 'active'> = {
  invitation: 'invited',
  'password-reset': 'any',
  'email-verification': 'unverified',
  'email-change': 'active',
};

function inExpectedState(user: UserRecord, purpose: AccountLinkPurpose): boolean {
  const expected = expectedStatus[purpose];
  if (expected === 'any') return true;
  if (expected === 'active') return user.accountStatus === undefined && user.pendingEmail !== undefined;
  return user.accountStatus === expected;
}

/** The address a link of this purpose was sent to: an email change's goes to the address being moved to. */
const addressOfLink = (user: UserRecord, purpose: AccountLinkPurpose) =>
  purpose === 'email-change' ? (user.pendingEmail ?? '') : user.email;

/**
 * The link's record and its account, or the 410 that says why the link no
 * longer opens: used, replaced, expired, or sent for an address or a
 * password the account no longer has.
 */
export async function openAccountLink(
  token: string,
  purpose: AccountLinkPurpose,
): Promise<{ link: AccountLinkRecord; user: UserRecord }> {
  const check = await checkAccountLink(token, purpose);
  if (!check.valid) throw linkRefused(purpose, check.reason);
  const user = await getUserById(check.record.userId);
  if (!user || !inExpectedState(user, purpose)) throw linkRefused(purpose);
  const binding = {
    email: addressOfLink(user, purpose),
    passwordHash: user.passwordHash,
    updatedAt: user.updatedAt,
  };
  if (!linkStillBound(check.record, binding)) throw linkRefused(purpose);
  return { link: check.record, user };
}

/** Uses the link up together with its change; a link used by a racing request refuses the second. */
export async function commitLinkUse(
  link: AccountLinkRecord,
  writes: readonly EntityWrite[],
  followUps: readonly EntityWrite[][] = [],
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

/**
 * A reset by link in the audit log: the account itself is the actor (whoever
 * opened the link proved its mailbox), never left unnamed.
 */
const resetAudit = (user: UserRecord, requestId: string) =>
  auditPut({
    principal: { userId: user.id, role: user.role },
    action: 'user.password',
    target: { type: 'user', id: user.id },
    after: { signIn: 'new password by reset link, every session ended' },
    requestId,
  });

/** A new password through an emailed link: the account is active from now on and signed in on this device. */
async function setPasswordByLink(
  token: string,
  password: string,
  purpose: 'invitation' | 'password-reset',
  requestId: string,
) {
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
      ? [
          accountLinkEnd(user.id, 'invitation'),
          accountLinkEnd(user.id, 'email-verification'),
          resetAudit(user, requestId),
        ]
      : [];
  // The bell's "You are invited: choose a password" is done once a password is chosen (issue 40).
  const invitations = await notificationIdsOfKind(user.id, 'account-invitation');
  const invitationsRead = invitations.length ? [unreadIdsRemoval(user.id, invitations)] : [];
  await commitLinkUse(link, [activation, ...endedLinks, ...invitationsRead]);
  const activated = await getUserById(user.id);
  if (!activated) throw linkRefused(purpose);
  return startProvenSession(activated, false);
}

export const acceptInvitation: RouteService<RouteTable['auth.acceptInvitation']> = async ({
  body,
  requestId,
}) => ({
  ...(await setPasswordByLink(body.token, body.password, 'invitation', requestId)),
  message: 'Your password is set. Welcome!',
});

/**
 * The new password and the end of every earlier session commit in one
 * write (the account's session version moves on, as `endEverySession`
 * does), so no old refresh cookie or access token outlives the reset.
 */
export const resetPassword: RouteService<RouteTable['auth.resetPassword']> = async ({ body, requestId }) => ({
  ...(await setPasswordByLink(body.token, body.password, 'password-reset', requestId)),
  message: 'Your password has been changed, and every other device has been signed out.',
});
