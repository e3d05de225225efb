import type { EmailChoices } from '../../shared/messages/email-preferences';
import { messageCategories, type MessageCategory } from '../../shared/messages/message-categories';
import type { Role } from '../../shared/roles';
import type { PublicUser } from '../../shared/schemas/user-schemas';
import { batchGetItems } from '../platform/table/batch-get-items';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import { itemExists, putIfAbsent, remove, type TableWrite } from '../platform/table/table-write';
import { fromStringSet, toStringSet } from '../platform/table/string-sets';

/** A user as the services see it: the public fields plus the password hash, which never leaves the API. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone?: string;
  /** Student ids of a family account (role user or parent). */
  children: string[];
  /** Student ids of a teacher. */
  students: string[];
  passwordHash: string;
  /**
   * Every access token and refresh-token family carries the version it was
   * issued under; raising it ends every session of the account at once
   * (password change, "Sign out everywhere"). Absent on older items: 0.
   */
  sessionVersion: number;
  /**
   * Sign-ins ended one by one (logout, a reused refresh token), as
   * `<familyId>@<epoch seconds>`, so their access tokens are refused before
   * they expire. Kept for one access-token lifetime, then pruned.
   */
  endedSessions: string[];
  /**
   * Absent once the account can sign in. `invited`: added by staff without a
   * password, waiting for its owner to choose one from the invitation email;
   * `unverified`: registered by a family that has not yet opened the
   * verification email. Neither can sign in.
   */
  accountStatus?: AccountStatus;
  /**
   * An address the account is moving to, waiting for its owner to open the
   * link sent there; until then the account keeps (and signs in with) `email`.
   */
  pendingEmail?: string;
  createdAt: string;
  updatedAt: string;
  /**
   * The email categories the account turned on and off (one `emailChoice_<category>`
   * boolean each on the item, written by email-preferences-entity.ts). Only
   * read: a new account has made no choice, and an edit never writes them.
   */
  emailChoices?: EmailChoices;
}

export type AccountStatus = 'invited' | 'unverified';

/** Emails are unique case-insensitively; this is the form the uniqueness item is keyed by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const usersByRole = (role: Role) => `USERS_BY_ROLE#${role}`;
const allUsers = 'USERS';

export const userKeys = {
  primary: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  /** One item per email, written in the same transaction as the user with attribute_not_exists(PK). */
  email: (email: string) => ({ PK: `USER_EMAIL#${normalizeEmail(email)}`, SK: 'USER_EMAIL' }),
  /** GSI1 lists users of one role by name; GSI2 lists every user by name. */
  listing: (role: Role, name: string, userId: string) => ({
    GSI1PK: usersByRole(role),
    GSI1SK: `${name.toLowerCase()}#${userId}`,
    GSI2PK: allUsers,
    GSI2SK: `${name.toLowerCase()}#${userId}`,
  }),
};

/**
 * Links to students are string sets, so one UpdateItem can ADD or DELETE a
 * single id atomically, whatever else changes the list at the same time.
 */
export function userItem({ emailChoices: _choices, ...user }: UserRecord) {
  return {
    ...userKeys.primary(user.id),
    ...userKeys.listing(user.role, user.name, user.id),
    entity: 'User',
    ...user,
    children: toStringSet(user.children),
    students: toStringSet(user.students),
    endedSessions: toStringSet(user.endedSessions),
  };
}

export function userFromItem(item: Record<string, unknown>): UserRecord {
  return {
    id: item.id as string,
    name: item.name as string,
    email: item.email as string,
    role: item.role as Role,
    ...(typeof item.phone === 'string' && item.phone ? { phone: item.phone } : {}),
    children: fromStringSet(item.children),
    students: fromStringSet(item.students),
    passwordHash: item.passwordHash as string,
    sessionVersion: typeof item.sessionVersion === 'number' ? item.sessionVersion : 0,
    endedSessions: fromStringSet(item.endedSessions),
    ...(item.accountStatus === 'invited' || item.accountStatus === 'unverified'
      ? { accountStatus: item.accountStatus }
      : {}),
    ...(typeof item.pendingEmail === 'string' && item.pendingEmail
      ? { pendingEmail: item.pendingEmail }
      : {}),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    emailChoices: emailChoicesFromItem(item),
  };
}

