import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfDay } from 'date-fns/endOfDay';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';

/**
 * The date windows the screen asks the API for (one request per window, at
 * most 93 days), in the viewer's own clock: the calendar's visible range, or
 * the table's month.
 */
export const calendarViews = ['month', 'week', 'day', 'teachers', 'agenda'] as const;
/** `teachers` is one day in a column per teacher (staff, docs/calendar.md). */
export type CalendarViewName = (typeof calendarViews)[number];

/** react-big-calendar's agenda shows 30 days from its date. */
export const agendaLengthDays = 30;

/** Weeks start on Monday, as in the UK and the UAE. */
export const weekStartsOn = 1;

export interface DateWindow {
  from: Date;
  to: Date;
}

export function calendarWindow(date: Date, view: CalendarViewName): DateWindow {
  switch (view) {
    case 'month':
      return {
        from: startOfWeek(startOfMonth(date), { weekStartsOn }),
        to: endOfWeek(endOfMonth(date), { weekStartsOn }),
      };
    case 'week':
      return { from: startOfWeek(date, { weekStartsOn }), to: endOfWeek(date, { weekStartsOn }) };
    case 'day':
    case 'teachers':
      return { from: startOfDay(date), to: endOfDay(date) };
    case 'agenda':
      return { from: startOfDay(date), to: endOfDay(addDays(date, agendaLengthDays)) };
  }
}

/** The table shows one calendar month at a time. */
export function monthWindow(date: Date): DateWindow {
  return { from: startOfMonth(date), to: endOfMonth(date) };
}

export function shiftMonth(date: Date, months: number): Date {
  return startOfMonth(addMonths(date, months));
}

/** A part of a window read on its own (see `windowParts`). */
export const windowPartDays = 7;

/**
 * A window cut into consecutive parts of at most a week, each ending a
 * millisecond before the next begins, so no lesson is in two. Staff read
 * the whole school: a month view of a large school is thousands of lessons,
 * and reading its weeks side by side takes the time of one week's pages
 * instead of every page one after another.
 */
export function windowParts(window: DateWindow, days: number = windowPartDays): DateWindow[] {
  const parts: DateWindow[] = [];
  for (let from = window.from; from <= window.to;) {
    const to = new Date(Math.min(addDays(from, days).getTime() - 1, window.to.getTime()));
    parts.push({ from, to });
    from = new Date(to.getTime() + 1);
  }
  return parts;
}

/** The API's query: instants with an offset. */
export function windowQuery(window: DateWindow): { from: string; to: string } {
  return { from: window.from.toISOString(), to: window.to.toISOString() };
}
