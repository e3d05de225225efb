/** Calendar dates (`2027-05-14`) counted in whole days, read as UTC midnights so no zone or summer time shifts them. */
const dayMs = 24 * 60 * 60 * 1000;
const utcMidnight = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** Days from `from` to `to`: 1 from the 14th to the 15th, negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / dayMs);
}

/** The calendar date `days` after `date` (before it when negative). */
export function shiftCalendarDate(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * dayMs).toISOString().slice(0, 10);
}

/** The Monday of the week `date` falls in (weeks run Monday to Sunday, as in the UK). */
export function mondayOf(date: string): string {
  const weekday = new Date(utcMidnight(date)).getUTCDay();
  return shiftCalendarDate(date, -((weekday + 6) % 7));
}
