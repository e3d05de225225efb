import { addDays } from 'date-fns/addDays';
import { endOfDay } from 'date-fns/endOfDay';
import { startOfDay } from 'date-fns/startOfDay';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import type { DateWindow } from './lesson-window';

/**
 * What the lesson list shows (issue 18: it opens where people look):
 * `upcoming` today's lessons and the next four weeks', soonest first (the
 * default); `past` the four weeks before today, latest first; `month` one
 * calendar month with Previous and Next (what a `?date=` link opens).
 */
export const tableRanges = ['upcoming', 'past', 'month'] as const;
export type TableRange = (typeof tableRanges)[number];

export const tableRangeLabels: Record<TableRange, string> = {
  upcoming: 'Upcoming',
  past: 'Past lessons',
  month: 'By month',
};

/** Four weeks each way: one read of at most 28 days (the API allows 93). */
export const rangeDays = 28;

/** The `list` parameter, or `month` when only a date is given (links to a month keep working). */
export function tableRangeFrom(params: URLSearchParams): TableRange {
  const value = params.get('list');
  const named = tableRanges.find((range) => range === value);
  if (named) return named;
  return params.has('date') ? 'month' : 'upcoming';
}

/** From the start of today (a lesson earlier today is still today's) to the end of the 28th day. */
export function upcomingWindow(now: Date): DateWindow {
  return { from: startOfDay(now), to: endOfDay(addDays(now, rangeDays - 1)) };
}

/** The 28 days before today, up to a millisecond before it begins. */
export function pastWindow(now: Date): DateWindow {
  const today = startOfDay(now);
  return { from: addDays(today, -rangeDays), to: new Date(today.getTime() - 1) };
}

/** Soonest first, except past lessons: the latest first, the one just taught at the top. */
export function orderForRange(lessons: readonly Lesson[], range: TableRange): Lesson[] {
  // Instants with different offsets: compared as times, not as text.
  const sorted = [...lessons].sort(
    (a, b) => new Date(a.startTime).getTime() - new Date(b.startTime).getTime(),
  );
  return range === 'past' ? sorted.reverse() : sorted;
}
