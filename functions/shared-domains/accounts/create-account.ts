import { writeTransaction } from '../../platform/table/write-transaction';
import { newId } from '../../../shared/ids';
import { keepsPhone, type Role } from '../../../shared/roles';
import { counterDeltas } from '../../entities/school-counters-entity';
import { schoolSetupPut } from '../../entities/school-setup-entity';
import { accountLinkEnd } from '../../entities/account-link-entity';
import {
  unconfirmedHolderReplaced,
  userCreation,
  type AccountStatus,
  type UserRecord,
} from '../../entities/user-entity';
import { conflict, forbidden } from '../../platform/http-errors';
import { namedWrites } from '../../platform/table/named-writes';
import type { EntityWrite } from '../../platform/table/table-write';
import { hashPassword } from './password-hashing';
import { assertPasswordNotPersonal } from './password-rules';

export interface NewAccount {
  name: string;
  email: string;
  /** Absent for an invited account: its owner chooses one from the invitation email. */
  password?: string;
  role: Role;
  phone?: string;
}

export interface NewAccountOptions {
  isSchoolSetup: boolean;
  /** Invited or unverified accounts cannot sign in until their emailed link is used. */
  status?: AccountStatus;
  /** What commits with the account: its emailed link and the message that carries it. */
  alongside?: (user: UserRecord) => readonly EntityWrite[];
  /**
   * An unconfirmed self-registration holding the address: the new account
   * takes the address and the registration goes, in the same transaction
   * (a school's invitation wins over a registration nobody confirmed).
   */
  replacesUnconfirmed?: Pick<UserRecord, 'id' | 'email'>;
}

export const emailInUseMessage = 'Email already in use';
export const setupDoneMessage = 'This school is already set up. Please log in instead.';

/** The phone number is kept for a family's account only (shared/roles.ts). */
export function phoneForRole(role: Role, phone: string | undefined): string | undefined {
  return keepsPhone(role) && phone ? phone : undefined;
}

/**
 * The user, its email-uniqueness item and the school's counters go in one
 * transaction, the first two only if absent: two requests with the
 * same email (in any case) can never both succeed. Setup adds the school's
 * setup marker to the same transaction, so only one Super Administrator is
 * ever created by it.
 */
export async function createAccount(account: NewAccount, options: NewAccountOptions): Promise<UserRecord> {
  if (account.password) assertPasswordNotPersonal(account.password, account);
  const now = new Date().toISOString();
  const phone = phoneForRole(account.role, account.phone);
  const user: UserRecord = {
    id: newId(),
    name: account.name,
    email: account.email,
    role: account.role,
    ...(phone ? { phone } : {}),
    children: [],
    students: [],
    // No hash at all for an invited account: no password can match it.
    passwordHash: account.password ? await hashPassword(account.password) : '',
    sessionVersion: 0,
    endedSessions: [],
    ...(options.status ? { accountStatus: options.status } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const holder = options.replacesUnconfirmed;
  const replaced = holder ? unconfirmedHolderReplaced(holder, user.id) : undefined;
  const creation = userCreation(user);
  const transaction = namedWrites({
    setup: options.isSchoolSetup && schoolSetupPut(user.id, now),
    email: replaced?.emailHandover ?? creation.email,
    user: creation.user,
    // The registration replaced was counted as a user: the count stays, unless a Super Admin is added.
    counters:
      (!replaced || user.role === 'super_admin') &&
      counterDeltas({ users: replaced ? 0 : 1, superAdmins: user.role === 'super_admin' ? 1 : 0 }),
    alongside: options.alongside?.(user),
    holderRemoval: replaced?.holderRemoval,
    holderLink: holder && replaced && accountLinkEnd(holder.id, 'email-verification'),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    const refused = transaction.refusedBy(error);
    if (refused.has('setup')) throw forbidden(setupDoneMessage);
    // The address taken meanwhile, or the registration holding it confirmed meanwhile: in use either way.
    if (refused.has('email') || refused.has('holderRemoval')) throw conflict(emailInUseMessage);
    throw error;
  }
  return user;
}
