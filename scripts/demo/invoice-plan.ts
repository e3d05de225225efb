import { instantToWallTime } from '../../shared/lesson-time';
import { monthPeriod } from '../../shared/invoices/invoice-period';
import type { Currency } from '../../shared/invoices/money';
import type { PlannedStudent } from './enrolments';
import type { LessonPlan } from './lesson-plan';
import type { Random } from './prng';
import { addDays, monthsOfTerm, type SchoolTerm } from './school-term';

/**
 * Monthly billing: each student is invoiced for every month of the term
 * that has begun, in the family's currency, for the lessons not canceled.
 * Older months are mostly paid (some overdue), last month is a mix of paid,
 * sent and overdue, this month's invoices are drafts or just sent. GCSE
 * tuition is billed at a higher hourly rate than the default.
 */
export type DemoInvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue';
export const demoInvoiceStatuses: readonly DemoInvoiceStatus[] = ['draft', 'sent', 'paid', 'overdue'];

export interface PlannedInvoice {
  student: number;
  year: number;
  month: number;
  currency: Currency;
  status: DemoInvoiceStatus;
  /** An hourly rate for every line, instead of the school's default. */
  rate?: number;
  notes?: string;
}

export const defaultRates: Record<Currency, number> = { GBP: 45, AED: 210 };
export const gcseRates: Record<Currency, number> = { GBP: 55, AED: 260 };
export const taxRates: Record<Currency, number> = { GBP: 0, AED: 5 };

function weighted(
  random: Random,
  choices: readonly (readonly [DemoInvoiceStatus, number])[],
): DemoInvoiceStatus {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [status, weight] of choices) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return choices[choices.length - 1]![0];
}

function statusFor(monthEnd: string, today: string, random: Random): DemoInvoiceStatus {
  if (monthEnd < addDays(today, -30))
    return weighted(random, [
      ['paid', 85],
      ['overdue', 15],
    ]);
  if (monthEnd < today)
    return weighted(random, [
      ['paid', 45],
      ['sent', 30],
      ['overdue', 25],
    ]);
  return weighted(random, [
    ['draft', 60],
    ['sent', 40],
  ]);
}

/** Calendar months (`YYYY-MM`) in which each student has a lesson that is not canceled. */
function billableMonths(plan: LessonPlan): Map<number, Set<string>> {
  const months = new Map<number, Set<string>>();
  const add = (student: number, start: Date, timezone: 'UK' | 'UAE') => {
    const month = instantToWallTime(start, timezone).date.slice(0, 7);
    months.set(student, (months.get(student) ?? new Set()).add(month));
  };
  for (const lesson of plan.oneOffs)
    if (lesson.status !== 'canceled') add(lesson.student, lesson.start, lesson.timezone);
  for (const series of plan.series)
    for (const occurrence of series.occurrences)
      if (occurrence.status !== 'canceled') add(series.student, occurrence.start, series.timezone);
  return months;
}

/** In the order they are generated, which is the order of their numbers (INV-yyyy-0001, …). */
export function planInvoices(
  term: SchoolTerm,
  today: string,
  students: readonly PlannedStudent[],
  lessons: LessonPlan,
  random: Random,
): PlannedInvoice[] {
  const months = billableMonths(lessons);
  const invoices: PlannedInvoice[] = [];
  for (const { year, month } of monthsOfTerm(term)) {
    const period = monthPeriod(month, year);
    if (period.startDate > today) continue;
    for (const student of students) {
      if (!months.get(student.index)?.has(period.startDate.slice(0, 7))) continue;
      const gcse = student.year >= 10;
      invoices.push({
        student: student.index,
        year,
        month,
        currency: student.currency,
        status: statusFor(period.endDate, today, random),
        ...(gcse
          ? { rate: gcseRates[student.currency], notes: 'GCSE tuition is billed at the GCSE hourly rate.' }
          : {}),
      });
    }
  }
  ensureEveryStatus(invoices);
  return invoices;
}

/** A due date already past, so the sweep finds the invoice overdue: two weeks after the month, or yesterday. */
export function overdueDueDate(invoice: Pick<PlannedInvoice, 'year' | 'month'>, today: string): string {
  const twoWeeksAfter = addDays(monthPeriod(invoice.month, invoice.year).endDate, 14);
  return twoWeeksAfter < today ? twoWeeksAfter : addDays(today, -1);
}

function ensureEveryStatus(invoices: PlannedInvoice[]): void {
  for (const status of demoInvoiceStatuses) {
    if (invoices.some((invoice) => invoice.status === status)) continue;
    const counts = demoInvoiceStatuses.map(
      (candidate) => invoices.filter((invoice) => invoice.status === candidate).length,
    );
    const commonest = demoInvoiceStatuses[counts.indexOf(Math.max(...counts))];
    const invoice = invoices.findLast((candidate) => candidate.status === commonest);
    if (invoice) invoice.status = status;
  }
}
