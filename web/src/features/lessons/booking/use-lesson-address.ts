import { useMemo, useState } from 'react';
import { breakpoints, useMediaQuery } from '../../../components/use-media-query';
import { useAddressParams } from '../../../lib/use-address-params';
import {
  anchorDateFrom,
  calendarViewFrom,
  dateParam,
  pageViewFrom,
  urlParams,
  withParams,
  type PageView,
} from '../lesson-url-state';
import { tableRangeFrom, type TableRange } from '../lesson-table-range';
import type { CalendarViewName } from '../lesson-window';

/**
 * Below 640 px the calendar opens on its agenda: a month grid is too narrow
 * to read on a phone. Wider, it opens on this week (issue 18: where people
 * look), or on the month of a date the address names (a link to a month).
 */
function initialCalendarView(linkedDate: boolean): CalendarViewName {
  if (typeof window !== 'undefined' && window.matchMedia('(max-width: 39.99rem)').matches) return 'agenda';
  return linkedDate ? 'month' : 'week';
}

/**
 * The view the calendar can show here: a phone (below 640 px) has the day and agenda lists only
 * (docs/calendar.md), and the day in a column per teacher is the staff's.
 */
export function shownCalendarView(
  view: CalendarViewName,
  { phone, teacherColumns }: { phone: boolean; teacherColumns: boolean },
): CalendarViewName {
  if (view === 'teachers') return phone || !teacherColumns ? 'day' : view;
  if (phone && (view === 'month' || view === 'week')) return 'agenda';
  return view;
}

export interface LessonAddress {
  view: PageView;
  calendarView: CalendarViewName;
  /** The day the table's month or the calendar's period is about. */
  anchor: Date;
  range: TableRange;
  updateAddress: (changes: Record<string, string | null>) => void;
  setAnchor: (date: Date) => void;
  setView: (next: string) => void;
  setRange: (next: TableRange) => void;
  setCalendarView: (next: CalendarViewName) => void;
  /** The calendar's drill-down: one day (or week) in another view, in one change of address. */
  drillDown: (date: Date, next: CalendarViewName) => void;
}

/**
 * What the lesson page shows, read from and written to its address (lesson-url-state.ts).
 * `teacherColumns`: the viewer may see the day in a column per teacher (staff).
 */
export function useLessonAddress(teacherColumns: boolean): LessonAddress {
  const [searchParams, setSearchParams] = useAddressParams();
  const phone = !useMediaQuery(breakpoints.sm);
  // The phone's agenda default is chosen once, then kept in the address like any other choice.
  const [defaultCalendarView] = useState(() => initialCalendarView(searchParams.has(urlParams.date)));
  const dateText = searchParams.get(urlParams.date);
  const anchor = useMemo(() => anchorDateFrom(dateText) ?? new Date(), [dateText]);

  const updateAddress = (changes: Record<string, string | null>) =>
    setSearchParams((current) => withParams(current, changes), { replace: true });
  return {
    view: pageViewFrom(searchParams),
    calendarView: shownCalendarView(calendarViewFrom(searchParams) ?? defaultCalendarView, {
      phone,
      teacherColumns,
    }),
    anchor,
    range: tableRangeFrom(searchParams),
    updateAddress,
    setAnchor: (date) => updateAddress({ [urlParams.date]: dateParam(date) }),
    setView: (next) => updateAddress({ [urlParams.view]: next === 'calendar' ? 'calendar' : null }),
    setRange: (next) => updateAddress({ list: next }),
    setCalendarView: (next) => updateAddress({ [urlParams.calendarView]: next }),
    drillDown: (date, next) =>
      updateAddress({ [urlParams.date]: dateParam(date), [urlParams.calendarView]: next }),
  };
}
