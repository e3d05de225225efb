import type { RouteTable } from '../../shared/routes/route-table';
import { activityPuts } from '../lib/entities/activity-log';
import { getStudentsByIds, studentKeys } from '../lib/entities/student-entity';
import { toStringSet } from '../lib/entities/string-sets';
import { getUserById, toPublicUser, userKeys } from '../lib/entities/user-entity';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import type { RouteService } from '../lib/route-service';
import { transactWithFollowUps } from '../lib/transact-in-chunks';
import { conditionFailedAt } from '../lib/transaction-errors';

function teacherLink(studentId: string, teacherId: string, action: 'ADD' | 'DELETE') {
  return {
    Update: {
      TableName: tableName(),
      Key: studentKeys.primary(studentId),
      UpdateExpression: `${action} teacherIds :teacher`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':teacher': new Set([teacherId]) },
    },
  };
}

/**
 * Replaces the teacher's student set. The teacher's `students` and each
 * student's `teacherIds` are changed together, only for the students that
 * actually join or leave.
 */
export const assignStudents: RouteService<RouteTable['users.assignStudents']> = async ({ params, body }) => {
  const teacher = await getUserById(params.id);
  if (!teacher || teacher.role !== 'teacher') throw notFound('Teacher not found');
  if (body.studentIds.length === 0)
    throw badRequest('No students selected', { studentIds: 'No students selected' });
  const found = await getStudentsByIds(body.studentIds);
  const missing = body.studentIds.filter((id) => !found.some((student) => student.id === id));
  if (missing.length)
    throw badRequest(`Unknown student: ${missing.join(', ')}`, {
      studentIds: 'Some students no longer exist',
    });
  const wanted = new Set(body.studentIds);
  const joining = body.studentIds.filter((id) => !teacher.students.includes(id));
  const leaving = teacher.students.filter((id) => !wanted.has(id));
  const studentSet = toStringSet(body.studentIds);
  const essential = [
    {
      Update: {
        TableName: tableName(),
        Key: userKeys.primary(teacher.id),
        UpdateExpression: 'SET students = :students, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND #role = :teacher',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':students': studentSet,
          ':now': new Date().toISOString(),
          ':teacher': 'teacher',
        },
      },
    },
    ...activityPuts(
      {
        title: 'Students assigned',
        description: `${teacher.name} now teaches ${body.studentIds.length} student${body.studentIds.length === 1 ? '' : 's'}`,
        status: 'info',
        icon: 'users',
      },
      [{ kind: 'all' }, { kind: 'user', userId: teacher.id }],
    ),
  ];
  const links = [
    ...joining.map((id) => teacherLink(id, teacher.id, 'ADD')),
    ...leaving.map((id) => teacherLink(id, teacher.id, 'DELETE')),
  ];
  try {
    await transactWithFollowUps(essential, links);
  } catch (error) {
    if (conditionFailedAt(error, 0)) throw notFound('Teacher not found');
    if (links.some((_, index) => conditionFailedAt(error, essential.length + index))) {
      throw conflict('A student was deleted meanwhile. Please reload and try again.');
    }
    throw error;
  }
  return {
    data: toPublicUser({ ...teacher, students: [...wanted].sort() }),
    message: 'Students assigned successfully',
  };
};
