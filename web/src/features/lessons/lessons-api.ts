import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { LessonTimezone } from '../../../../shared/lesson-time';
import type { LessonStatus } from '../../../../shared/lesson-statuses';
import type { PublicUser } from '../../../../shared/schemas/user-schemas';
import { refreshAfterChange } from '../../api/after-change';
import { callApi } from '../../api/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { queryKeyOf } from '../../api/query-keys';
import { viewerTimeZone } from '../../lib/viewer-time-zone';
import type { LessonCreateBody, LessonUpdateBody, RecurringLessonBody } from './lesson-request-bodies';
import { windowParts, windowQuery, type DateWindow } from './lesson-window';
import { monthCellEventLimit } from './calendar/month-cell-events';

/**
 * The lesson screen's server state. Lessons are read one date window at a
 * time (the calendar's visible range or the table's month); the form's
 * options are keyed by the routes they read, so a change of students or
 * teachers marks them stale (api/after-change.ts).
 */
export const lessonQueryKeys = {
  window: (window: DateWindow, filters: LessonListFilters) =>
    queryKeyOf('lessons.list', window.from.toISOString(), window.to.toISOString(), filters),
  studentOptions: queryKeyOf('students.list', 'lesson-options'),
  teacherOptions: queryKeyOf('users.list', 'lesson-teacher-options'),
};

export interface LessonListFilters {
  status?: LessonStatus;
  timezone?: LessonTimezone;
}

export interface PersonOption {
  _id: string;
  name: string;
  email?: string;
  /** A student's allocated subjects (ids). */
  subjects?: string[];
}

const byName = (a: PersonOption, b: PersonOption) => a.name.localeCompare(b.name, 'en-GB');

/**
 * The lessons of a window. `inParts` (staff, who see the whole school) reads
 * it a week at a time, the weeks side by side, and joins them in order.
 */
export function useLessonWindow(
  window: DateWindow,
  filters: LessonListFilters,
  { inParts = false, enabled = true }: { inParts?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: lessonQueryKeys.window(window, filters),
    queryFn: async ({ signal }) => {
      const parts = inParts ? windowParts(window) : [window];
      const lists = await Promise.all(
        parts.map((part) =>
          fetchAllPages('lessons.list', { query: { ...windowQuery(part), ...filters }, signal }),
        ),
      );
      return lists.flat();
    },
    // Moving to the next month keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What the month view's summary filters on the server: the list's filters, names and the legend's teacher. */
export interface CalendarSummaryFilters extends LessonListFilters {
  studentName?: string;
  teacherName?: string;
  teacherId?: string;
}

/**
 * The month view (issue 18): each day's count and first few lessons, filtered
 * and searched on the server, in the viewer's clock, instead of every lesson
 * of six weeks (9,000 at a large school).
 */
export function useLessonCalendarSummary(
  window: DateWindow,
  filters: CalendarSummaryFilters,
  enabled: boolean,
) {
  const timeZone = viewerTimeZone();
  return useQuery({
    queryKey: queryKeyOf(
      'lessons.calendarSummary',
      window.from.toISOString(),
      window.to.toISOString(),
      timeZone,
      filters,
    ),
    queryFn: ({ signal }) =>
      callApi('lessons.calendarSummary', {
        query: { ...windowQuery(window), ...filters, timeZone, perDay: monthCellEventLimit },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The form's students (staff see every student). */
export function useStudentOptions(enabled: boolean) {
  return useQuery({
    queryKey: lessonQueryKeys.studentOptions,
    queryFn: async ({ signal }): Promise<PersonOption[]> =>
      (await fetchAllPages('students.list', { signal }))
        .map(({ _id, name, subjects }) => ({ _id, name: name || 'Unnamed Student', subjects }))
        .sort(byName),
    enabled,
  });
}

export function useTeacherOptions(enabled: boolean) {
  return useQuery({
    queryKey: lessonQueryKeys.teacherOptions,
    queryFn: async ({ signal }): Promise<PersonOption[]> =>
      (await fetchAllPages('users.list', { query: { role: 'teacher' }, signal }))
        .filter((user): user is PublicUser => 'role' in user && user.role === 'teacher')
        .map(({ _id, name, email }) => ({ _id, name, email }))
        .sort(byName),
    enabled,
  });
}

/** Every lesson window is read again; the dashboard's counters and activity are marked stale. */
function afterLessonChange(client: QueryClient): Promise<void> {
  return refreshAfterChange(client, 'lessons');
}

export function useBookLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonCreateBody) => callApi('lessons.create', { body }),
    onSuccess: () => afterLessonChange(client),
  });
}

export function useBookRecurringLessons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecurringLessonBody) => callApi('lessons.createRecurring', { body }),
    onSuccess: () => afterLessonChange(client),
  });
}

export function useUpdateLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LessonUpdateBody }) =>
      callApi('lessons.update', { params: { id }, body }),
    onSuccess: () => afterLessonChange(client),
  });
}

export function useDeleteLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('lessons.delete', { params: { id } }),
    onSuccess: () => afterLessonChange(client),
  });
}

export type SeriesAction = 'cancel' | 'delete';

/** 'Cancel this and following' / 'Delete this and following' (completed lessons stay). */
export function useSeriesAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      recurringLessonId,
      fromLessonId,
    }: {
      action: SeriesAction;
      recurringLessonId: string;
      fromLessonId: string;
    }) =>
      callApi(action === 'cancel' ? 'lessons.cancelSeries' : 'lessons.deleteSeries', {
        params: { recurringLessonId },
        body: { fromLessonId },
      }),
    onSuccess: () => afterLessonChange(client),
  });
}