/** The attribute of the user item that holds the account's choice for one email category (email-preferences-entity.ts). */
export const emailChoiceAttribute = (category: MessageCategory) => `emailChoice_${category}`;

/** The email choices stored on a user item: the categories set true, and those set false. */
export function emailChoicesFromItem(item: Record<string, unknown>): EmailChoices {
  const chosen = (wanted: boolean) =>
    messageCategories.filter((category) => item[emailChoiceAttribute(category)] === wanted);
  return { on: chosen(true), off: chosen(false) };
}

export function emailItem(email: string, userId: string) {
  return { ...userKeys.email(email), entity: 'UserEmail', userId };
}

/** Users of one role by name (GSI1), or every user by name (GSI2). */
export function usersQuery(role: Role | undefined): TableQuery {
  return role ? { index: 'GSI1', partition: usersByRole(role) } : { index: 'GSI2', partition: allUsers };
}

/**
 * ADD or DELETE one id in a family account's `children` set; on ADD the parent
 * must still exist and still be a family account when the transaction commits.
 */
export function userChildLink(parentId: string, studentId: string, action: 'ADD' | 'DELETE'): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(parentId),
      UpdateExpression: `${action} children :student`,
      // An update never creates the parent: on a missing item it would write a stub.
      ...(action === 'ADD'
        ? {
            ConditionExpression: `${itemExists} AND #role IN (:user, :parent)`,
            ExpressionAttributeNames: { '#role': 'role' },
          }
        : { ConditionExpression: itemExists }),
      ExpressionAttributeValues: {
        ':student': new Set([studentId]),
        ...(action === 'ADD' ? { ':user': 'user', ':parent': 'parent' } : {}),
      },
    },
  };
}

/** Takes one student off a teacher's `students` set. */
export function userStudentUnlink(teacherId: string, studentId: string): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(teacherId),
      UpdateExpression: 'DELETE students :student',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':student': new Set([studentId]) },
    },
  };
}

/** Replaces a teacher's students, only if the teacher is unchanged since it was read. */
export function teacherStudentsReplace(
  teacher: UserRecord,
  studentIds: readonly string[],
  now: string,
): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(teacher.id),
      UpdateExpression: 'SET students = :students, updatedAt = :now',
      ConditionExpression: `${itemExists} AND #role = :teacher AND updatedAt = :seen`,
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: {
        ':students': toStringSet(studentIds),
        ':now': now,
        ':seen': teacher.updatedAt,
        ':teacher': 'teacher',
      },
    },
  };
}

/** The condition that an account's session version is still the one read (older items have none: 0). */
function sessionVersionIs(version: number): string {
  return version === 0
    ? '(attribute_not_exists(sessionVersion) OR sessionVersion = :seenVersion)'
    : 'sessionVersion = :seenVersion';
}

/**
 * What an edit removes: a phone left out, the pending status of an account
 * given a password, and an email change canceled (`pendingEmail: null`) or
 * ended by a new password.
 */
function removals(changes: { phone?: string; endSessions?: boolean; pendingEmail?: string | null }): string {
  const names = [
    ...(changes.phone ? [] : ['phone']),
    ...(changes.endSessions ? ['accountStatus'] : []),
    // A new password ends the link of a pending email change (bound to the old hash): the change ends with it.
    ...(changes.pendingEmail === null || (changes.endSessions && changes.pendingEmail === undefined)
      ? ['pendingEmail']
      : []),
  ];
  return names.length ? ` REMOVE ${names.join(', ')}` : '';
}

/**
 * SET only the fields an edit owns, so links added meanwhile (children,
 * students) are never overwritten. With `endSessions` (a new password) the
 * session version moves on, on the condition that it is still the one read.
 * `pendingEmail`: an address the account moves to once confirmed (a string),
 * or the end of such a move (null). `expectStatus` holds the edit to an
 * account still in that pending state (a registration replaced before it
 * was confirmed must not overwrite one confirmed meanwhile).
 */
