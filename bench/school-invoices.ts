import { attendanceValues } from '../shared/lessons/lesson-attendance';
import {
  invoiceItem,
  invoiceKeys,
  listFiltersOf,
  withTotals,
  type InvoiceRecord,
} from '../functions/entities/invoice-entity';
import type { LessonRecord } from '../functions/entities/lesson-entity';
import type { StudentRecord } from '../functions/entities/student-entity';
import { isBillable, lineFor } from '../functions/shared-domains/billing/invoice-lines';
import {
  invoiceSettingsItem,
  type StoredInvoiceSettings,
} from '../functions/entities/invoice-settings-entity';
import { cellDeltas, statsKeys } from '../functions/entities/invoice-stats-entity';
import { defaultDueDate, monthPeriod, schoolToday } from '../shared/invoices/invoice-period';
import type { InvoiceStatus } from '../shared/invoices/invoice-statuses';
import { defaultXeroSettings } from '../shared/exports/xero-rows';
import { newId } from '../shared/ids';
import { noRateOverrides } from '../shared/invoices/lesson-rates';
import { dayMs, hourMs, invoicedMonths, iso, monthOfYear, schoolDate } from './school-calendar';
import type { Family } from './school-people';
import type { SeededRandom } from './seeded-random';

/** The school's invoice settings (super_admin would save them once): UAE invoices carry 5 % VAT. */
export const generatedInvoiceSettings: StoredInvoiceSettings = {
  defaultRatesMinor: { GBP: 4500, AED: 21000 },
  taxRates: { GBP: 0, AED: 5 },
  overdueReminders: { enabled: true, days: [7, 14] },
  xero: defaultXeroSettings,
  savedItems: [],
  siblingDiscount: null,
  rates: noRateOverrides,
};

/** An invoice as it was when it reached a status, for activity entries. */
export interface StatusEvent {
  invoice: InvoiceRecord;
  status: InvoiceStatus;
  at: string;
}

/**
 * What happened to an invoice by the school date: June's are drafts, sent or
 * already paid; May's are paid or overdue (their due date has passed);
 * older ones are nearly all paid. Revisions grow by one per change, as
 * `revise` does.
 */
function lifecycle(
  random: SeededRandom,
  invoice: InvoiceRecord,
  monthIndex: number,
): { invoice: InvoiceRecord; events: StatusEvent[] } {
  const events: StatusEvent[] = [];
  const roll = random.next();
  const recent = monthIndex === invoicedMonths - 1;
  const plan: InvoiceStatus[] = recent
    ? roll < 0.25
      ? []
      : roll < 0.85
        ? ['sent']
        : ['sent', 'paid']
    : (monthIndex === invoicedMonths - 2 ? roll < 0.25 : roll < 0.05)
      ? ['sent', 'overdue']
      : ['sent', 'paid'];
  let current = invoice;
  let clock = Date.parse(invoice.createdAt);
  for (const status of plan) {
    if (status === 'sent') clock += random.int(1, 20) * hourMs;
    if (status === 'paid') clock = Math.min(clock + random.int(1, 25) * dayMs, schoolDate.getTime() - hourMs);
    // The daily sweep marks it overdue the morning after its due date.
    if (status === 'overdue') clock = Date.parse(`${invoice.dueDate}T00:00:00Z`) + dayMs + 6 * hourMs;
    const at = iso(clock);
    current = {
      ...current,
      status,
      updatedAt: at,
      revision: current.revision + 1,
      ...(status === 'sent' ? { sentAt: at } : {}),
      ...(status === 'paid' ? { paidAt: at } : {}),
    };
    events.push({ invoice: current, status, at });
  }
  return { invoice: current, events: [{ invoice, status: 'draft', at: invoice.createdAt }, ...events] };
}

/**
 * One invoice per student and invoiced month, in the family's currency,
 * billing that month's lessons (not canceled, on no other invoice), with
 * lines, totals and due date made by the same functions as
 * POST /invoices/generate. The billed lessons are claimed (`invoiceId`,
 * `updatedAt`). Numbers run per year of issue in order of creation.
 */
