import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../shared/roles';
import type { PublicUser } from '../../../shared/schemas/user-schemas';
import { dynamo } from '../dynamo-client';
import { tableName } from '../runtime-config';

/** A user as stored: the public fields plus the password hash, which never leaves the API. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone?: string;
  children: string[];
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
  /** GSI1 lists users of one role ordered by name. */
  byRole: (role: Role, name: string, userId: string) => ({
    GSI1PK: `USERS_BY_ROLE#${role}`,
    GSI1SK: `${name.toLowerCase()}#${userId}`,
  }),
};

export function userItem(user: UserRecord) {
  return {
    ...userKeys.primary(user.id),
    ...userKeys.byRole(user.role, user.name, user.id),
    entity: 'User',
    ...user,
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
    children: user.children ?? [],
    students: user.students ?? [],
    createdAt: user.createdAt,
  };
}

export async function getUserById(userId: string): Promise<UserRecord | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.primary(userId), ConsistentRead: true }),
  );
  return answer.Item as UserRecord | undefined;
}

export async function getUserByEmail(email: string): Promise<UserRecord | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.email(email), ConsistentRead: true }),
  );
  const userId = (answer.Item as { userId?: string } | undefined)?.userId;
  return userId ? getUserById(userId) : undefined;
}
