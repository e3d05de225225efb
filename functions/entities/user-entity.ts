import {
  $add,
  $delete,
  $remove,
  Entity,
  GetItemCommand,
  UpdateItemCommand,
  boolean,
  item,
  number,
  prefix,
  set,
  string,
  type Condition,
  type FormattedItem,
  PutTransaction,
  DeleteTransaction,
  UpdateTransaction,
  ConditionCheck,
} from 'dynamodb-toolbox';
import type { EmailChoices } from '../../shared/messages/email-preferences';
import { messageCategories, type MessageCategory } from '../../shared/messages/message-categories';
import { roles, type Role } from '../../shared/roles';
import type { PublicUser } from '../../shared/schemas/user-schemas';
import { batchGetItems } from '../platform/table/batch-get-items';
import { answerUnlessRefused } from '../platform/table/condition-refused';
import { findEntityItem, formattedItemOf, storedItemOf } from '../platform/table/entity-items';
import { queryEntityAll, queryEntityPagesInTurn } from '../platform/table/entity-query';
import { indexKeys } from '../platform/table/index-keys';
import type { IndexName } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';
import { schoolTable } from '../platform/table/school-table';
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

const accountStatuses = ['invited', 'unverified'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** Emails are unique case-insensitively; this is the form the uniqueness item is keyed by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const usersByRole = (role: Role) => `USERS_BY_ROLE#${role}`;
const allUsers = 'USERS';
const listingSortKey = ({ name, id }: { name: string; id: string }) => `${name.toLowerCase()}#${id}`;

export const userKeys = {
  primary: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  /** One item per email, written in the same transaction as the user, only if absent. */
  email: (email: string) => ({ PK: `USER_EMAIL#${normalizeEmail(email)}`, SK: 'USER_EMAIL' }),
};

/** GSI1 lists users of one role by name; GSI2 lists every user by name. */
function listingKeys(role: Role, name: string, id: string) {
  return {
    GSI1PK: usersByRole(role),
    GSI1SK: listingSortKey({ name, id }),
    GSI2PK: allUsers,
    GSI2SK: listingSortKey({ name, id }),
  };
}

/** The attribute of the user item that holds the account's choice for one email category (email-preferences-entity.ts). */
export const emailChoiceAttribute = (category: MessageCategory) => `emailChoice_${category}` as const;

export type EmailChoiceAttribute = ReturnType<typeof emailChoiceAttribute>;

const emailChoice = boolean().optional();
/** One optional boolean per category: `satisfies` refuses a category missing or unknown. */
const emailChoiceAttributes = {
  emailChoice_account: emailChoice,
  emailChoice_invoices: emailChoice,
  emailChoice_lessons: emailChoice,
  'emailChoice_lesson-reminders': emailChoice,
  'emailChoice_progress-digest': emailChoice,
  'emailChoice_lesson-reports': emailChoice,
  'emailChoice_staff-updates': emailChoice,
  'emailChoice_system-health': emailChoice,
} satisfies Record<EmailChoiceAttribute, typeof emailChoice>;

const userAttributes = item({
  id: string().key(),
  name: string(),
  email: string(),
  role: string().enum(...roles),
  phone: string().optional(),
  // String sets, so one update can ADD or DELETE a single id atomically; an empty list is no attribute.
  children: set(string()).optional(),
  students: set(string()).optional(),
  endedSessions: set(string()).optional(),
  passwordHash: string(),
  // Absent on items written before sessions had versions: 0.
  sessionVersion: number().optional(),
  accountStatus: string()
    .enum(...accountStatuses)
    .optional(),
  pendingEmail: string().optional(),
  createdAt: string(),
  updatedAt: string(),
  ...emailChoiceAttributes,
  // The account's current calendar feed (calendar-feed-entity.ts writes them), and the session version it was
  // made under.
  calendarFeedHash: string().optional(),
  calendarFeedCreatedAt: string().optional(),
  calendarFeedVersion: number().optional(),
});

export const UserEntity = new Entity({
  name: 'User',
  table: schoolTable,
  timestamps: false,
  schema: userAttributes.and((schema) => ({
    ...indexKeys(schema, 'GSI1', { partition: ({ role }) => usersByRole(role), sort: listingSortKey }),
    ...indexKeys(schema, 'GSI2', { partition: () => allUsers, sort: listingSortKey }),
  })),
  computeKey: ({ id }) => userKeys.primary(id),
});

/**
 * The email-uniqueness item holds no email attribute: the address lives only
 * in its key (`USER_EMAIL#<address>`), which the prefix writes and reads back.
 */
const UserEmailEntity = new Entity({
  name: 'UserEmail',
  table: schoolTable,
  timestamps: false,
  schema: item({
    email: string()
      .key()
      .savedAs('PK')
      .transform(prefix('USER_EMAIL'))
      .validate((email) => email === normalizeEmail(email)),
    sortKey: string().key().savedAs('SK').const('USER_EMAIL').hidden(),
    userId: string(),
  }),
});

type UserItem = FormattedItem<typeof UserEntity>;
type UserCondition = Condition<typeof UserEntity>;

/** An update or delete holds to an account that exists: on a missing item an update would write a stub. */
const userExists: UserCondition = { attr: 'id', exists: true };

/** The email choices stored on a user item: the categories set true, and those set false. */
export function emailChoicesFromItem(user: Partial<Record<EmailChoiceAttribute, boolean>>): EmailChoices {
  const chosen = (wanted: boolean) =>
    messageCategories.filter((category) => user[emailChoiceAttribute(category)] === wanted);
  return { on: chosen(true), off: chosen(false) };
}

function userFromEntity(user: UserItem): UserRecord {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    ...(user.phone ? { phone: user.phone } : {}),
    children: fromStringSet(user.children),
    students: fromStringSet(user.students),
    passwordHash: user.passwordHash,
    sessionVersion: user.sessionVersion ?? 0,
    endedSessions: fromStringSet(user.endedSessions),
    ...(user.accountStatus ? { accountStatus: user.accountStatus } : {}),
    ...(user.pendingEmail ? { pendingEmail: user.pendingEmail } : {}),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    emailChoices: emailChoicesFromItem(user),
  };
}

