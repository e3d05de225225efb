/**
 * The moment the generated school is a picture of, and the academic year
 * around it. Fixed, so the data is the same whenever it is generated:
 * lessons run from September 2025 to August 2026, invoices bill September
 * to June, and every status (lesson, invoice, progress) is what it would be
 * on the school date.
 */
export const schoolDate = new Date('2026-07-15T12:00:00Z');

export const academicYear = { firstMonth: { year: 2025, month: 9 }, months: 12 } as const;

/** Invoiced months: the first ten of the year (September to June). */
export const invoicedMonths = 10;

/** Activity is written for events of the last days before the school date (readers see the newest 10). */
export const activityDays = 7;

export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

export function monthOfYear(index: number): CalendarMonth {
  const zeroBased = academicYear.firstMonth.month - 1 + index;
  return { year: academicYear.firstMonth.year + Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

export function daysIn({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const pad2 = (value: number) => String(value).padStart(2, '0');

export function calendarDay({ year, month }: CalendarMonth, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
