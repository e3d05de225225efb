import type { RouteTable } from '../../shared/routes/route-table';
import type { TopicStatus } from '../../shared/topic-statuses';
import { progressKeys, studentProgressQuery, toProgressRecord } from '../entities/progress-entity';
import { getStudentById } from '../entities/student-entity';
import { findUsersById, type UserRecord } from '../entities/user-entity';
import type { StatusChange } from '../../shared/schemas/progress-schemas';
import { queryAll } from '../platform/table/query-items';
import { recentActivity as readActivity } from '../entities/activity-entity';
import type { RouteService } from '../platform/route-service';
import { assertMayReach, assertSubjectAllocated } from './student-access';

/** The sheet: a GetItem for the student (who may see it, which subjects) and one Query, whatever the subject's size. */
export const progressSheet: RouteService<RouteTable['progress.sheet']> = async ({ params, principal }) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  assertSubjectAllocated(student, params.subjectId);
  const items = await queryAll(
    studentProgressQuery(student.id, progressKeys.subjectPrefix(params.subjectId)),
  );
  return { data: items.filter((item) => item.status).map(toProgressRecord) };
};

export const progressOfStudent: RouteService<RouteTable['progress.ofStudent']> = async ({
  params,
  principal,
}) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  const items = await queryAll(studentProgressQuery(student.id, progressKeys.allTopicsPrefix));
  return { data: items.filter((item) => item.status).map(toProgressRecord) };
};

export const topicNotes: RouteService<RouteTable['progress.notes']> = async ({ params, principal }) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  assertSubjectAllocated(student, params.subjectId);
  const items = await queryAll(
    studentProgressQuery(student.id, progressKeys.subjectPrefix(params.subjectId)),
  );
  const notes = Object.fromEntries(
    items
      .filter((item) => typeof item.note === 'string' && item.note)
      .map((item) => [item.topicId as string, item.note as string]),
  );
  return { data: { topicNotes: notes } };
};

export const topicHistory: RouteService<RouteTable['progress.topicHistory']> = async ({
  params,
  principal,
}) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  const items = await queryAll(
    studentProgressQuery(student.id, progressKeys.historyPrefix(params.topicId), {
      newestFirst: true,
      limit: 100,
    }),
  );
  const changers = await findUsersById(
    items.flatMap((item) => (item.changedById ? [item.changedById as string] : [])),
  );
  return { data: items.map((item) => statusChangeOf(item, changers)) };
};

/**
 * Who made a change, as the account is now: its current name and role, so a
 * family that renames itself after a teacher still shows as a family. An
 * account since deleted is 'Former account'; an entry written before
 * changers were kept by id shows the name it was stored with.
 */
function statusChangeOf(item: Record<string, unknown>, changers: Map<string, UserRecord>): StatusChange {
  const base = { status: item.status as TopicStatus, changedAt: item.changedAt as string };
  if (typeof item.changedById !== 'string') {
    return { ...base, changedBy: (item.changedBy as string | undefined) ?? '', changedByRole: null };
  }
  const changer = changers.get(item.changedById);
  return changer
    ? { ...base, changedBy: changer.name, changedByRole: changer.role }
    : { ...base, changedBy: 'Former account', changedByRole: null };
}

export const recentProgress: RouteService<RouteTable['progress.recent']> = async ({ principal }) => {
  const staff = principal.role === 'super_admin' || principal.role === 'admin';
  const audience = staff ? ({ kind: 'all' } as const) : ({ kind: 'user', userId: principal.userId } as const);
  return { data: await readActivity(audience, { category: 'progress', limit: 20 }) };
};