/** A user item as the table holds it (read by a Query or a batch of other items), checked against the declaration. */
export function userFromItem(item: Record<string, unknown>): UserRecord {
  return userFromEntity(formattedItemOf(UserEntity, item));
}

/** A new account as its item is written (its email choices are never written with it). */
function userInput({ emailChoices: _choices, ...user }: UserRecord) {
  return {
    ...user,
    children: toStringSet(user.children),
    students: toStringSet(user.students),
    endedSessions: toStringSet(user.endedSessions),
  };
}

/** The user and its email-uniqueness item, each only if absent: two accounts never share an address. */
export function userCreation(user: UserRecord): { user: EntityWrite; email: EntityWrite } {
  return {
    user: UserEntity.build(PutTransaction)
      .item(userInput(user))
      .options({ condition: { attr: 'id', exists: false } }),
    email: emailClaim(user.email, user.id),
  };
}

/** The user item exactly as its creation writes it, keys included (the benchmarks load schools with it). */
export function userItem(user: UserRecord) {
  return storedItemOf(UserEntity, userInput(user));
}

/** The email-uniqueness item exactly as an account's creation writes it. */
export function emailItem(email: string, userId: string) {
  return storedItemOf(UserEmailEntity, { email: normalizeEmail(email), userId });
}

/** Takes an address for an account, only if no account holds it. */
function emailClaim(email: string, userId: string): EntityWrite {
  return UserEmailEntity.build(PutTransaction)
    .item({ email: normalizeEmail(email), userId })
    .options({ condition: { attr: 'email', exists: false } });
}

