import type { RouteTable } from '../../shared/routes/route-table';
import {
  readStatusChanges,
  readTopicProgress,
  toProgressRecord,
  type StatusChangeItem,
} from '../entities/progress-entity';
import { getStudentById } from '../entities/student-entity';
import { findUsersById, type UserRecord } from '../entities/user-entity';
import type { StatusChange } from '../../shared/schemas/progress-schemas';
import { recentActivity as readActivity } from '../entities/activity-entity';
import type { RouteService } from '../platform/route-service';
import { assertMayReach, assertSubjectAllocated } from './student-access';

/** The sheet: a GetItem for the student (who may see it, which subjects) and one Query, whatever the subject's size. */
export const progressSheet: RouteService<RouteTable['progress.sheet']> = async ({ params, principal }) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  assertSubjectAllocated(student, params.subjectId);
  const topics = await readTopicProgress(student.id, params.subjectId);
  return { data: topics.filter((topic) => topic.status).map(toProgressRecord) };
};

export const progressOfStudent: RouteService<RouteTable['progress.ofStudent']> = async ({
  params,
  principal,
}) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  const topics = await readTopicProgress(student.id);
  return { data: topics.filter((topic) => topic.status).map(toProgressRecord) };
};

export const topicNotes: RouteService<RouteTable['progress.notes']> = async ({ params, principal }) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  assertSubjectAllocated(student, params.subjectId);
  const topics = await readTopicProgress(student.id, params.subjectId);
  const notes = Object.fromEntries(
    topics.flatMap((topic) => (topic.note ? [[topic.topicId, topic.note]] : [])),
  );
  return { data: { topicNotes: notes } };
};

export const topicHistory: RouteService<RouteTable['progress.topicHistory']> = async ({
  params,
  principal,
}) => {
  const student = assertMayReach(principal, await getStudentById(params.studentId), 'view');
  const changes = await readStatusChanges(student.id, {
    topicId: params.topicId,
    newestFirst: true,
    limit: 100,
  });
  const changers = await findUsersById(
    changes.flatMap((change) => (change.changedById ? [change.changedById] : [])),
  );
  return { data: changes.map((change) => statusChangeOf(change, changers)) };
};

/**
 * Who made a change, as the account is now: its current name and role, so a
 * family that renames itself after a teacher still shows as a family. An
 * account since deleted is 'Former account'; an entry written before
 * changers were kept by id shows the name it was stored with.
 */
function statusChangeOf(change: StatusChangeItem, changers: Map<string, UserRecord>): StatusChange {
  const base = {
    status: change.status,
    changedAt: change.changedAt,
    ...(change.lessonId ? { lessonId: change.lessonId } : {}),
  };
  if (change.changedById === undefined) {
    return { ...base, changedBy: change.changedBy ?? '', changedByRole: null };
  }
  const changer = changers.get(change.changedById);
  return changer
    ? { ...base, changedBy: changer.name, changedByRole: changer.role }
    : { ...base, changedBy: 'Former account', changedByRole: null };
}

export const recentProgress: RouteService<RouteTable['progress.recent']> = async ({ principal }) => {
  const staff = principal.role === 'super_admin' || principal.role === 'admin';
  const audience = staff ? ({ kind: 'all' } as const) : ({ kind: 'user', userId: principal.userId } as const);
  return { data: await readActivity(audience, { category: 'progress', limit: 20 }) };
};
