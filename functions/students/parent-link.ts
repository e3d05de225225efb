import { familyRoles } from '../../shared/roles';
import { getUserById, userKeys, type UserRecord } from '../lib/entities/user-entity';
import { badRequest } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';

/** The parent of a student must be a family account (role user or parent). */
export async function familyAccount(parentId: string): Promise<UserRecord> {
  const parent = await getUserById(parentId);
  if (!parent || !familyRoles.includes(parent.role)) {
    throw badRequest('Parent selection is required', { parentId: 'Please select a parent from the list' });
  }
  return parent;
}

/**
 * ADD or DELETE one id in the parent's `children` set; on ADD the parent must
 * still exist and still be a family account when the transaction commits.
 */
export function childLink(parentId: string, studentId: string, action: 'ADD' | 'DELETE') {
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.primary(parentId),
      UpdateExpression: `${action} children :student`,
      // An update never creates the parent: on a missing item it would write a stub.
      ...(action === 'ADD'
        ? {
            ConditionExpression: 'attribute_exists(PK) AND #role IN (:user, :parent)',
            ExpressionAttributeNames: { '#role': 'role' },
          }
        : { ConditionExpression: 'attribute_exists(PK)' }),
      ExpressionAttributeValues: {
        ':student': new Set([studentId]),
        ...(action === 'ADD' ? { ':user': 'user', ':parent': 'parent' } : {}),
      },
    },
  };
}
