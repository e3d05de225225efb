import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { calendarViews, type CalendarViewName } from './lesson-window';

/**
 * What the lesson page keeps in its address, so a reload, the back button or
 * a shared link opens the same view of the same period:
 * `?view=calendar&calendar=week&date=2026-10-13`.
 */
export type PageView = 'table' | 'calendar';

export const urlParams = { view: 'view', calendarView: 'calendar', date: 'date' } as const;

export function pageViewFrom(params: URLSearchParams): PageView {
  return params.get(urlParams.view) === 'calendar' ? 'calendar' : 'table';
}

export function calendarViewFrom(params: URLSearchParams): CalendarViewName | null {
  const value = params.get(urlParams.calendarView);
  return calendarViews.find((view) => view === value) ?? null;
}

/** The `date` parameter (`YYYY-MM-DD`) as a local calendar day, or null when absent or not a real date. */
export function anchorDateFrom(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : null;
}

export function dateParam(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A copy of `params` with these values set (null removes one). */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