/** Frees an address whoever holds it (the account that held it is deleted in the same transaction). */
export function emailRelease(email: string): EntityWrite {
  return UserEmailEntity.build(DeleteTransaction).key({ email: normalizeEmail(email) });
}

/** Users of one role by name (GSI1), or every user by name (GSI2). */
export function usersQuery(role: Role | undefined): { index: IndexName; partition: string } {
  return role ? { index: 'GSI1', partition: usersByRole(role) } : { index: 'GSI2', partition: allUsers };
}

/**
 * One page of the accounts of these roles, role after role, each by name
 * (every account by name for `undefined`); the cursor names the role's query and the place in it.
 */
export async function usersPage(
  wanted: readonly (Role | undefined)[],
  page: { limit: number; cursor?: string },
): Promise<{ users: UserRecord[]; nextCursor?: string }> {
  const answer = await queryEntityPagesInTurn(UserEntity, wanted.map(usersQuery), page);
  return {
    users: answer.items.map(userFromEntity),
    ...(answer.nextCursor ? { nextCursor: answer.nextCursor } : {}),
  };
}

/** The accounts of these roles, role after role, each by name: at most `limit` in all. */
export async function usersWithRoles(wanted: readonly Role[], limit: number): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  for (const role of wanted) {
    if (users.length >= limit) break;
    const items = await queryEntityAll(UserEntity, { ...usersQuery(role), limit: limit - users.length });
    users.push(...items.map(userFromEntity));
  }
  return users;
}

/**
 * ADD or DELETE one id in a family account's `children` set; on ADD the parent
 * must still exist and still be a family account when the transaction commits.
 */
export function userChildLink(parentId: string, studentId: string, action: 'ADD' | 'DELETE'): EntityWrite {
  const student = new Set([studentId]);
  const stillFamily: UserCondition = { attr: 'role', in: ['user', 'parent'] };
  return UserEntity.build(UpdateTransaction)
    .item({ id: parentId, children: action === 'ADD' ? $add(student) : $delete(student) })
    .options({ condition: action === 'ADD' ? { and: [userExists, stillFamily] } : userExists });
}

/** Takes one student off a teacher's `students` set. */
export function userStudentUnlink(teacherId: string, studentId: string): EntityWrite {
  return UserEntity.build(UpdateTransaction)
    .item({ id: teacherId, students: $delete(new Set([studentId])) })
    .options({ condition: userExists });
}

/** Replaces a teacher's students, only if the teacher is unchanged since it was read. */
export function teacherStudentsReplace(
  teacher: UserRecord,
  studentIds: readonly string[],
  now: string,
): EntityWrite {
  return UserEntity.build(UpdateTransaction)
    .item({ id: teacher.id, students: toStringSet(studentIds) ?? $remove(), updatedAt: now })
    .options({
      condition: {
        and: [userExists, { attr: 'role', eq: 'teacher' }, { attr: 'updatedAt', eq: teacher.updatedAt }],
      },
    });
}

/** The condition that an account's session version is still the one read (older items have none: 0). */
function sessionVersionIs(version: number): UserCondition {
  const seen: UserCondition = { attr: 'sessionVersion', eq: version };
  return version === 0 ? { or: [{ attr: 'sessionVersion', exists: false }, seen] } : seen;
}

/** What an edit may change, and what it holds to. */
type UserChanges = Pick<UserRecord, 'name' | 'email' | 'role' | 'passwordHash' | 'updatedAt'> & {
  phone?: string;
  endSessions?: boolean;
  pendingEmail?: string | null;
  expectStatus?: AccountStatus;
};

/**
 * What an edit removes: a phone left out, the pending status of an account
 * given a password, and an email change canceled (`pendingEmail: null`) or
 * ended by a new password (its link was bound to the old hash).
 */
