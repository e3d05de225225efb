import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../shared/roles';
import type { PublicUser } from '../../../shared/schemas/user-schemas';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';
import { fromStringSet, toStringSet } from './string-sets';

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
  createdAt: string;
  updatedAt: string;
}

/** Emails are unique case-insensitively; this is the form the uniqueness item is keyed by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const userKeys = {
  primary: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  /** One item per email, written in the same transaction as the user with attribute_not_exists(PK). */
  email: (email: string) => ({ PK: `USER_EMAIL#${normalizeEmail(email)}`, SK: 'USER_EMAIL' }),
  /** GSI1 lists users of one role by name; GSI2 lists every user by name. */
  listing: (role: Role, name: string, userId: string) => ({
    GSI1PK: `USERS_BY_ROLE#${role}`,
    GSI1SK: `${name.toLowerCase()}#${userId}`,
    GSI2PK: 'USERS',
    GSI2SK: `${name.toLowerCase()}#${userId}`,
  }),
};

/**
 * Links to students are string sets, so one UpdateItem can ADD or DELETE a
 * single id atomically, whatever else changes the list at the same time.
 */
export function userItem(user: UserRecord) {
  return {
    ...userKeys.primary(user.id),
    ...userKeys.listing(user.role, user.name, user.id),
    entity: 'User',
    ...user,
    children: toStringSet(user.children),
    students: toStringSet(user.students),
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
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export function emailItem(email: string, userId: string) {
  return { ...userKeys.email(email), entity: 'UserEmail', userId };
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
    createdAt: user.createdAt,
  };
}

export async function getUserById(userId: string): Promise<UserRecord | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.primary(userId), ConsistentRead: true }),
  );
  return answer.Item ? userFromItem(answer.Item) : undefined;
}

export async function getUserByEmail(email: string): Promise<UserRecord | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.email(email), ConsistentRead: true }),
  );
  const userId = (answer.Item as { userId?: string } | undefined)?.userId;
  return userId ? getUserById(userId) : undefined;
}
