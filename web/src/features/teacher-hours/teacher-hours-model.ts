import { maxTeacherHoursMonths, monthsBetween } from '../../../../shared/exports/export-ranges';
import { monthNames, schoolToday } from '../../../../shared/invoices/invoice-period';

/** "12 h 30 min", "1 h", "45 min", "0 h": how a school pays tutors, by the hour and minute. */
export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0 && rest > 0) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** "March 2026" from "2026-03". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${monthNames[number - 1]} ${year}`;
}

/** The screen opens on this year so far: January to the current month of the school's calendar. */
export function defaultMonthRange(now: Date = new Date()): { from: string; to: string } {
  const today = schoolToday(now);
  return { from: `${today.slice(0, 4)}-01`, to: today.slice(0, 7) };
}

/** What is wrong with a chosen range, in the words the API would use; undefined when it can be read. */
export function monthRangeProblem(from: string, to: string): string | undefined {
  if (!/^\d{4}-\d{2}$/.test(from) || !/^\d{4}-\d{2}$/.test(to)) return 'Choose a month for both ends';
  const months = monthsBetween(from, to).length;
  if (months === 0) return 'The last month must not be before the first';
  if (months > maxTeacherHoursMonths)
    return `Teacher hours cover at most ${maxTeacherHoursMonths} months: choose a shorter range`;
  return undefined;
}

/** The calendar dates a month range covers, both included, for the lessons CSV. */
export function datesOfMonths(from: string, to: string): { from: string; to: string } {
  const [year, month] = to.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${from}-01`, to: `${to}-${String(lastDay).padStart(2, '0')}` };
}