function removals(changes: UserChanges) {
  const endsPendingEmail =
    changes.pendingEmail === null || (changes.endSessions && changes.pendingEmail === undefined);
  return {
    phone: changes.phone || $remove(),
    ...(changes.endSessions ? { accountStatus: $remove() } : {}),
    ...(typeof changes.pendingEmail === 'string'
      ? { pendingEmail: changes.pendingEmail }
      : endsPendingEmail
        ? { pendingEmail: $remove() }
        : {}),
  };
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
export function userEdit(previous: UserRecord, changes: UserChanges): EntityWrite {
  const conditions: UserCondition[] = [
    userExists,
    { attr: 'role', eq: previous.role },
    ...(changes.endSessions ? [sessionVersionIs(previous.sessionVersion)] : []),
    ...(changes.expectStatus ? [{ attr: 'accountStatus', eq: changes.expectStatus } as const] : []),
  ];
  return UserEntity.build(UpdateTransaction)
    .item({
      id: previous.id,
      name: changes.name,
      email: changes.email,
      role: changes.role,
      passwordHash: changes.passwordHash,
      updatedAt: changes.updatedAt,
      // The listing indexes follow the name and the role.
      ...listingKeys(changes.role, changes.name, previous.id),
      ...(changes.endSessions ? { sessionVersion: previous.sessionVersion + 1 } : {}),
      ...removals(changes),
    })
    .options({ condition: { and: conditions } });
}

/** Holds a transaction to the account still waiting for its owner to accept the invitation. */
export function userStillInvited(userId: string): EntityWrite {
  return UserEntity.build(ConditionCheck)
    .key({ id: userId })
    .condition({ attr: 'accountStatus', eq: 'invited' });
}

/**
 * The owner proved the account's mailbox with an emailed link: it may sign
 * in from now on. With `passwordHash` (an invitation accepted, a password
 * reset) the password is replaced and every earlier session ends (the
 * version moves on in the same write); a pending email change ends too, its
 * link bound to the old password. `expectStatus` holds it to the pending
 * state the link was made for.
 */
export function userActivation(
  userId: string,
  change: { passwordHash?: string; expectStatus?: AccountStatus; now: string },
): EntityWrite {
  const newPassword = change.passwordHash
    ? { passwordHash: change.passwordHash, sessionVersion: $add(1), pendingEmail: $remove() }
    : {};
  const expected: UserCondition[] = change.expectStatus
    ? [{ attr: 'accountStatus', eq: change.expectStatus }]
    : [];
  return UserEntity.build(UpdateTransaction)
    .item({ id: userId, updatedAt: change.now, accountStatus: $remove(), ...newPassword })
    .options({ condition: expected.length ? { and: [userExists, ...expected] } : userExists });
}

/** The uniqueness item moves with the email: the old one released (if still this user's), the new one taken. */
export function emailMove(user: Pick<UserRecord, 'id' | 'email'>, email: string): EntityWrite[] {
  return [
    UserEmailEntity.build(DeleteTransaction)
      .key({ email: normalizeEmail(user.email) })
      .options({ condition: { attr: 'userId', eq: user.id } }),
    emailClaim(email, user.id),
  ];
}

/**
 * The account takes the address it was waiting to move to (`pendingEmail`),
 * on the condition that the move is still the one the link was sent for.
 */
export function pendingEmailConfirm(userId: string, newEmail: string, now: string): EntityWrite {
  return UserEntity.build(UpdateTransaction)
    .item({ id: userId, email: newEmail, updatedAt: now, pendingEmail: $remove() })
    .options({ condition: { and: [userExists, { attr: 'pendingEmail', eq: newEmail }] } });
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
): { emailHandover: EntityWrite; holderRemoval: EntityWrite } {
  return {
    emailHandover: UserEmailEntity.build(PutTransaction)
      .item({ email: normalizeEmail(holder.email), userId: newOwnerId })
      .options({ condition: { attr: 'userId', eq: holder.id } }),
    holderRemoval: UserEntity.build(DeleteTransaction)
      .key({ id: holder.id })
      .options({ condition: { attr: 'accountStatus', eq: 'unverified' } }),
  };
}

/** Deletes the user, guarding against a child linked since it was read. */
export function userDeleteIfChildless(userId: string): EntityWrite {
  return UserEntity.build(DeleteTransaction)
    .key({ id: userId })
    .options({ condition: { and: [userExists, { attr: 'children', exists: false }] } });
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
  const user = await findEntityItem(UserEntity, { id: userId });
  return user ? userFromEntity(user) : undefined;
}

/**
 * What decides whether an access token of the account is still good: its
 * role and name, its session version, its ended sign-ins. A strongly
 * consistent read of those attributes alone (every request makes one).
 */
export async function readSessionState(
  userId: string,
): Promise<Pick<UserRecord, 'role' | 'name' | 'sessionVersion' | 'endedSessions'> | undefined> {
  const { Item: user } = await UserEntity.build(GetItemCommand)
    .key({ id: userId })
    .options({ consistent: true, attributes: ['role', 'name', 'sessionVersion', 'endedSessions'] })
    .send();
  if (!user) return undefined;
  return {
    role: user.role,
    name: user.name,
    sessionVersion: user.sessionVersion ?? 0,
    endedSessions: fromStringSet(user.endedSessions),
  };
}

export async function getUserByEmail(email: string): Promise<UserRecord | undefined> {
  const holder = await findEntityItem(UserEmailEntity, { email: normalizeEmail(email) });
  return holder ? getUserById(holder.userId) : undefined;
}

/** Who holds each of these addresses: lower-case email → account id (one BatchGetItem per 100; free ones left out). */
export async function findEmailHolders(emails: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(emails.map(normalizeEmail))];
  if (unique.length === 0) return new Map();
  const saved = await batchGetItems(unique.map((email) => userKeys.email(email)));
  const holders = saved.map((holder) => formattedItemOf(UserEmailEntity, holder));
  return new Map(holders.map((holder) => [holder.email, holder.userId]));
}

