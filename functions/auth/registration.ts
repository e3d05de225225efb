import type { RouteTable } from '../../shared/routes/route-table';
import { accountLinkWrites } from '../lib/accounts/account-link-writes';
import { createAccount, emailInUseMessage } from '../lib/accounts/create-account';
import { hashPassword } from '../lib/accounts/password-hashing';
import { getUserByEmail, userActivation, userFromItem, usersQuery } from '../lib/entities/user-entity';
import { HttpError } from '../lib/http-errors';
import { messagePuts } from '../lib/messages/message-puts';
import type { RouteService } from '../lib/route-service';
import { queryAllInTurn, smallListLimit } from '../lib/table/query-items';
import type { TableWrite } from '../lib/table/table-write';
import { maxTransactionItems, writeTransaction } from '../lib/table/write-transaction';
import { commitLinkUse, openAccountLink } from './account-links';
import { takeLinkRequest } from './link-request-throttle';
import { withSteadyDuration } from './steady-duration';

/** Both answers of a registration: whether the address was new is told only to its mailbox. */
export const registrationMessage =
  'Thank you! Check your email: we have sent you a link to finish creating your account.';

/** Long enough to cover either path's work (a password hash and one transaction) under load. */
const steadyMs = 600;

/** A new family account, unverified: it signs in once the emailed link is opened. */
async function registerNew(body: { name: string; email: string; password: string }): Promise<void> {
  await createAccount(
    { name: body.name, email: body.email, password: body.password, role: 'user' },
    {
      isSchoolSetup: false,
      status: 'unverified',
      alongside: (user) => accountLinkWrites(user.id, { purpose: 'email-verification' }),
    },
  );
}

/**
 * The address has an account: its owner is told (an unverified one gets a
 * new confirmation link instead, since its first may be lost). The password
 * is hashed and thrown away so this path costs what a new account costs.
 */
async function tellOwner(userId: string, unverified: boolean): Promise<void> {
  await writeTransaction(
    unverified
      ? accountLinkWrites(userId, { purpose: 'email-verification' })
      : messagePuts(userId, { kind: 'account-exists' }),
  );
}

/** Families register themselves; whatever role is sent, the account is a `user`. */
export const register: RouteService<RouteTable['auth.register']> = async ({ body, sourceIp }) => {
  await takeLinkRequest(body.email, sourceIp);
  await withSteadyDuration(steadyMs, async () => {
    const existing = await getUserByEmail(body.email);
    if (existing) {
      await hashPassword(body.password);
      return tellOwner(existing.id, existing.accountStatus === 'unverified');
    }
    try {
      await registerNew(body);
    } catch (error) {
      // Registered by a racing request meanwhile: that account's owner is told, as above.
      if (!(error instanceof HttpError && error.message === emailInUseMessage)) throw error;
      const winner = await getUserByEmail(body.email);
      if (winner) await tellOwner(winner.id, winner.accountStatus === 'unverified');
    }
  });
  return { data: {}, message: registrationMessage };
};

/** Every Super Admin and admin (two Queries of the role index, paged, ids only). */
async function staffIds(): Promise<string[]> {
  const items = await queryAllInTurn(
    [usersQuery('super_admin'), usersQuery('admin')].map((query) => ({ ...query, attributes: ['id'] })),
    smallListLimit,
  );
  return items.map((item) => userFromItem(item).id);
}

/** Writes in transactions of at most `room` (the first) and then 100, never splitting one recipient's. */
function inChunks(perRecipient: readonly TableWrite[][], room: number): TableWrite[][] {
  const chunks: TableWrite[][] = [[]];
  for (const writes of perRecipient) {
    const limit = chunks.length === 1 ? room : maxTransactionItems;
    if (chunks.at(-1)!.length + writes.length > limit) chunks.push([]);
    chunks.at(-1)!.push(...writes);
  }
  return chunks;
}

/**
 * The account may sign in from now on, and staff are told a family waits
 * for its children to be linked: in the same transaction for a school's
 * usual handful of staff, the rest (beyond DynamoDB's 100 writes) right after.
 */
export const verifyEmail: RouteService<RouteTable['auth.verifyEmail']> = async ({ body }) => {
  const { link, user } = await openAccountLink(body.token, 'email-verification');
  const now = new Date();
  const activation = userActivation(user.id, { expectStatus: 'unverified', now: now.toISOString() });
  const message = {
    kind: 'family-registered' as const,
    familyUserId: user.id,
    familyName: user.name,
    familyEmail: user.email,
  };
  const toStaff = (await staffIds()).map((staffId) => messagePuts(staffId, message, now));
  await commitLinkUse(link, [activation], inChunks(toStaff, maxTransactionItems - 2));
  return { data: {}, message: 'Your email is confirmed. You can sign in now.' };
};
