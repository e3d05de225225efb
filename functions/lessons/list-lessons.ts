import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import {
  lessonPageInTurn,
  lessonsStartingBetween,
  toLesson,
  type LessonFilter,
  type LessonPartition,
  type LessonWindow,
} from '../entities/lesson-entity';
import { getUserById } from '../entities/user-entity';
import { badRequest, forbidden, unauthorized } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';

const dayMs = 24 * 60 * 60 * 1000;
/** A calendar month view shows six weeks; a quarter is the most any screen asks for at once. */
export const maxWindowDays = 93;
const defaultPageSize = 500;

type ListQuery = Parameters<RouteService<RouteTable['lessons.list']>>[0]['query'];
/** What the lesson reads filter on, the list's and the calendar summary's alike. */
export type LessonFilterQuery = Pick<ListQuery, 'status' | 'timezone' | 'teacherId' | 'studentId'>;

function lessonWindow(query: ListQuery): { from: Date; to: Date } {
  const today = new Date(new Date().toISOString().slice(0, 10));
  const from = query.from ? new Date(query.from) : new Date(today.getTime() - 7 * dayMs);
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + 63 * dayMs);
  if (to < from) throw badRequest('The end of the date window must be after its start');
  if (to.getTime() - from.getTime() > maxWindowDays * dayMs) {
    throw badRequest(`The date window can be at most ${maxWindowDays} days`);
  }
  return { from, to };
}

/** `2026-03`, `2026-04`, … for every month the window touches (staff read the school month by month). */
function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  for (let cursor = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1); cursor <= to.getTime();) {
    const month = new Date(cursor);
    months.push(month.toISOString().slice(0, 7));
    cursor = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1);
  }
  return months;
}

/** Staff see every lesson, a teacher its own, a family its children's. */
export async function lessonPartitionsFor(
  principal: Principal,
  query: LessonFilterQuery,
  from: Date,
  to: Date,
): Promise<LessonPartition[]> {
  if (principal.role === 'super_admin' || principal.role === 'admin') {
    if (query.teacherId) return [{ teacherId: query.teacherId }];
    if (query.studentId) return [{ studentId: query.studentId }];
    return monthsBetween(from, to).map((month) => ({ month }));
  }
  if (principal.role === 'teacher') {
    if (query.teacherId && query.teacherId !== principal.userId)
      throw forbidden('You can only see your own lessons');
    return [{ teacherId: principal.userId }];
  }
  const user = await getUserById(principal.userId);
  if (!user || !familyRoles.includes(user.role))
    throw unauthorized('Your account no longer exists. Please log in again.');
  if (query.studentId && !user.children.includes(query.studentId))
    throw forbidden("You can only see your children's lessons");
  const children = query.studentId ? [query.studentId] : user.children;
  return children.map((studentId) => ({ studentId }));
}

/** One Query per partition over the window, the end's whole instant included. */
export function lessonQueries(partitions: readonly LessonPartition[], from: Date, to: Date): LessonWindow[] {
  return partitions.map((partition) =>
    lessonsStartingBetween(partition, from.toISOString(), to.toISOString()),
  );
}

/**
 * Status, timezone, and whichever of teacherId and studentId the index
 * partitions read do not already narrow to (staff asking for one teacher's
 * lessons with one student, a teacher or a family naming the other party).
 */
export function filterFor(
  query: LessonFilterQuery,
  partitions: readonly LessonPartition[],
): LessonFilter | undefined {
  const narrowedTo = (party: 'teacherId' | 'studentId') =>
    partitions.every((partition) => party in partition);
  const conditions: LessonFilter[] = [];
  if (query.status) conditions.push({ attr: 'status', eq: query.status });
  if (query.timezone) conditions.push({ attr: 'timezone', eq: query.timezone });
  if (query.teacherId && !narrowedTo('teacherId'))
    conditions.push({ attr: 'teacherId', eq: query.teacherId });
  if (query.studentId && !narrowedTo('studentId'))
    conditions.push({ attr: 'studentId', eq: query.studentId });
  if (conditions.length <= 1) return conditions[0];
  return { and: conditions };
}

export const listLessons: RouteService<RouteTable['lessons.list']> = async ({ query, principal }) => {
  const { from, to } = lessonWindow(query);
  const partitions = await lessonPartitionsFor(principal, query, from, to);
  const page = await lessonPageInTurn(lessonQueries(partitions, from, to), filterFor(query, partitions), {
    limit: query.limit ?? defaultPageSize,
    cursor: query.cursor,
  });
  const showTeacherEmail = !familyRoles.includes(principal.role);
  const lessons = page.lessons
    // Start time, then id: lessons of different teachers often share a start, and the order must not wobble.
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id))
    .map((lesson) => toLesson(lesson, { showTeacherEmail }));
  return { data: lessons, nextCursor: page.nextCursor };
};
