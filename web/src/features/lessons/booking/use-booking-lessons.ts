import { useMemo, useState } from 'react';
import { staffAdminRoles } from '../../../../../shared/roles';
import type { PublicUser } from '../../../../../shared/schemas/user-schemas';
import type { MonthSummary } from '../calendar/lessons-calendar';
import { useFirstLessonsPending } from '../calendar/calendar-placeholder';
import {
  calendarSummaryFilters,
  heldBackByDay,
  summaryLessons,
  todayWindow,
} from '../lesson-calendar-summary';
import { filterLessons, lessonQueryFilters, type LessonFilters } from '../lesson-filters-model';
import { orderForRange, pastWindow, upcomingWindow, type TableRange } from '../lesson-table-range';
import { calendarWindow, monthWindow } from '../lesson-window';
import { useLessonCalendarSummary, useLessonWindow } from '../lessons-api';
import type { LessonAddress } from './use-lesson-address';

/** The table's window: the four weeks from today, the four before, or the month of the anchor date. */
function tableWindow(range: TableRange, anchor: Date, today: Date) {
  if (range === 'upcoming') return upcomingWindow(today);
  if (range === 'past') return pastWindow(today);
  return monthWindow(anchor);
}

/**
 * The lessons the page shows for its address and filters: the period's
 * lessons (the month view's server summary instead, with what it held back),
 * filtered and ordered for the table's range.
 */
export function useBookingLessons(
  user: PublicUser | null,
  address: Pick<LessonAddress, 'view' | 'calendarView' | 'anchor' | 'range'>,
  filters: LessonFilters,
) {
  const { view, calendarView, anchor, range } = address;
  // Today, fixed for the page's life so the window's query key stays the same between renders.
  const [today] = useState(() => new Date());
  const dateWindow =
    view === 'calendar' ? calendarWindow(anchor, calendarView) : tableWindow(range, anchor, today);
  // The month view asks the server for each day's count and first lessons; the other views read every lesson.
  const monthSummaryShown = view === 'calendar' && calendarView === 'month';
  const [monthTeacherId, setMonthTeacherId] = useState<string | null>(null);
  const summary = useLessonCalendarSummary(
    filters.status === 'today' ? todayWindow() : dateWindow,
    calendarSummaryFilters(filters, monthTeacherId),
    monthSummaryShown,
  );
  // Staff see every lesson of the school: their window is read a week at a time, side by side.
  const readsWholeSchool = !!user && staffAdminRoles.includes(user.role);
  const lessonList = useLessonWindow(dateWindow, lessonQueryFilters(filters), {
    inParts: readsWholeSchool,
    enabled: !monthSummaryShown,
  });
  const lessons = monthSummaryShown ? summary : lessonList;
  const calendarWaits = useFirstLessonsPending(lessons.isPending);
  const loadedLessons = useMemo(
    () => (monthSummaryShown ? summaryLessons(summary.data) : lessonList.data),
    [monthSummaryShown, summary.data, lessonList.data],
  );
  const monthSummary = useMemo<MonthSummary | undefined>(
    () =>
      monthSummaryShown
        ? {
            teachers: summary.data?.teachers ?? [],
            heldBack: heldBackByDay(summary.data),
            onChooseTeacher: setMonthTeacherId,
          }
        : undefined,
    [monthSummaryShown, summary.data],
  );
  const shown = useMemo(
    () => orderForRange(filterLessons(loadedLessons ?? [], filters, new Date()), range),
    [loadedLessons, filters, range],
  );

  return {
    /** The read in use, for its loading, error and retry. */
    query: lessons,
    dateWindow,
    shown,
    monthSummary,
    /** The calendar waits for the first lessons, so its legend does not push the grid down when they come. */
    calendarWaits,
  };
}

export type BookingLessons = ReturnType<typeof useBookingLessons>;
