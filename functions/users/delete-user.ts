import { latestYear } from '../../shared/calendar-range';
import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import { forgetCachedAccount } from '../shared-domains/accounts/current-principal';
import { auditPut } from '../shared-domains/audit/audit-put';
import { lessonsBetween } from '../entities/lesson-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentTeacherLink } from '../entities/student-entity';
import { emailRelease, getUserById, toPublicUser, userDeleteIfChildless } from '../entities/user-entity';
import { conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { transactNamedWithFollowUps } from '../platform/table/write-transaction';
import { namedWrites } from '../platform/table/named-writes';
import { assertMayDelete } from './user-permissions';
import { feedHashOf, removeAccountTraces } from './account-traces-removal';

/**
 * A family account with children is refused rather than unlinked: a student
 * must always have a parent, so the children are moved or deleted first.
 */
/** The end of the range every lesson lies in (shared/calendar-range.ts). */
const latestInstant = `${latestYear}-12-31T23:59:59.999Z`;

export const familyHasChildrenMessage =
  'This account still has students. Move them to another parent or delete them first.';

/**
 * A teacher with lessons still to come is refused rather than deleted: its
 * lessons would point at a missing teacher, keep their slots locked and
 * leave their families waiting for no one. Staff cancel them or give them
 * to another teacher first; past and canceled lessons do not hold it back.
 *
 * The check and the delete are not atomic: a lesson booked for the teacher
 * between this Query and the delete's transaction would survive it (a
 * booking writes the lesson and its locks, nothing on the teacher's item for
 * the delete to hold to). Closing it would take a booking count on the
 * teacher's item, added by every booking and checked by the delete; staff
 * book and delete teachers in the same screen, so the window is a race with
 * oneself, left open and written down (README, issue 17).
 */
export function teacherHasLessonsMessage(upcoming: number): string {
  const lessons = upcoming === 1 ? '1 upcoming lesson' : `${upcoming} upcoming lessons`;
  return `This teacher has ${lessons}. Cancel them or give them to another teacher first.`;
}

async function upcomingLessonCount(teacherId: string, now: Date): Promise<number> {
  const lessons = await lessonsBetween({ teacherId }, now.toISOString(), latestInstant);
  return lessons.filter((lesson) => lesson.status !== 'canceled' && lesson.status !== 'completed').length;
}

export const deleteUser: RouteService<RouteTable['users.delete']> = async ({
  params,
  principal,
  requestId,
}) => {
  const target = await getUserById(params.id);
  if (!target) throw notFound('User not found');
  assertMayDelete(principal, target);
  if (familyRoles.includes(target.role) && target.children.length > 0)
    throw conflict(familyHasChildrenMessage);
  if (target.role === 'teacher') {
    const upcoming = await upcomingLessonCount(target.id, new Date());
    if (upcoming > 0) throw conflict(teacherHasLessonsMessage(upcoming));
  }
  const feedHash = await feedHashOf(target.id);
  const isSuperAdmin = target.role === 'super_admin';
  const transaction = namedWrites({
    user: userDeleteIfChildless(target.id),
    email: emailRelease(target.email),
    counters: counterDeltas(
      { users: -1, superAdmins: isSuperAdmin ? -1 : 0 },
      isSuperAdmin ? { atLeast: { superAdmins: 2 } } : undefined,
    ),
    audit: auditPut({
      principal,
      action: 'user.delete',
      target: { type: 'user', id: target.id },
      before: toPublicUser(target),
      requestId,
    }),
    // A deleted teacher leaves no dangling id on its students.
    studentLinks: target.students.map((studentId) => studentTeacherLink(studentId, target.id, 'DELETE')),
  });
  try {
    await transactNamedWithFollowUps(transaction, 'studentLinks');
  } catch (error) {
    const refused = transaction.refusedBy(error);
    if (refused.has('user')) throw conflict(familyHasChildrenMessage);
    if (refused.has('counters')) throw conflict('You cannot delete the last Super Admin');
    throw error;
  }
  // Its access tokens are refused from now on (every warm function within the account cache time).
  forgetCachedAccount(target.id);
  await removeAccountTraces(target.id, feedHash);
  return {
    data: { _id: target.id },
    message: target.role === 'teacher' ? 'Teacher deleted' : 'User deleted',
  };
};
