import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { LessonCalendarDay } from '../../shared/schemas/lesson-calendar-schemas';
import { shownLessonPages, toLesson, type ShownLesson } from '../entities/lesson-entity';
import { badRequest } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { filterFor, lessonPartitionsFor, lessonQueries } from './list-lessons';

const dayMs = 24 * 60 * 60 * 1000;
/** A month view is six weeks; a day more leaves room for the clock change inside it. */
export const maxSummaryDays = 43;

type SummaryQuery = Parameters<RouteService<RouteTable['lessons.calendarSummary']>>[0]['query'];

function summaryWindow(query: SummaryQuery): { from: Date; to: Date } {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to < from) throw badRequest('The end of the date window must be after its start');
  if (to.getTime() - from.getTime() > maxSummaryDays * dayMs)
    throw badRequest(`The calendar summary covers at most ${maxSummaryDays} days`);
  return { from, to };
}

/** Case-insensitive "contains", as the lesson filters in the browser match names. */
function nameMatcher(search: string | undefined): (name: string) => boolean {
  const wanted = search?.toLocaleLowerCase('en-GB') ?? '';
  return wanted ? (name) => name.toLocaleLowerCase('en-GB').includes(wanted) : () => true;
}

const byStart = (a: ShownLesson, b: ShownLesson) =>
  a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);

/** Each day's matching lessons: the count, and the earliest `perDay` of them (kept trimmed as pages arrive). */
class DayTally {
  private readonly days = new Map<string, { total: number; first: ShownLesson[] }>();
  readonly teachers = new Map<string, string>();
  total = 0;

  constructor(
    private readonly perDay: number,
    private readonly dayOf: (lesson: ShownLesson) => string,
  ) {}

  add(lesson: ShownLesson): void {
    const key = this.dayOf(lesson);
    const day = this.days.get(key) ?? { total: 0, first: [] };
    this.days.set(key, day);
    day.total += 1;
    this.total += 1;
    this.teachers.set(lesson.teacherId, lesson.teacherName);
    day.first.push(lesson);
    // Several partitions (a family's children) arrive each in its own order: sort now and then, not per lesson.
    if (day.first.length >= this.perDay * 2) day.first = day.first.sort(byStart).slice(0, this.perDay);
  }

  summary(showTeacherEmail: boolean): LessonCalendarDay[] {
    return [...this.days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({
        date,
        total: day.total,
        lessons: day.first
          .sort(byStart)
          .slice(0, this.perDay)
          .map((lesson) => toLesson(lesson, { showTeacherEmail })),
      }));
  }
}

/**
 * The month view's answer (issue 18): rather than every lesson of six weeks
 * (9,000 at a large school, 2 MB), the count of each day and its first few.
 * The lessons are still read here, page by page with the list's own Queries
 * (no Scan), so what the caller may see is the list's rule; status, time zone
 * and ids filter in DynamoDB, names here, as the browser did before.
 */
export const lessonCalendarSummary: RouteService<RouteTable['lessons.calendarSummary']> = async ({
  query,
  principal,
}) => {
  const { from, to } = summaryWindow(query);
  const partitions = await lessonPartitionsFor(principal, query, from, to);
  const filter = filterFor(query, partitions);
  const studentMatches = nameMatcher(query.studentName);
  const teacherMatches = nameMatcher(query.teacherName);
  const dayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone: query.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const tally = new DayTally(query.perDay, (lesson) => dayFormat.format(new Date(lesson.startTime)));
  for (const window of lessonQueries(partitions, from, to)) {
    for await (const page of shownLessonPages(window, filter)) {
      for (const lesson of page) {
        if (studentMatches(lesson.studentName) && teacherMatches(lesson.teacherName)) tally.add(lesson);
      }
    }
  }
  const teachers = [...tally.teachers.entries()]
    .map(([_id, name]) => ({ _id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return {
    data: {
      days: tally.summary(!familyRoles.includes(principal.role)),
      teachers,
      total: tally.total,
    },
  };
};
