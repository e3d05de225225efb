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
import { activityPuts } from '../lib/entities/activity-log';
import {
  invoiceNumberTaken,
  isPeriodTaken,
  lastInvoiceNumber,
  periodClaim,
  toInvoice,
  withTotals,
  type InvoiceRecord,
} from '../lib/entities/invoice-entity';
import { lessonInvoiceClaim } from '../lib/entities/lesson-entity';
import { getStudentById } from '../lib/entities/student-entity';
import { getUserById } from '../lib/entities/user-entity';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import type { RouteService } from '../lib/route-service';
import { readInvoiceSettings } from '../lib/entities/invoice-settings-entity';
import { studentLessonsAround } from './invoice-lessons';
import { isBillable, lineFor } from '../lib/invoice-lines';
import { saveInvoiceChange } from '../lib/invoice-change';

export function periodOf(request: InvoiceGenerateRequest): InvoicePeriod {
  return request.dateRangeType === 'month'
    ? monthPeriod(request.month!, request.year!)
    : customPeriod(request.startDate!, request.endDate!);
}

/** Spec §5's wording, also what the web app shows before it asks. */
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function billingParties(studentId: string) {
  const student = await getStudentById(studentId);
  if (!student) throw notFound('Student not found');
  const parent = await getUserById(student.parentId);
  return { student, parent };
}

export const generateInvoice: RouteService<RouteTable['invoices.generate']> = async ({ body }) => {
  const period = periodOf(body);
  const { student, parent } = await billingParties(body.studentId);
  const studentPeriod = { studentId: student.id, ...period, currency: body.currency };
  if (await isPeriodTaken(studentPeriod)) throw conflict(alreadyInvoicedMessage(period, body.currency));

  const [lessons, settings] = await Promise.all([
    studentLessonsAround(student.id, period),
    readInvoiceSettings(),
  ]);
  const billable = lessons.filter((lesson) => isBillable(lesson, period));
  // A generation racing for the same period may have claimed the lessons just now.
  if (billable.length === 0 && (await isPeriodTaken(studentPeriod)))
    throw conflict(alreadyInvoicedMessage(period, body.currency));
  if (billable.length === 0)
    throw badRequest(
      `${student.name} has no lessons to invoice for ${periodLabel(period)}: only lessons that are not canceled and not on another invoice are billed.`,
    );
  if (billable.length > maxLessonsPerInvoice)
    throw badRequest(
      `${student.name} has ${billable.length} lessons in this period; an invoice holds at most ${maxLessonsPerInvoice}. Choose a shorter date range.`,
    );

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
      currency: body.currency,
      ...period,
      dueDate: defaultDueDate(now),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      lines: billable.map((lesson) => lineFor(lesson, settings.defaultRatesMinor[body.currency])),
      subtotalMinor: 0,
      taxRatePercent: settings.taxRates[body.currency],
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
          ...invoice.lines.map((line) => lessonInvoiceClaim(line.lessonId, invoice.id, invoice.createdAt)),
          ...activityPuts(
            {
              title: 'Invoice drafted',
              description: `${invoice.invoiceNumber} for ${student.name}, ${periodLabel(period)}`,
              status: 'info',
              icon: 'file-text',
              category: 'invoices',
            },
            [{ kind: 'all' }],
            now,
          ),
        ],
        refusalOf: (index) => {
          if (index === 0) return conflict(alreadyInvoicedMessage(period, body.currency));
          if (index === 1) return new NumberTaken();
          return conflict('A lesson in this period was just invoiced or changed. Please try again.');
        },
      });
      return { data: toInvoice(invoice), message: 'Invoice generated successfully!' };
    } catch (error) {
      if (!(error instanceof NumberTaken)) throw error;
      if (attempt >= numberAttempts)
        throw conflict('Many invoices are being generated at once. Please try again.');
      await pause(5 + Math.random() * 20 * Math.min(attempt, 5));
    }
  }
};
