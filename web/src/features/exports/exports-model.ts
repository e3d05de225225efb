import { maxExportDays } from '../../../../shared/exports/export-ranges';
import { isRealCalendarDate, schoolToday } from '../../../../shared/invoices/invoice-period';

/** The screen opens on this month so far, on the school's calendar. */
export function defaultDateRange(now: Date = new Date()): { from: string; to: string } {
  const today = schoolToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** What is wrong with a chosen range, in the words the API would use; undefined when it can be exported. */
export function dateRangeProblem(from: string, to: string): string | undefined {
  const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealCalendarDate(value);
  if (!isDate(from) || !isDate(to)) return 'Choose a date for both ends';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) return 'The last day must not be before the first';
  if (days > maxExportDays) return `An export covers at most ${maxExportDays} days: choose a shorter range`;
  return undefined;
}