/** The accounts with these ids as they are now (one BatchGetItem per 100 ids); ids with no account are left out. */
export async function findUsersById(userIds: readonly string[]): Promise<Map<string, UserRecord>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const users = (await batchGetItems(unique.map((id) => userKeys.primary(id)))).map(userFromItem);
  return new Map(users.map((user) => [user.id, user]));
}

/** An update of an account that does nothing once the account is gone (its tokens are refused anyway). */
const unlessAccountGone = answerUnlessRefused;

/**
 * Records one ended sign-in (ADD to a string set: two logouts at once both
 * land), and answers the ended sign-ins now recorded; undefined once the
 * account is gone.
 */
export async function recordEndedSession(userId: string, entry: string): Promise<string[] | undefined> {
  const answer = await unlessAccountGone(() =>
    UserEntity.build(UpdateItemCommand)
      .item({ id: userId, endedSessions: $add(new Set([entry])) })
      .options({ condition: userExists, returnValues: 'UPDATED_NEW' })
      .send(),
  );
  return answer && fromStringSet(answer.Attributes?.endedSessions);
}

/** Drops ended sign-ins whose access tokens have all expired (a DELETE from the set: later entries stay). */
export async function pruneEndedSessions(userId: string, entries: readonly string[]): Promise<void> {
  await unlessAccountGone(() =>
    UserEntity.build(UpdateItemCommand)
      .item({ id: userId, endedSessions: $delete(new Set(entries)) })
      .options({ condition: userExists })
      .send(),
  );
}

/** Ends every session of the account: its version moves on, whatever it was (a blind, atomic ADD). */
export async function raiseSessionVersion(userId: string): Promise<void> {
  await unlessAccountGone(() =>
    UserEntity.build(UpdateItemCommand)
      .item({ id: userId, sessionVersion: $add(1) })
      .options({ condition: userExists })
      .send(),
  );
}
