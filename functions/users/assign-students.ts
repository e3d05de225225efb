import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { auditPut } from '../shared-domains/audit/audit-put';
import { activityPuts } from '../entities/activity-entity';
import { getStudentsByIds, studentTeacherLink } from '../entities/student-entity';
import { getUserById, teacherStudentsReplace, toPublicUser, type UserRecord } from '../entities/user-entity';
import { badRequest, conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { transactNamedWithFollowUps } from '../platform/table/write-transaction';
import { namedWrites } from '../platform/table/named-writes';

/** How often an assignment re-reads the teacher after losing a race to another one. */
const maxAttempts = 5;

/**
 * Replaces the teacher's student set. The teacher's `students` and each
 * student's `teacherIds` are changed together, only for the students that
 * actually join or leave. The teacher is written only if it is unchanged since
 * it was read: two assignments racing would otherwise each add and remove
 * links from a stale set, leaving a student linked to a teacher that no
 * longer lists it (and that teacher still reading its progress).
 */
export const assignStudents: RouteService<RouteTable['users.assignStudents']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  if (body.studentIds.length === 0)
    throw badRequest('No students selected', { studentIds: 'No students selected' });
  const found = await getStudentsByIds(body.studentIds);
  const missing = body.studentIds.filter((id) => !found.some((student) => student.id === id));
  if (missing.length)
    throw badRequest(`Unknown student: ${missing.join(', ')}`, {
      studentIds: 'Some students no longer exist',
    });
  for (let attempt = 1; ; attempt++) {
    const teacher = await getUserById(params.id);
    if (!teacher || teacher.role !== 'teacher') throw notFound('Teacher not found');
    if (await replaceStudents(teacher, body.studentIds, { principal, requestId })) {
      return {
        data: toPublicUser({ ...teacher, students: [...new Set(body.studentIds)].sort() }),
        message: 'Students assigned successfully',
      };
    }
    if (attempt === maxAttempts)
      throw conflict('The teacher was changed meanwhile. Please reload and try again.');
  }
};

/** One try at the assignment; false when the teacher changed since it was read. */
async function replaceStudents(
  teacher: UserRecord,
  studentIds: string[],
  request: { principal: Principal; requestId: string },
): Promise<boolean> {
  const wanted = new Set(studentIds);
  const joining = [...wanted].filter((id) => !teacher.students.includes(id));
  const leaving = teacher.students.filter((id) => !wanted.has(id));
  const transaction = namedWrites({
    teacher: teacherStudentsReplace(teacher, studentIds, new Date().toISOString()),
    activity: activityPuts(
      {
        title: 'Students assigned',
        description: `${teacher.name} now teaches ${wanted.size} student${wanted.size === 1 ? '' : 's'}`,
        status: 'info',
        icon: 'users',
      },
      [{ kind: 'all' }, { kind: 'user', userId: teacher.id }],
    ),
    audit: auditPut({
      ...request,
      action: 'user.assignStudents',
      target: { type: 'user', id: teacher.id },
      before: { students: teacher.students },
      after: { students: [...wanted] },
    }),
    studentLinks: [
      ...joining.map((id) => studentTeacherLink(id, teacher.id, 'ADD')),
      ...leaving.map((id) => studentTeacherLink(id, teacher.id, 'DELETE')),
    ],
  });
  try {
    await transactNamedWithFollowUps(transaction, 'studentLinks');
    return true;
  } catch (error) {
    const refused = transaction.refusedBy(error);
    // The teacher changed or went: the caller reads it again and decides.
    if (refused.has('teacher')) return false;
    if (refused.has('studentLinks')) {
      throw conflict('A student was deleted meanwhile. Please reload and try again.');
    }
    throw error;
  }
}
