import { lessonStatuses, type LessonStatus } from '../../shared/lesson-statuses';
import { lessonTimezones, type LessonTimezone } from '../../shared/lesson-time';
import { currencies, type Currency } from '../../shared/invoices/money';
import type { DashboardCounters } from '../../shared/schemas/people-schemas';
import type { DataOf, DemoApi } from './api-client';
import { demoInvoiceStatuses, type DemoInvoiceStatus } from './invoice-plan';
import { inPool } from './pool';
import { addDays, type SchoolTerm } from './school-term';

/** What the school holds, read back through the API as staff see it. */
export interface DemoCounts {
  dashboard: DashboardCounters;
  lessons: {
    total: number;
    byStatus: Record<LessonStatus, number>;
    byTimezone: Record<LessonTimezone, number>;
  };
  invoices: Record<DemoInvoiceStatus, Record<Currency, number>>;
}

const dayMs = 24 * 60 * 60 * 1000;
/** The lesson list answers windows of at most 93 days; the term is read in shorter, disjoint ones. */
const windowDays = 60;

async function termLessons(api: DemoApi, token: string, term: SchoolTerm) {
  const first = Date.parse(`${addDays(term.startDate, -7)}T00:00:00Z`);
  const last = Date.parse(`${addDays(term.endDate, 7)}T00:00:00Z`);
  const lessons: DataOf<'lessons.list'> = [];
  for (let from = first; from <= last; from += windowDays * dayMs) {
    const window = {
      from: new Date(from).toISOString(),
      to: new Date(Math.min(from + windowDays * dayMs, last + dayMs) - 1000).toISOString(),
    };
    let cursor: string | undefined;
    do {
      const page = await api.page('lessons.list', {
        token,
        query: { ...window, limit: 500, ...(cursor ? { cursor } : {}) },
      });
      lessons.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
  }
  return lessons;
}

export async function countDemo(api: DemoApi, token: string, term: SchoolTerm): Promise<DemoCounts> {
  const cells = demoInvoiceStatuses.flatMap((status) => currencies.map((currency) => ({ status, currency })));
  const [dashboard, lessons, totals] = await Promise.all([
    api.call('dashboard.counters', { token }),
    termLessons(api, token, term),
    inPool(
      cells,
      4,
      async (cell) => (await api.call('invoices.list', { token, query: { ...cell, limit: 1 } })).total,
    ),
  ]);
  const byStatus = Object.fromEntries(lessonStatuses.map((status) => [status, 0])) as Record<
    LessonStatus,
    number
  >;
  const byTimezone = Object.fromEntries(lessonTimezones.map((zone) => [zone, 0])) as Record<
    LessonTimezone,
    number
  >;
  for (const lesson of lessons) {
    byStatus[lesson.status]++;
    byTimezone[lesson.timezone]++;
  }
  const invoices = Object.fromEntries(
    demoInvoiceStatuses.map((status) => [status, { GBP: 0, AED: 0 }]),
  ) as DemoCounts['invoices'];
  cells.forEach((cell, index) => (invoices[cell.status][cell.currency] = totals[index]!));
  return { dashboard, lessons: { total: lessons.length, byStatus, byTimezone }, invoices };
}
