import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../../shared/ids';
import type { Role } from '../../../shared/roles';
import { dynamo } from '../dynamo-client';
import { counterDeltas } from '../entities/school-counters';
import { emailItem, userItem, type UserRecord } from '../entities/user-entity';
import { conflict, forbidden } from '../http-errors';
import { tableName } from '../runtime-config';
import { conditionFailedAt } from '../transaction-errors';
import { hashPassword } from './password-hashing';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone?: string;
}

/** Written with the first Super Administrator; its existence is what closes /auth/setup. */
export const schoolSetupKey = { PK: 'SCHOOL', SK: 'SETUP' };

export const emailInUseMessage = 'Email already in use';
export const setupDoneMessage = 'This school is already set up. Please log in instead.';

/** Spec §5: the phone number is kept only for role user. */
export function phoneForRole(role: Role, phone: string | undefined): string | undefined {
  return role === 'user' && phone ? phone : undefined;
}

/**
 * The user, its email-uniqueness item and the school's counters go in one
 * transaction, the first two on attribute_not_exists: two requests with the
 * same email (in any case) can never both succeed. Setup adds the school's
 * setup marker to the same transaction, so only one Super Administrator is
 * ever created by it.
 */
export async function createAccount(
  account: NewAccount,
  options: { isSchoolSetup: boolean },
): Promise<UserRecord> {
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
    passwordHash: await hashPassword(account.password),
    createdAt: now,
    updatedAt: now,
  };
  const table = tableName();
  const setupMarker = {
    Put: {
      TableName: table,
      Item: { ...schoolSetupKey, entity: 'SchoolSetup', superAdminId: user.id, createdAt: now },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  const items = [
    ...(options.isSchoolSetup ? [setupMarker] : []),
    {
      Put: {
        TableName: table,
        Item: emailItem(user.email, user.id),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { Put: { TableName: table, Item: userItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
    counterDeltas({ users: 1, superAdmins: user.role === 'super_admin' ? 1 : 0 }),
  ];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (options.isSchoolSetup && conditionFailedAt(error, 0)) throw forbidden(setupDoneMessage);
    if (conditionFailedAt(error, options.isSchoolSetup ? 1 : 0)) throw conflict(emailInUseMessage);
    throw error;
  }
  return user;
}
