import type { RouteTable } from '../../shared/routes/route-table';
import type { TopicStatus } from '../../shared/topic-statuses';
import { progressKeys, studentProgressQuery, toProgressRecord } from '../lib/entities/progress-entity';
import { getStudentById } from '../lib/entities/student-entity';
import { queryAll } from '../lib/table/query-items';
import { recentActivity as readActivity } from '../lib/entities/activity-log';
import type { RouteService } from '../lib/route-service';
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
  return {
    data: items.map((item) => ({
      status: item.status as TopicStatus,
      changedBy: item.changedBy as string,
      changedAt: item.changedAt as string,
    })),
  };
};

export const recentProgress: RouteService<RouteTable['progress.recent']> = async ({ principal }) => {
  const staff = principal.role === 'super_admin' || principal.role === 'admin';
  const audience = staff ? ({ kind: 'all' } as const) : ({ kind: 'user', userId: principal.userId } as const);
  return { data: await readActivity(audience, { category: 'progress', limit: 20 }) };
};
