import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import { TZDate } from '@date-fns/tz';

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Where "today" is decided for due dates and the overdue sweep: the school's home clock. */
export const schoolTimeZone = 'Europe/London';

/** A custom range covers at most a year, so an invoice stays one readable page or two. */
export const maxPeriodDays = 366;

/** The default due date is 30 days from issue. */
export const defaultPaymentDays = 30;

export interface InvoicePeriod {
  month: number;
  year: number;
  /** Calendar dates, inclusive. */
  startDate: string;
  endDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function calendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseCalendarDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function monthPeriod(month: number, year: number): InvoicePeriod {
  const first = new Date(year, month - 1, 1);
  return { month, year, startDate: calendarDate(first), endDate: calendarDate(lastDayOfMonth(first)) };
}

/** A custom range is filed under the month and year it starts in (one invoice per student, month, year and currency). */
export function customPeriod(startDate: string, endDate: string): InvoicePeriod {
  const start = parseCalendarDate(startDate);
  return { month: start.getMonth() + 1, year: start.getFullYear(), startDate, endDate };
}

export function periodLengthDays(startDate: string, endDate: string): number {
  return differenceInCalendarDays(parseCalendarDate(endDate), parseCalendarDate(startDate)) + 1;
}

/** True when a calendar date string names a real day (2026-02-30 does not). */
export function isRealCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return calendarDate(parseCalendarDate(value)) === value;
}

/** "March 2026" for a whole month, "3 Mar 2026 – 17 Mar 2026" for a custom range. */
export function periodLabel(period: InvoicePeriod): string {
  const whole = monthPeriod(period.month, period.year);
  if (whole.startDate === period.startDate && whole.endDate === period.endDate) {
    return `${monthNames[period.month - 1]} ${period.year}`;
  }
  return `${shortDate(period.startDate)} – ${shortDate(period.endDate)}`;
}

/** "3 Mar 2026" from "2026-03-03". */
export function shortDate(value: string): string {
  const date = parseCalendarDate(value.slice(0, 10));
  return `${date.getDate()} ${monthNames[date.getMonth()]!.slice(0, 3)} ${date.getFullYear()}`;
}

/** Today's date on the school's clock, e.g. "2026-11-22". */
export function schoolToday(now: Date = new Date()): string {
  return calendarDate(new TZDate(now.getTime(), schoolTimeZone));
}

export function defaultDueDate(now: Date = new Date()): string {
  return calendarDate(addDays(parseCalendarDate(schoolToday(now)), defaultPaymentDays));
}

/** Year filters offer the current year and the four before it. */
export function selectableYears(now: Date = new Date()): number[] {
  const current = Number(schoolToday(now).slice(0, 4));
  return [0, 1, 2, 3, 4].map((back) => current - back);
}

/**
 * The years an invoice's month is chosen from, to bill or to find: next year as well, because in
 * December a school invoices January. Analytics, which counts invoices by the day they were issued,
 * keeps `selectableYears`.
 */
export function invoicePeriodYears(now: Date = new Date()): number[] {
  const years = selectableYears(now);
  return [years[0]! + 1, ...years];
}
