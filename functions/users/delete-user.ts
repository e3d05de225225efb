import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { counterDeltas } from '../lib/entities/school-counters';
import { studentKeys } from '../lib/entities/student-entity';
import { getUserById, userKeys, type UserRecord } from '../lib/entities/user-entity';
import { conflict, notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { transactWithFollowUps } from '../lib/transact-in-chunks';
import { conditionFailedAt } from '../lib/transaction-errors';
import { assertMayDelete } from './user-permissions';

/**
 * A family account with children is refused rather than unlinked: a student
 * must always have a parent, so the children are moved or deleted first.
 */
export const familyHasChildrenMessage =
  'This account still has students. Move them to another parent or delete them first.';

/** A deleted teacher leaves no dangling id on its students. */
function teacherUnlinks(teacher: UserRecord) {
  return teacher.students.map((studentId) => ({
    Update: {
      TableName: tableName(),
      Key: studentKeys.primary(studentId),
      UpdateExpression: 'DELETE teacherIds :teacher',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':teacher': new Set([teacher.id]) },
    },
  }));
}

export const deleteUser: RouteService<RouteTable['users.delete']> = async ({ params, principal }) => {
  const target = await getUserById(params.id);
  if (!target) throw notFound('User not found');
  assertMayDelete(principal, target);
  if (familyRoles.includes(target.role) && target.children.length > 0)
    throw conflict(familyHasChildrenMessage);
  const isSuperAdmin = target.role === 'super_admin';
  const essential = [
    {
      Delete: {
        TableName: tableName(),
        Key: userKeys.primary(target.id),
        // Guards against a child linked between the read above and this write.
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(children)',
      },
    },
    { Delete: { TableName: tableName(), Key: userKeys.email(target.email) } },
    counterDeltas(
      { users: -1, superAdmins: isSuperAdmin ? -1 : 0 },
      isSuperAdmin ? { atLeast: { superAdmins: 2 } } : undefined,
    ),
  ];
  try {
    await transactWithFollowUps(essential, teacherUnlinks(target));
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw conflict(familyHasChildrenMessage);
    if (isSuperAdmin && conditionFailedAt(error, 2)) throw conflict('You cannot delete the last Super Admin');
    throw error;
  }
  return {
    data: { _id: target.id },
    message: target.role === 'teacher' ? 'Teacher deleted' : 'User deleted',
  };
};
