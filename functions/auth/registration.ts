import type * as z from 'zod';
import type { registerRequestSchema } from '../../shared/schemas/new-account-schemas';
import type { RouteTable } from '../../shared/routes/route-table';
import { accountLinkWrites } from '../shared-domains/accounts/account-link-writes';
import { createAccount, emailInUseMessage } from '../shared-domains/accounts/create-account';
import { hashPassword, verifyPassword } from '../shared-domains/accounts/password-hashing';
import { assertPasswordNotPersonal } from '../shared-domains/accounts/password-rules';
import {
  getUserByEmail,
  getUserById,
  userActivation,
  userEdit,
  usersWithRoles,
  type UserRecord,
} from '../entities/user-entity';
import { HttpError } from '../platform/http-errors';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import type { RouteService } from '../platform/route-service';
import { smallListLimit } from '../platform/table/entity-query';
import type { EntityWrite } from '../platform/table/table-write';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { maxTransactionItems, writeTransaction } from '../platform/table/write-transaction';
import { linkRefused } from './account-link-refusals';
import { commitLinkUse, openAccountLink } from './account-links';
import { startProvenSession } from './sessions';
import { takeLinkRequest } from './link-request-throttle';
import { withSteadyDuration } from './steady-duration';

/** Both answers of a registration: whether the address was new is told only to its mailbox. */
export const registrationMessage =
  'Thank you! Check your email: we have sent you a link to finish creating your account.';

/** Long enough to cover either path's work (a password hash and one transaction) under load. */
const steadyMs = 600;

type Registration = z.infer<typeof registerRequestSchema>;

/** A new family account, unverified: it signs in once the emailed link is opened. */
async function registerNew(body: Registration): Promise<void> {
  await createAccount(
    { name: body.name, email: body.email, password: body.password, role: 'user' },
    {
      isSchoolSetup: false,
      status: 'unverified',
      alongside: (user) => accountLinkWrites(user, { purpose: 'email-verification' }),
    },
  );
}

/**
 * A second registration of an address nobody confirmed replaces the first
 * (name and password) and sends a new link, which ends the first one: the
 * address's owner, not whoever registered it first, chooses the password.
 * Held to the account still being unconfirmed when the write commits.
 */
async function replaceUnconfirmed(existing: UserRecord, body: Registration): Promise<void> {
  assertPasswordNotPersonal(body.password, body);
  const passwordHash = await hashPassword(body.password);
  const replaced = { ...existing, name: body.name, email: body.email, passwordHash };
  try {
    await writeTransaction([
      userEdit(existing, {
        name: body.name,
        email: existing.email,
        role: existing.role,
        passwordHash,
        updatedAt: new Date().toISOString(),
        expectStatus: 'unverified',
      }),
      ...accountLinkWrites(replaced, { purpose: 'email-verification' }),
    ]);
  } catch (error) {
    // Confirmed (or changed) meanwhile: it has an owner now, who is told like any owner.
    if (!isTransactionCancelled(error)) throw error;
    await writeTransaction(messagePuts(existing.id, { kind: 'account-exists' }));
  }
}

/**
 * The address has an account: an unconfirmed one is replaced by this
 * registration; a confirmed or invited one's owner is told. Either way a
 * password is hashed, so this path costs what a new account costs.
 */
async function registerExisting(existing: UserRecord, body: Registration): Promise<void> {
  if (existing.accountStatus === 'unverified') return replaceUnconfirmed(existing, body);
  await hashPassword(body.password);
  await writeTransaction(messagePuts(existing.id, { kind: 'account-exists' }));
}

/** Families register themselves; whatever role is sent, the account is a `user`. */
export const register: RouteService<RouteTable['auth.register']> = async ({ body, sourceIp }) => {
  await takeLinkRequest(body.email, sourceIp);
  await withSteadyDuration(steadyMs, async () => {
    const existing = await getUserByEmail(body.email);
    if (existing) return registerExisting(existing, body);
    try {
      await registerNew(body);
    } catch (error) {
      // Registered by a racing request meanwhile: handled as an existing account, as above.
      if (!(error instanceof HttpError && error.message === emailInUseMessage)) throw error;
      const winner = await getUserByEmail(body.email);
      if (winner) await registerExisting(winner, body);
    }
  });
  return { data: {}, message: registrationMessage };
};

/** Every Super Admin and admin (two Queries of the role index, paged). */
async function staffIds(): Promise<string[]> {
  return (await usersWithRoles(['super_admin', 'admin'], smallListLimit)).map((user) => user.id);
}

/** Writes in transactions of at most `room` (the first) and then 100, never splitting one recipient's. */
function inChunks(perRecipient: readonly EntityWrite[][], room: number): EntityWrite[][] {
  const chunks: EntityWrite[][] = [[]];
  for (const writes of perRecipient) {
    const limit = chunks.length === 1 ? room : maxTransactionItems;
    if (chunks.at(-1)!.length + writes.length > limit) chunks.push([]);
    chunks.at(-1)!.push(...writes);
  }
  return chunks;
}

export const wrongRegistrationPassword =
  'This is not the password of the latest registration for this email. If you registered more than once, use the password you chose last; if you did not register again, someone else may have: register again with your own password and use the link we send then.';

/**
 * The account may sign in from now on, and staff are told a family waits
 * for its children to be linked: in the same transaction for a school's
 * usual handful of staff, the rest (beyond DynamoDB's 100 writes) right after.
 * The link proves the mailbox, and the password proves that the
 * registration being confirmed is the mailbox owner's own: a stranger who
 * registered the address with a password of their choosing cannot have the
 * owner confirm it. Then this browser is signed in.
 */
export const verifyEmail: RouteService<RouteTable['auth.verifyEmail']> = async ({ body }) => {
  const { link, user } = await openAccountLink(body.token, 'email-verification');
  if (!(await verifyPassword(body.password, user.passwordHash)))
    throw new HttpError(403, wrongRegistrationPassword, { password: wrongRegistrationPassword });
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
  const confirmed = await getUserById(user.id);
  if (!confirmed) throw linkRefused('email-verification');
  return { ...(await startProvenSession(confirmed, false)), message: 'Your email is confirmed. Welcome!' };
};
