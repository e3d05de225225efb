import { dayStartInstant, monthsBetween, nextCalendarDay } from '../../shared/exports/export-ranges';
import { schoolTimeZone, schoolToday } from '../../shared/invoices/invoice-period';
import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { currencies, type Currency } from '../../shared/invoices/money';
import { awaitsMarking, markingWindowStart } from '../../shared/lessons/lesson-marking';
import type { RouteTable } from '../../shared/routes/route-table';
import type { DashboardToday } from '../../shared/schemas/dashboard-today-schemas';
import {
  amountCell,
  cellValue,
  countCell,
  partPaidCell,
  readInvoiceStats,
} from '../entities/invoice-stats-entity';
import {
  lessonsStartingBetween,
  shownLessonPages,
  type LessonFilter,
  type ShownLesson,
} from '../entities/lesson-entity';
import { countFailedEmails } from '../entities/outbox-message-entity';
import type { RouteService } from '../platform/route-service';

/** The count stops here ("99+" on the card): past it the Query reads no further. */
export const failedEmailCap = 99;

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** Counts the lessons of a window of the school's month partitions (GSI1) that `keep` keeps. */
async function countLessons(
  from: string,
  to: string,
  filter: LessonFilter,
  keep: (lesson: ShownLesson) => boolean,
): Promise<number> {
  let count = 0;
  for (const month of monthsBetween(from.slice(0, 7), to.slice(0, 7)))
    for await (const page of shownLessonPages(lessonsStartingBetween({ month }, from, to), filter))
      count += page.filter(keep).length;
  return count;
}

/** Today's lessons on the school's clock: the London day's instants, the day after's start left out. */
function lessonsToday(today: string): Promise<number> {
  const from = dayStartInstant(today, schoolTimeZone);
  const tomorrow = dayStartInstant(nextCalendarDay(today), schoolTimeZone);
  // The window's end is inclusive; a lesson at the next midnight is tomorrow's.
  const keep = (lesson: ShownLesson) => lesson.startTime < tomorrow;
  return countLessons(from, tomorrow, { attr: 'status', ne: 'canceled' }, keep);
}

/** The Query filter says what it can (not canceled); the rule (shared/lessons/lesson-marking.ts) decides. */
function lessonsToMark(now: Date): Promise<number> {
  return countLessons(
    markingWindowStart(now).toISOString(),
    now.toISOString(),
    { attr: 'status', ne: 'canceled' },
    (lesson) => awaitsMarking(lesson, now),
  );
}

type Stats = Record<string, unknown>;

/** Totals less part payments, and how many, of one status and currency over every month of every year. */
function owed(stats: Stats, status: InvoiceStatus, currency: Currency) {
  let minor = 0;
  let invoices = 0;
  for (const month of months) {
    minor +=
      cellValue(stats, amountCell(month, status, currency)) -
      cellValue(stats, partPaidCell(month, status, currency));
    invoices += cellValue(stats, countCell(month, status, currency));
  }
  return { minor, invoices };
}

/** Per currency with anything open, from the all-years stats item (one GetItem, issue 40). */
export function moneyOwed(stats: Stats): DashboardToday['money'] {
  return currencies.flatMap((currency) => {
    const due = owed(stats, 'sent', currency);
    const overdue = owed(stats, 'overdue', currency);
    if (due.invoices === 0 && overdue.invoices === 0) return [];
    return [
      {
        currency,
        dueMinor: due.minor,
        dueInvoices: due.invoices,
        overdueMinor: overdue.minor,
        overdueInvoices: overdue.invoices,
      },
    ];
  });
}

/**
 * `GET /dashboard/today` (docs/dashboard.md): the owner's day from reads that
 * already exist, each key-conditioned: the school's lesson month partitions
 * (GSI1) for today and for the last two weeks, the all-years invoice stats
 * item, and the failed emails' partition (ids only, capped).
 */
export const ownerDay: RouteService<RouteTable['dashboard.today']> = async () => {
  const now = new Date();
  const today = schoolToday(now);
  const [todayCount, toMark, stats, failed] = await Promise.all([
    lessonsToday(today),
    lessonsToMark(now),
    readInvoiceStats('all'),
    countFailedEmails(failedEmailCap + 1),
  ]);
  return {
    data: {
      date: today,
      lessonsToday: todayCount,
      lessonsToMark: toMark,
      money: moneyOwed(stats),
      failedEmails: { count: Math.min(failed, failedEmailCap), capped: failed > failedEmailCap },
    },
  };
};
