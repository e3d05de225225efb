import { TZDate } from '@date-fns/tz';

/** One export is at most a (leap) year of data: one request's work. */
export const maxExportDays = 366;

/** The Teacher hours screen reads at most a year of lessons at a time. */
export const maxTeacherHoursMonths = 12;

/** Every month from `from` to `to` (YYYY-MM, both included), oldest first; empty when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  // The bound keeps a malformed pair from looping long; callers validate the range first.
  while ((year < lastYear || (year === lastYear && month <= lastMonth)) && months.length <= 1200) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * The UTC instant a calendar day starts on a clock (`2026-03-29` in
 * Europe/London is `2026-03-29T00:00:00.000Z`, in summer time a day later is
 * one hour earlier), as an ISO string comparable with stored instants.
 */
export function dayStartInstant(calendarDate: string, ianaZone: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 0, 0, ianaZone).getTime()).toISOString();
}

/** The calendar day after `calendarDate` (YYYY-MM-DD), across months and years. */
export function nextCalendarDay(calendarDate: string): string {
  return new Date(Date.parse(`${calendarDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
