import { reportWindowStart } from '../../shared/lesson-reports';
import type { RouteTable } from '../../shared/routes/route-table';
import {
  lessonPageInTurn,
  lessonsStartingBetween,
  shownLessonPages,
  toLesson,
  type LessonFilter,
} from '../entities/lesson-entity';
import { forbidden } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { lessonPartitionsFor } from './list-lessons';

const defaultPageSize = 100;

/**
 * A lesson that waits for its report (shared/lesson-reports.ts `awaitsReport`): completed and not
 * reported. The window (the last `reportWindowDays`) is the Query's key condition; this filters it.
 */
const awaitingReport: LessonFilter = {
  and: [
    { attr: 'status', eq: 'completed' },
    { attr: 'reportedAt', exists: false },
  ],
};

/**
 * `GET /lessons/to-report` (docs/lesson-reports.md): a teacher's own lessons awaiting a report, one
 * Query of its GSI2 partition over the window, oldest first, page by page; staff name a teacher
 * (`teacherId`) for the same list, or get the count per teacher: the window's month partitions
 * (GSI1) read with the same filter, only the shown columns.
 */
export const lessonsToReport: RouteService<RouteTable['lessons.toReport']> = async ({ query, principal }) => {
  const now = new Date();
  const from = reportWindowStart(now).toISOString();
  const to = now.toISOString();
  const staff = principal.role === 'super_admin' || principal.role === 'admin';
  if (!staff && query.teacherId && query.teacherId !== principal.userId)
    throw forbidden('You can only see your own lessons');
  const teacherId = staff ? query.teacherId : principal.userId;
  if (teacherId) {
    const page = await lessonPageInTurn([lessonsStartingBetween({ teacherId }, from, to)], awaitingReport, {
      limit: query.limit ?? defaultPageSize,
      cursor: query.cursor,
    });
    return {
      data: {
        lessons: page.lessons.map((lesson) => toLesson(lesson, { showTeacherEmail: true })),
        teachers: [],
      },
      nextCursor: page.nextCursor,
    };
  }
  const counts = new Map<string, { teacherId: string; teacherName: string; outstanding: number }>();
  for (const partition of await lessonPartitionsFor(principal, {}, new Date(from), now))
    for await (const lessons of shownLessonPages(lessonsStartingBetween(partition, from, to), awaitingReport))
      for (const lesson of lessons) {
        const count = counts.get(lesson.teacherId) ?? {
          teacherId: lesson.teacherId,
          teacherName: lesson.teacherName,
          outstanding: 0,
        };
        count.outstanding += 1;
        counts.set(lesson.teacherId, count);
      }
  const teachers = [...counts.values()].sort(
    (a, b) => b.outstanding - a.outstanding || a.teacherName.localeCompare(b.teacherName),
  );
  return { data: { lessons: [], teachers } };
};
