import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../shared/ids';
import type { Role } from '../../shared/roles';
import { dynamo } from '../lib/dynamo-client';
import { emailItem, userItem, type UserRecord } from '../lib/entities/user-entity';
import { conflict, forbidden } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import { conditionFailedAt } from '../lib/transaction-errors';
import { hashPassword } from './password-hashing';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** Written with the first Super Administrator; its existence is what closes /auth/setup. */
export const schoolSetupKey = { PK: 'SCHOOL', SK: 'SETUP' };

export const emailInUseMessage = 'Email already in use';
export const setupDoneMessage = 'This school is already set up. Please log in instead.';

/**
 * The user and its email-uniqueness item go in one transaction, each on
 * attribute_not_exists: two requests with the same email (in any case) can
 * never both succeed. Setup adds the school's setup marker to the same
 * transaction, so only one Super Administrator is ever created by it.
 */
export async function createAccount(
  account: NewAccount,
  options: { isSchoolSetup: boolean },
): Promise<UserRecord> {
  const now = new Date().toISOString();
  const user: UserRecord = {
    id: newId(),
    name: account.name,
    email: account.email,
    role: account.role,
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