export function userEdit(
  previous: UserRecord,
  changes: Pick<UserRecord, 'name' | 'email' | 'role' | 'passwordHash' | 'updatedAt'> & {
    phone?: string;
    endSessions?: boolean;
    pendingEmail?: string | null;
    expectStatus?: AccountStatus;
  },
): TableWrite {
  const listing = userKeys.listing(changes.role, changes.name, previous.id);
  const versionChange = changes.endSessions
    ? {
        set: ', sessionVersion = :nextVersion',
        condition: ` AND ${sessionVersionIs(previous.sessionVersion)}`,
        values: { ':nextVersion': previous.sessionVersion + 1, ':seenVersion': previous.sessionVersion },
      }
    : { set: '', condition: '', values: {} };
  return {
    Update: {
      Key: userKeys.primary(previous.id),
      UpdateExpression:
        'SET #name = :name, email = :email, #role = :role, passwordHash = :hash, updatedAt = :now, ' +
        'GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2PK = :g2pk, GSI2SK = :g2sk' +
        versionChange.set +
        (changes.phone ? ', phone = :phone' : '') +
        (typeof changes.pendingEmail === 'string' ? ', pendingEmail = :pendingEmail' : '') +
        removals(changes),
      ConditionExpression:
        `${itemExists} AND #role = :previousRole${versionChange.condition}` +
        (changes.expectStatus ? ' AND accountStatus = :expectedStatus' : ''),
      ExpressionAttributeNames: { '#name': 'name', '#role': 'role' },
      ExpressionAttributeValues: {
        ':name': changes.name,
        ':email': changes.email,
        ':role': changes.role,
        ':hash': changes.passwordHash,
        ':now': changes.updatedAt,
        ':g1pk': listing.GSI1PK,
        ':g1sk': listing.GSI1SK,
        ':g2pk': listing.GSI2PK,
        ':g2sk': listing.GSI2SK,
        ':previousRole': previous.role,
        ...(changes.phone ? { ':phone': changes.phone } : {}),
        ...(typeof changes.pendingEmail === 'string' ? { ':pendingEmail': changes.pendingEmail } : {}),
        ...(changes.expectStatus ? { ':expectedStatus': changes.expectStatus } : {}),
        ...versionChange.values,
      },
    },
  };
}

/** Ends every session of the account: its version moves on, whatever it was (a blind, atomic ADD). */
export function sessionVersionRaise(userId: string): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression: 'ADD sessionVersion :one',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** Holds a transaction to the account still waiting for its owner to accept the invitation. */
export function userStillInvited(userId: string): TableWrite {
  return {
    ConditionCheck: {
      Key: userKeys.primary(userId),
      ConditionExpression: 'accountStatus = :invited',
      ExpressionAttributeValues: { ':invited': 'invited' },
    },
  };
}

/**
 * The owner proved the account's mailbox with an emailed link: it may sign
 * in from now on. With `passwordHash` (an invitation accepted, a password
 * reset) the password is replaced and every earlier session ends (the
 * version moves on in the same write). `expectStatus` holds it to the
 * pending state the link was made for.
 */
export function userActivation(
  userId: string,
  change: { passwordHash?: string; expectStatus?: AccountStatus; now: string },
): TableWrite {
  const condition = change.expectStatus ? `${itemExists} AND accountStatus = :expected` : itemExists;
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression:
        (change.passwordHash
          ? 'SET passwordHash = :hash, updatedAt = :now ADD sessionVersion :one'
          : 'SET updatedAt = :now') +
        // A new password also ends a pending email change, whose link was bound to the old one.
        (change.passwordHash ? ' REMOVE accountStatus, pendingEmail' : ' REMOVE accountStatus'),
      ConditionExpression: condition,
      ExpressionAttributeValues: {
        ':now': change.now,
        ...(change.passwordHash ? { ':hash': change.passwordHash, ':one': 1 } : {}),
        ...(change.expectStatus ? { ':expected': change.expectStatus } : {}),
      },
    },
  };
}

