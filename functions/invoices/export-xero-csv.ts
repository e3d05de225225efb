import { monthsBetween, dayStartInstant, nextCalendarDay } from '../../shared/exports/export-ranges';
import { xeroColumns, xeroRows, type XeroDocument, type XeroLine } from '../../shared/exports/xero-rows';
import { schoolTimeZone, schoolToday } from '../../shared/invoices/invoice-period';
import { formatMoney, toMajorUnits } from '../../shared/invoices/money';
import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import type { RouteTable } from '../../shared/routes/route-table';
import { creditNotesIssuedBetween, type CreditNoteRecord } from '../entities/credit-note-entity';
import {
  exportedInvoices,
  findInvoices,
  isLessonLine,
  type InvoiceLineRecord,
  type InvoiceRecord,
  type LessonLineRecord,
} from '../entities/invoice-entity';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { acceptsGzip } from '../platform/csv/accepts-gzip';
import { encodeCsvExport, type CsvCell } from '../platform/csv/csv-export';
import type { RouteService } from '../platform/route-service';
import { readAhead } from '../platform/table/read-ahead';

/**
 * Invoices Xero is given: issued to a family and still owed or paid. A draft
 * was never sent, a cancelled or void one is owed by no one (docs/exports.md,
 * "Xero": one voided after it went to Xero is voided there by hand).
 */
const exportedStatuses: readonly InvoiceStatus[] = ['sent', 'overdue', 'paid'];

/** What a lesson line says in Xero: the lesson, its length and the hourly rate it was billed at. */
function lessonDescription(line: LessonLineRecord, currency: InvoiceRecord['currency']): string {
  const rate = formatMoney(toMajorUnits(line.rateMinor), currency);
  return `${line.subject} lesson with ${line.teacherName}, ${line.lessonDate} ${line.lessonTime} (${line.timezone}), ${line.durationMinutes} min at ${rate}/hour`;
}

/**
 * A line of the invoice for Xero. Lines that carry their own description
 * (any that are not a lesson) are written with it; a lesson's is made from
 * the lesson it bills.
 */
function xeroLineOf(line: InvoiceLineRecord, currency: InvoiceRecord['currency']): XeroLine {
  return {
    description: isLessonLine(line) ? lessonDescription(line, currency) : line.description,
    amountMinor: line.amountMinor,
    ...(line.kind === 'custom' && !line.taxable ? { taxable: false } : {}),
  };
}

function invoiceDocument(invoice: InvoiceRecord): XeroDocument {
  return {
    contactName: invoice.parentName,
    email: invoice.parentEmail,
    number: invoice.invoiceNumber,
    // The child the invoice is for: one family may have several.
    reference: invoice.studentName,
    date: schoolToday(new Date(invoice.createdAt)),
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    taxRatePercent: invoice.taxRatePercent,
    taxMinor: invoice.taxMinor,
    lines: invoice.lines.map((line) => xeroLineOf(line, invoice.currency)),
    credit: false,
  };
}

function creditNoteDocument(note: CreditNoteRecord): XeroDocument {
  const issued = schoolToday(new Date(note.issuedAt));
  return {
    contactName: note.parentName,
    email: note.parentEmail,
    number: note.number,
    // The invoice it credits, so the accountant can allocate it there.
    reference: note.invoiceNumber,
    date: issued,
    // A credit note is due nothing; the template still asks for a date.
    dueDate: issued,
    currency: note.currency,
    taxRatePercent: note.taxRatePercent,
    taxMinor: note.taxMinor,
    // A line crediting an untaxed invoice line is untaxed too: no share of the tax, the no-VAT tax type.
    lines: note.lines.map((line) => ({
      description: line.description,
      amountMinor: line.amountMinor,
      ...(line.taxable === false ? { taxable: false } : {}),
    })),
    credit: true,
  };
}

/** Months of issue read at once, each read whole (a page of invoices is then read by BatchGetItem). */
const monthsReadAhead = 2;

/**
 * The range's invoices (oldest first, month by month from the export
 * index, only those Xero is given read whole for their lines), then its
 * credit notes.
 */
async function* documents(from: string, to: string): AsyncGenerator<XeroDocument[]> {
  const fromInstant = dayStartInstant(from, schoolTimeZone);
  const beforeInstant = dayStartInstant(nextCalendarDay(to), schoolTimeZone);
  const months = monthsBetween(from.slice(0, 7), to.slice(0, 7)).map(
    (month) => () => exportedInvoices(month, fromInstant, beforeInstant),
  );
  for await (const issued of readAhead(months, monthsReadAhead)) {
    const ids = issued.filter((one) => exportedStatuses.includes(one.status)).map((one) => one.id);
    for (let start = 0; start < ids.length; start += 100) {
      const invoices = await findInvoices(ids.slice(start, start + 100));
      yield invoices.filter((one) => exportedStatuses.includes(one.status)).map(invoiceDocument);
    }
  }
  for await (const notes of creditNotesIssuedBetween(from, to)) yield notes.map(creditNoteDocument);
}

/**
 * GET /invoices/export-xero.csv?from&to: the invoices issued and credit
 * notes issued on those days of the school's calendar, in the columns of
 * Xero's sales invoice import, one row per line, coded with the account and
 * tax types of the invoice settings (docs/exports.md, "Xero").
 */
export const exportXeroCsv: RouteService<RouteTable['invoices.exportXeroCsv']> = async ({
  query,
  acceptEncoding,
}) => {
  const settings = (await readInvoiceSettings()).xero;
  async function* rows(): AsyncGenerator<CsvCell[][]> {
    for await (const page of documents(query.from, query.to))
      if (page.length) yield page.flatMap((document) => xeroRows(document, settings));
  }
  const gzip = acceptsGzip(acceptEncoding);
  const data = await encodeCsvExport({ columns: xeroColumns, rows: rows(), gzip });
  return {
    data,
    fileName: `xero-invoices-${query.from}-to-${query.to}.csv`,
    ...(gzip ? { contentEncoding: 'gzip' as const } : {}),
  };
};
