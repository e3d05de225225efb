import { monthNames } from '../../shared/invoices/invoice-period';

/**
 * The term the demo's lessons fill: the latest English school term that has
 * begun by today (autumn September–December, spring January–March, summer
 * April–July), so there are lessons already taught and, mid-term, lessons
 * still to come. Dates are calendar dates (`YYYY-MM-DD`) on the school's clock.
 */
export interface SchoolTerm {
  name: string;
  /** First teaching day (a Monday). */
  startDate: string;
  /** Last teaching day (a Friday). */
  endDate: string;
  /** The Monday of the half-term week. */
  halfTermStart: string;
}

export interface TermMonth {
  year: number;
  month: number;
  label: string;
}

const dayMs = 24 * 60 * 60 * 1000;

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day, 12));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T12:00:00Z`) + days * dayMs));
}

/** 0 = Sunday … 6 = Saturday, as the recurring-lesson API counts. */
export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The first `weekdayWanted` on or after the date. */
function onOrAfter(date: Date, weekdayWanted: number): string {
  return isoDate(new Date(date.getTime() + ((weekdayWanted - date.getUTCDay() + 7) % 7) * dayMs));
}

/** The last `weekdayWanted` on or before the date. */
function onOrBefore(date: Date, weekdayWanted: number): string {
  return isoDate(new Date(date.getTime() - ((date.getUTCDay() - weekdayWanted + 7) % 7) * dayMs));
}

const monday = 1;
const friday = 5;

function termsOfSchoolYear(firstYear: number): SchoolTerm[] {
  const next = firstYear + 1;
  return [
    {
      name: `Autumn term ${firstYear}`,
      startDate: onOrAfter(utcDate(firstYear, 9, 1), monday),
      endDate: onOrBefore(utcDate(firstYear, 12, 18), friday),
      halfTermStart: onOrBefore(utcDate(firstYear, 10, 31), monday),
    },
    {
      name: `Spring term ${next}`,
      startDate: onOrAfter(utcDate(next, 1, 4), monday),
      endDate: onOrBefore(utcDate(next, 3, 31), friday),
      halfTermStart: onOrAfter(utcDate(next, 2, 15), monday),
    },
    {
      name: `Summer term ${next}`,
      startDate: onOrAfter(utcDate(next, 4, 13), monday),
      endDate: onOrBefore(utcDate(next, 7, 21), friday),
      halfTermStart: onOrBefore(utcDate(next, 5, 31), monday),
    },
  ];
}

/** The latest term whose first day is on or before `today` (`YYYY-MM-DD`). */
export function currentTerm(today: string): SchoolTerm {
  const year = Number(today.slice(0, 4));
  const terms = [...termsOfSchoolYear(year - 1), ...termsOfSchoolYear(year)];
  const begun = terms.filter((term) => term.startDate <= today);
  return begun[begun.length - 1]!;
}

/** The calendar months a term touches, in order. */
export function monthsOfTerm(term: SchoolTerm): TermMonth[] {
  const months: TermMonth[] = [];
  let year = Number(term.startDate.slice(0, 4));
  let month = Number(term.startDate.slice(5, 7));
  const last = term.endDate.slice(0, 7);
  for (;;) {
    months.push({ year, month, label: `${monthNames[month - 1]} ${year}` });
    if (`${year}-${String(month).padStart(2, '0')}` >= last) return months;
    month = (month % 12) + 1;
    if (month === 1) year++;
  }
}

/** Every teaching day of the term (Monday to Saturday), in order. */
export function daysOfTerm(term: SchoolTerm): string[] {
  const days: string[] = [];
  for (let day = term.startDate; day <= term.endDate; day = addDays(day, 1)) {
    if (weekday(day) !== 0) days.push(day);
  }
  return days;
}
