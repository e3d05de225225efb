import { newId } from '../../shared/ids';
import {
  customPeriod,
  defaultDueDate,
  monthNames,
  monthPeriod,
  periodLabel,
  schoolToday,
  type InvoicePeriod,
} from '../../shared/invoices/invoice-period';
import type { Currency } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import { maxLessonsPerInvoice } from '../../shared/invoices/invoice-limits';
import type { InvoiceGenerateRequest } from '../../shared/schemas/invoice-schemas';
import { activityPuts } from '../entities/activity-entity';
import {
  invoiceNumberTaken,
  isPeriodTaken,
  lastInvoiceNumber,
  periodClaim,
  toInvoice,
  withTotals,
  lessonLinesOf,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from '../entities/invoice-entity';
import { lessonInvoiceClaim } from '../entities/lesson-entity';
import { getStudentsByIds, type StudentRecord } from '../entities/student-entity';
import { isSecondOrLaterChild, siblingDiscountDescription } from '../../shared/invoices/line-amounts';
import { loadStudent } from '../shared-domains/accounts/load-student';
import { getUserById, type UserRecord } from '../entities/user-entity';
import type { EntityWrite } from '../platform/table/table-write';
import { badRequest, conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { readInvoiceSettings, type StoredInvoiceSettings } from '../entities/invoice-settings-entity';
import { readLessonPolicy } from '../entities/lesson-policy-entity';
import type { Attendance } from '../../shared/lessons/lesson-attendance';
import { studentLessonsAround } from './invoice-lessons';
import { isBillable, ratedLineFor } from '../shared-domains/billing/invoice-lines';
import { withChargedLessons } from '../shared-domains/billing/cancellation-lines';
import { saveInvoiceChange, type InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { countInvoiceGenerated } from '../platform/school-metrics';

export function periodOf(request: Omit<InvoiceGenerateRequest, 'studentId'>): InvoicePeriod {
  return request.dateRangeType === 'month'
    ? monthPeriod(request.month!, request.year!)
    : customPeriod(request.startDate!, request.endDate!);
}

/** The duplicate's message, also what the web app shows before it asks. */
export function alreadyInvoicedMessage(
  period: Pick<InvoicePeriod, 'month' | 'year'>,
  currency: Currency,
): string {
  return `Invoice already exists for ${monthNames[period.month - 1]} ${period.year} in ${currency}. Please check the invoice list below or try a different month/year/currency combination.`;
}

const numberWidth = 4;
const numberAttempts = 40;

/**
 * Numbers are sequential per year of issue (INV-2026-0001, …) with no gaps:
 * a generation that loses a race for a number (invoiceNumberTaken's
 * condition) simply reads the counter again and retries.
 */
const invoiceNumber = (year: number, sequence: number) =>
  `INV-${year}-${String(sequence).padStart(numberWidth, '0')}`;

class NumberTaken extends Error {}
class PeriodTaken extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function billingParties(studentId: string) {
  const student = await loadStudent(studentId);
  const parent = await getUserById(student.parentId);
  return { student, parent };
}

/** Why a student gets no new draft for a period: already invoiced, or nothing to bill. */
export type DraftSkip = 'invoiced' | 'nothing-to-bill';

export type DraftOutcome = { invoice: InvoiceRecord } | { skipped: DraftSkip };

export interface DraftRequest {
  student: StudentRecord;
  parent: UserRecord | undefined;
  period: InvoicePeriod;
  currency: Currency;
  settings: StoredInvoiceSettings;
  /** The lesson policy's billable attendance: a lesson whose attendance is not in it is left out. */
  billableAttendance: readonly Attendance[];
  /** Written in the invoice's own transaction (a bulk job's record of it), so both commit or neither. */
  with?: (invoice: InvoiceRecord) => EntityWrite[];
  /** Who asked for it: the caller, or for a bulk job the account that started it (null for a job started before the log). */
  audit: InvoiceAudit | null;
}

/**
 * The school's sibling discount applies to a family's second and later children:
 * the family's students ordered by when each was created (isSecondOrLaterChild).
 * The family is read only when the discount is on.
 */
async function takesSiblingDiscount(
  student: StudentRecord,
  parent: UserRecord | undefined,
  settings: StoredInvoiceSettings,
): Promise<boolean> {
  if (!settings.siblingDiscount || !parent || parent.children.length < 2) return false;
  const family = await getStudentsByIds(parent.children);
  return isSecondOrLaterChild(student.id, family);
}

/** Its amount is worked out with the totals (withTotals), from the lesson lines above it. */
const siblingDiscountLine = (percent: number): InvoiceLineRecord => ({
  kind: 'discount',
  id: newId(),
  description: siblingDiscountDescription(percent),
  discount: { type: 'percent', percent },
  amountMinor: 0,
});

/**
 * One student's draft for a period and currency: the period claim (one
 * invoice per student, period and currency), the number counter (gap-free)
 * and each lesson's claim commit together with the invoice, so a race with
 * another generation (single or bulk) ends in one invoice and no gap.
 */
export async function draftInvoice(request: DraftRequest): Promise<DraftOutcome> {
  const { student, parent, period, currency, settings, billableAttendance } = request;
  const studentPeriod = { studentId: student.id, ...period, currency };
  if (await isPeriodTaken(studentPeriod)) return { skipped: 'invoiced' };

  const lessons = await studentLessonsAround(student.id, period);
  const billable = withChargedLessons(
    lessons.filter((lesson) => isBillable(lesson, period, billableAttendance)),
  );
  // A generation racing for the same period may have claimed the lessons just now.
  if (billable.length === 0 && (await isPeriodTaken(studentPeriod))) return { skipped: 'invoiced' };
  if (billable.length === 0) return { skipped: 'nothing-to-bill' };
  if (billable.length > maxLessonsPerInvoice)
    throw badRequest(
      `${student.name} has ${billable.length} lessons in this period; an invoice holds at most ${maxLessonsPerInvoice}. Choose a shorter date range.`,
    );

  const siblingDiscount = (await takesSiblingDiscount(student, parent, settings))
    ? settings.siblingDiscount
    : null;
  const now = new Date();
  const year = Number(schoolToday(now).slice(0, 4));
  const draft = (sequence: number): InvoiceRecord =>
    withTotals({
      id: newId(now),
      invoiceNumber: invoiceNumber(year, sequence),
      studentId: student.id,
      studentName: student.name,
      studentGrade: student.grade,
      parentId: student.parentId,
      parentName: parent?.name ?? student.parentName,
      parentEmail: parent?.email ?? '',
      status: 'draft',
      currency,
      ...period,
      dueDate: defaultDueDate(now),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      lines: [
        ...billable.map((lesson) => ratedLineFor(lesson, currency, settings)),
        ...(siblingDiscount ? [siblingDiscountLine(siblingDiscount.percent)] : []),
      ],
      subtotalMinor: 0,
      taxRatePercent: settings.taxRates[currency],
      taxMinor: 0,
      totalMinor: 0,
      notes: '',
      revision: 1,
    });

  for (let attempt = 1; ; attempt++) {
    const last = await lastInvoiceNumber(year);
    const invoice = draft(last + 1);
    try {
      await saveInvoiceChange({
        after: invoice,
        with: [
          periodClaim(studentPeriod, invoice.id),
          invoiceNumberTaken(year, last),
          ...lessonLinesOf(invoice).map((line) =>
            lessonInvoiceClaim(line.lessonId, invoice.id, invoice.createdAt),
          ),
          ...activityPuts(
            {
              title: 'Invoice drafted',
              description: `${invoice.invoiceNumber} for ${student.name}, ${periodLabel(period)}`,
              status: 'info',
              icon: 'file-text',
              category: 'invoices',
              studentId: student.id,
            },
            [{ kind: 'all' }],
            now,
          ),
          ...(request.with?.(invoice) ?? []),
        ],
        refusalOf: (index) => {
          if (index === 0) return new PeriodTaken();
          if (index === 1) return new NumberTaken();
          return conflict('A lesson in this period was just invoiced or changed. Please try again.');
        },
        audit: request.audit,
      });
      countInvoiceGenerated();
      return { invoice };
    } catch (error) {
      if (error instanceof PeriodTaken) return { skipped: 'invoiced' };
      if (!(error instanceof NumberTaken)) throw error;
      if (attempt >= numberAttempts)
        throw conflict('Many invoices are being generated at once. Please try again.');
      await pause(5 + Math.random() * 20 * Math.min(attempt, 5));
    }
  }
}

export const generateInvoice: RouteService<RouteTable['invoices.generate']> = async ({
  body,
  principal,
  requestId,
}) => {
  const period = periodOf(body);
  const { student, parent } = await billingParties(body.studentId);
  const [settings, policy] = await Promise.all([readInvoiceSettings(), readLessonPolicy()]);
  const outcome = await draftInvoice({
    student,
    parent,
    period,
    currency: body.currency,
    settings,
    billableAttendance: policy.billableAttendance,
    audit: { principal, action: 'invoice.generate', requestId },
  });
  if ('invoice' in outcome)
    return { data: toInvoice(outcome.invoice), message: 'Invoice generated successfully!' };
  if (outcome.skipped === 'invoiced') throw conflict(alreadyInvoicedMessage(period, body.currency));
  throw badRequest(
    `${student.name} has no lessons to invoice for ${periodLabel(period)}: only lessons that are not canceled and not on another invoice are billed.`,
  );
};
