import { isSameDay } from 'date-fns/isSameDay';
import type { LessonTimezone } from '../../../../shared/lesson-time';
import type { LessonStatus } from '../../../../shared/lesson-statuses';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';

/** The status filter adds 'Today' (lessons today on the viewer's clock) to the four statuses. */
export type StatusFilter = 'all' | 'today' | LessonStatus;
export type TimezoneFilter = 'all' | LessonTimezone;

export interface LessonFilters {
  student: string;
  teacher: string;
  status: StatusFilter;
  timezone: TimezoneFilter;
}

export const noFilters: LessonFilters = { student: '', teacher: '', status: 'all', timezone: 'all' };

/** What the API filters itself (status and timezone); names and 'Today' are matched in the browser. */
export function lessonQueryFilters(filters: LessonFilters): {
  status?: LessonStatus;
  timezone?: LessonTimezone;
} {
  return {
    ...(filters.status !== 'all' && filters.status !== 'today' ? { status: filters.status } : {}),
    ...(filters.timezone !== 'all' ? { timezone: filters.timezone } : {}),
  };
}

/** Matches a name against a search box; an empty box matches every name without lowercasing any. */
function nameMatcher(search: string): (name: string) => boolean {
  const wanted = search.trim().toLocaleLowerCase('en-GB');
  if (!wanted) return () => true;
  return (name) => name.toLocaleLowerCase('en-GB').includes(wanted);
}

export function filterLessons(lessons: readonly Lesson[], filters: LessonFilters, now: Date): Lesson[] {
  // A term's 500 lessons are filtered on every drawing of the page: the searches are prepared once.
  const studentMatches = nameMatcher(filters.student);
  const teacherMatches = nameMatcher(filters.teacher);
  return lessons.filter(
    (lesson) =>
      studentMatches(lesson.student.name) &&
      teacherMatches(lesson.teacher.name) &&
      (filters.status === 'all' ||
        (filters.status === 'today'
          ? isSameDay(new Date(lesson.startTime), now)
          : lesson.status === filters.status)) &&
      (filters.timezone === 'all' || lesson.timezone === filters.timezone),
  );
}

export function hasActiveFilters(filters: LessonFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many filters narrow the list: the phone's folded Filters button says so ('Filters (2)'). */
export function activeFilterCount(filters: LessonFilters): number {
  return [
    filters.student.trim() !== '',
    filters.teacher.trim() !== '',
    filters.status !== 'all',
    filters.timezone !== 'all',
  ].filter(Boolean).length;
}