/** Records one ended sign-in (ADD to a string set: two logouts at once both land). */
export function endedSessionAdd(userId: string, entry: string): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression: 'ADD endedSessions :entry',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':entry': new Set([entry]) },
    },
  };
}

/** Drops ended sign-ins whose access tokens have all expired. */
export function endedSessionsPrune(userId: string, entries: readonly string[]): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression: 'DELETE endedSessions :entries',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':entries': new Set(entries) },
    },
  };
}

/** The uniqueness item moves with the email: the old one released (if still this user's), the new one taken. */
export function emailMove(user: Pick<UserRecord, 'id' | 'email'>, email: string): TableWrite[] {
  return [
    remove(userKeys.email(user.email), {
      ConditionExpression: 'userId = :id',
      ExpressionAttributeValues: { ':id': user.id },
    }),
    putIfAbsent(emailItem(email, user.id)),
  ];
}

/**
 * The account takes the address it was waiting to move to (`pendingEmail`),
 * on the condition that the move is still the one the link was sent for.
 */
export function pendingEmailConfirm(userId: string, newEmail: string, now: string): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression: 'SET email = :email, updatedAt = :now REMOVE pendingEmail',
      ConditionExpression: `${itemExists} AND pendingEmail = :email`,
      ExpressionAttributeValues: { ':email': newEmail, ':now': now },
    },
  };
}

/**
 * Takes an address from a registration nobody confirmed, for an account
 * that proves a stronger claim to it (staff's invitation, a confirmed email
 * change): the registration's account goes, on the condition that it is
 * still unconfirmed, and the uniqueness item is handed over in the same
 * transaction. Unconfirmed, it never signed in and holds nothing else of
 * value: the caller ends its confirmation link in the same transaction, and
 * its one bell notification expires by TTL, unreachable.
 */
export function unconfirmedHolderReplaced(
  holder: Pick<UserRecord, 'id' | 'email'>,
  newOwnerId: string,
): { emailHandover: TableWrite; holderRemoval: TableWrite } {
  return {
    emailHandover: {
      Put: {
        Item: emailItem(holder.email, newOwnerId),
        ConditionExpression: 'userId = :holder',
        ExpressionAttributeValues: { ':holder': holder.id },
      },
    },
    holderRemoval: remove(userKeys.primary(holder.id), {
      ConditionExpression: 'accountStatus = :unverified',
      ExpressionAttributeValues: { ':unverified': 'unverified' },
    }),
  };
}

/** Deletes the user, guarding against a child linked since it was read. */
export function userDeleteIfChildless(userId: string): TableWrite {
  return remove(userKeys.primary(userId), {
    ConditionExpression: `${itemExists} AND attribute_not_exists(children)`,
  });
}

export function toPublicUser(user: UserRecord): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    ...(user.phone ? { phone: user.phone } : {}),
    children: user.children,
    students: user.students,
    ...(user.accountStatus ? { status: user.accountStatus } : {}),
    ...(user.pendingEmail ? { pendingEmail: user.pendingEmail } : {}),
    createdAt: user.createdAt,
  };
}

export async function getUserById(userId: string): Promise<UserRecord | undefined> {
  const item = await getItem(userKeys.primary(userId), { consistentRead: true });
  return item ? userFromItem(item) : undefined;
}

export async function getUserByEmail(email: string): Promise<UserRecord | undefined> {
  const emailRecord = await getItem(userKeys.email(email), { consistentRead: true });
  const userId = emailRecord?.userId as string | undefined;
  return userId ? getUserById(userId) : undefined;
}

/** The accounts with these ids as they are now (one BatchGetItem per 100 ids); ids with no account are left out. */
export async function findUsersById(userIds: readonly string[]): Promise<Map<string, UserRecord>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const users = (await batchGetItems(unique.map((id) => userKeys.primary(id)))).map(userFromItem);
  return new Map(users.map((user) => [user.id, user]));
}
