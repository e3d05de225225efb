import { dayStartInstant, monthsBetween, nextCalendarDay } from '../../shared/exports/export-ranges';
import { invoiceStatusLabels } from '../../shared/invoices/invoice-statuses';
import { schoolTimeZone, schoolToday } from '../../shared/invoices/invoice-period';
import type { RouteTable } from '../../shared/routes/route-table';
import { acceptsGzip } from '../platform/csv/accepts-gzip';
import { encodeCsvExport, type CsvCell } from '../platform/csv/csv-export';
import {
  creditedAmountsOf,
  type CreditedAmounts,
  exportedInvoices,
  voidFactsOf,
  type ExportedInvoice,
  type VoidFacts,
} from '../entities/invoice-entity';
import type { RouteService } from '../platform/route-service';
import { readAhead } from '../platform/table/read-ahead';
import { amountPaidMinor, balanceMinor } from '../../shared/invoices/invoice-payments';

const columns = [
  'Invoice number',
  'Issue date',
  'Due date',
  'Family',
  'Student',
  'Currency',
  'Subtotal',
  'Tax',
  'Total',
  'Paid',
  'Balance',
  'Status',
  // Added after the original columns, so a sheet reading them by position still works.
  'Voided on',
  'Void reason',
] as const;

/** Major units with two decimals and no symbol or separators, so a spreadsheet reads a number. */
const amount = (minor: number) => (minor / 100).toFixed(2);

const hourMs = 3_600_000;

/**
 * The issue date on the school's calendar, worked out once per UTC hour of
 * the export rather than a time-zone conversion per invoice: London's
 * midnight always falls on a UTC hour, so every instant of an hour has the
 * same date.
 */
function issueDates(): (createdAt: string) => string {
  const byHour = new Map<number, string>();
  return (createdAt) => {
    const hour = Math.floor(Date.parse(createdAt) / hourMs);
    let date = byHour.get(hour);
    if (date === undefined) byHour.set(hour, (date = schoolToday(new Date(hour * hourMs))));
    return date;
  };
}

function invoiceRow(
  invoice: ExportedInvoice,
  issueDate: (createdAt: string) => string,
  voided: VoidFacts | undefined,
  credited: CreditedAmounts | undefined,
): CsvCell[] {
  // The slim copy has no credit: an invoice credited in full is paid with no money received.
  const paid = amountPaidMinor({ ...invoice, ...credited });
  return [
    invoice.invoiceNumber,
    issueDate(invoice.createdAt),
    invoice.dueDate,
    invoice.parentName,
    invoice.studentName,
    invoice.currency,
    amount(invoice.subtotalMinor),
    amount(invoice.taxMinor),
    amount(invoice.totalMinor),
    amount(paid),
    // Nothing is owed on a void invoice; credit notes lower what is (docs/exports.md, "Columns").
    amount(balanceMinor({ ...invoice, ...credited })),
    invoiceStatusLabels[invoice.status] ?? invoice.status,
    // The day it was voided on the school's calendar, and why; empty on any other invoice.
    voided?.voidedAt ? schoolToday(new Date(voided.voidedAt)) : '',
    voided?.voidReason ?? '',
  ];
}

/**
 * Credit notes are issued against sent invoices only (never a draft, a void or
 * a cancelled one); their credit changes the row of one still owing by its
 * payments, or of a paid one without payments (which credit alone may have paid).
 */
const mayBeCredited = (invoice: ExportedInvoice) =>
  !['draft', 'void', 'cancelled'].includes(invoice.status) &&
  (balanceMinor(invoice) > 0 || (invoice.status === 'paid' && !invoice.payments?.length));

/** Months of issue read at once: a large school issues about 2,000 invoices a month (well under 1 MB slim). */
const monthsReadAhead = 3;

/**
 * The invoices of the range, oldest first: each month of issue's partition
 * of the export index in turn (slim copies with only the exported columns,
 * so no invoice is read whole), a few months read ahead, page by page. The
 * void ones of a page have their date and reason read alongside (voidFactsOf).
 */
async function* invoiceRows(from: string, to: string): AsyncGenerator<CsvCell[][]> {
  const fromInstant = dayStartInstant(from, schoolTimeZone);
  const beforeInstant = dayStartInstant(nextCalendarDay(to), schoolTimeZone);
  const issueDate = issueDates();
  const months = monthsBetween(from.slice(0, 7), to.slice(0, 7)).map(
    (month) => () => exportedInvoices(month, fromInstant, beforeInstant),
  );
  for await (const invoices of readAhead(months, monthsReadAhead)) {
    if (!invoices.length) continue;
    const voided = await voidFactsOf(
      invoices.filter((invoice) => invoice.status === 'void').map((invoice) => invoice.id),
    );
    // Only an invoice still owing by its payments can owe less after a credit note.
    const credited = await creditedAmountsOf(
      invoices.filter((invoice) => mayBeCredited(invoice)).map((invoice) => invoice.id),
    );
    yield invoices.map((invoice) =>
      invoiceRow(invoice, issueDate, voided.get(invoice.id), credited.get(invoice.id)),
    );
  }
}

/**
 * GET /invoices/export.csv?from&to: staff's CSV of the invoices issued on
 * those days of the school's calendar (Europe/London), both included, for the
 * accountant. Drafts are included with their status: the accountant sees
 * what is not yet sent as well. A void invoice stays listed, owing nothing,
 * with the day it was voided and why.
 */
export const exportInvoicesCsv: RouteService<RouteTable['invoices.exportCsv']> = async ({
  query,
  acceptEncoding,
}) => {
  const gzip = acceptsGzip(acceptEncoding);
  const data = await encodeCsvExport({ columns, rows: invoiceRows(query.from, query.to), gzip });
  return {
    data,
    fileName: `invoices-${query.from}-to-${query.to}.csv`,
    ...(gzip ? { contentEncoding: 'gzip' as const } : {}),
  };
};