export function issueInvoices(
  random: SeededRandom,
  students: readonly StudentRecord[],
  lessonsOf: ReadonlyMap<string, LessonRecord[]>,
  familyOf: ReadonlyMap<string, Family>,
): { invoices: InvoiceRecord[]; events: StatusEvent[] } {
  const drafts: { invoice: InvoiceRecord; monthIndex: number }[] = [];
  for (const student of students) {
    const family = familyOf.get(student.parentId)!;
    for (let monthIndex = 0; monthIndex < invoicedMonths; monthIndex++) {
      const { year, month } = monthOfYear(monthIndex);
      const period = monthPeriod(month, year);
      // The UTC month a day either side first (cheap), then the lesson's own date as the API decides it.
      const around = [monthOfYear(monthIndex - 1), monthOfYear(monthIndex), monthOfYear(monthIndex + 1)].map(
        (each) => `${each.year}-${String(each.month).padStart(2, '0')}`,
      );
      const billable = (lessonsOf.get(student.id) ?? [])
        .filter(
          (lesson) =>
            around.includes(lesson.startTime.slice(0, 7)) && isBillable(lesson, period, attendanceValues),
        )
        .sort((a, b) => a.startTime.localeCompare(b.startTime));
      if (billable.length === 0)
        throw new Error(`${student.name} has no lesson to invoice in ${year}-${month}`);
      const next = monthOfYear(monthIndex + 1);
      const created = new Date(
        Date.UTC(next.year, next.month - 1, 1, 8) + random.int(0, 3 * 24 * 3600) * 1000,
      );
      const createdAt = created.toISOString();
      const currency = family.currency;
      const invoice = withTotals({
        id: newId(created),
        invoiceNumber: '',
        studentId: student.id,
        studentName: student.name,
        studentGrade: student.grade,
        parentId: student.parentId,
        parentName: family.user.name,
        parentEmail: family.user.email,
        status: 'draft' as InvoiceStatus,
        currency,
        ...period,
        dueDate: defaultDueDate(created),
        createdAt,
        updatedAt: createdAt,
        lines: billable.map((lesson) => ({
          // lineFor takes its id from the clock; the generator's ids come from the invoice's time.
          ...lineFor(lesson, generatedInvoiceSettings.defaultRatesMinor[currency]),
          id: newId(created),
        })),
        subtotalMinor: 0,
        taxRatePercent: generatedInvoiceSettings.taxRates[currency],
        taxMinor: 0,
        totalMinor: 0,
        notes: '',
        revision: 1,
      });
      for (const lesson of billable) {
        lesson.invoiceId = invoice.id;
        lesson.updatedAt = createdAt;
      }
      drafts.push({ invoice, monthIndex });
    }
  }
  drafts.sort(
    (a, b) =>
      a.invoice.createdAt.localeCompare(b.invoice.createdAt) || a.invoice.id.localeCompare(b.invoice.id),
  );
  const numbers = new Map<number, number>();
  const invoices: InvoiceRecord[] = [];
  const events: StatusEvent[] = [];
  for (const draft of drafts) {
    const issueYear = Number(schoolToday(new Date(draft.invoice.createdAt)).slice(0, 4));
    const sequence = (numbers.get(issueYear) ?? 0) + 1;
    numbers.set(issueYear, sequence);
    const numbered = {
      ...draft.invoice,
      invoiceNumber: `INV-${issueYear}-${String(sequence).padStart(4, '0')}`,
    };
    const { invoice, events: happened } = lifecycle(random, numbered, draft.monthIndex);
    invoices.push(invoice);
    events.push(...happened);
  }
  return { invoices, events };
}

/**
 * Everything the generating and status-changing transactions leave for one
 * invoice: the invoice (with its GSI keys), its 16 list rows and its period
 * marker.
 */
export function* invoiceItems(invoice: InvoiceRecord): Generator<Record<string, unknown>> {
  yield invoiceItem(invoice);
  for (const filter of listFiltersOf(invoice)) {
    yield {
      PK: invoiceKeys.listPartition(filter),
      SK: invoiceKeys.listSortKey(invoice),
      entity: 'InvoiceListRow',
      invoiceId: invoice.id,
    };
  }
  yield { ...invoiceKeys.period(invoice), entity: 'InvoicePeriod', invoiceId: invoice.id };
}

/**
 * The school-wide invoice items: the number counter of each year of issue,
 * the two stats items (sum of every invoice's cells, as the ADDs of its
 * writes leave them) and the settings.
 */
export function* invoiceSchoolItems(invoices: readonly InvoiceRecord[]): Generator<Record<string, unknown>> {
  const lastNumbers = new Map<number, number>();
  const cellsByYear = new Map<number, Map<string, number>>();
  const allYears = new Map<string, number>();
  for (const invoice of invoices) {
    const [, year, sequence] = /^INV-(\d{4})-(\d+)$/.exec(invoice.invoiceNumber)!;
    lastNumbers.set(Number(year), Math.max(lastNumbers.get(Number(year)) ?? 0, Number(sequence)));
    const yearCells = cellsByYear.get(invoice.year) ?? new Map<string, number>();
    cellsByYear.set(invoice.year, yearCells);
    for (const [cell, delta] of cellDeltas(undefined, invoice)) {
      yearCells.set(cell, (yearCells.get(cell) ?? 0) + delta);
      allYears.set(cell, (allYears.get(cell) ?? 0) + delta);
    }
  }
  for (const [year, lastNumber] of lastNumbers) yield { ...invoiceKeys.numberCounter(year), lastNumber };
  for (const [year, cells] of cellsByYear) yield { ...statsKeys.year(year), ...Object.fromEntries(cells) };
  yield { ...statsKeys.allYears, ...Object.fromEntries(allYears) };
  // Through the entity, as a save writes it (no sibling discount is no attribute at all).
  yield invoiceSettingsItem(generatedInvoiceSettings, '2025-08-01T09:00:00.000Z');
}
