import { dayStartInstant, nextCalendarDay } from '../../shared/exports/export-ranges';
import { invoiceStatusLabels, type InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { schoolTimeZone, schoolToday } from '../../shared/invoices/invoice-period';
import type { RouteTable } from '../../shared/routes/route-table';
import { acceptsGzip } from '../lib/csv/accepts-gzip';
import { encodeCsvExport, type CsvCell } from '../lib/csv/csv-export';
import { invoiceKeys, invoicesIssuedBetweenQuery } from '../lib/entities/invoice-entity';
import type { RouteService } from '../lib/route-service';
import { batchGetItems } from '../lib/table/batch-get-items';
import { queryPages } from '../lib/table/query-items';
import { amountPaidMinor } from '../lib/invoice-payments';
import type { PaymentRecord } from '../lib/entities/invoice-entity';

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
] as const;

/** Only what the columns need: an invoice's lines are most of its size. */
const exportedAttributes = [
  ...new Set([
    'id',
    'invoiceNumber',
    'createdAt',
    'dueDate',
    'parentName',
    'studentName',
    'currency',
    'subtotalMinor',
    'taxMinor',
    'totalMinor',
    'status',
    'payments',
  ]),
];

interface ExportedInvoice {
  id: string;
  invoiceNumber: string;
  createdAt: string;
  dueDate: string;
  parentName: string;
  studentName: string;
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  status: InvoiceStatus;
  payments?: PaymentRecord[];
}

/** Major units with two decimals and no symbol or separators, so a spreadsheet reads a number. */
const amount = (minor: number) => (minor / 100).toFixed(2);

function invoiceRow(invoice: ExportedInvoice): CsvCell[] {
  const paid = amountPaidMinor(invoice);
  return [
    invoice.invoiceNumber,
    schoolToday(new Date(invoice.createdAt)),
    invoice.dueDate,
    invoice.parentName,
    invoice.studentName,
    invoice.currency,
    amount(invoice.subtotalMinor),
    amount(invoice.taxMinor),
    amount(invoice.totalMinor),
    amount(paid),
    amount(invoice.totalMinor - paid),
    invoiceStatusLabels[invoice.status] ?? invoice.status,
  ];
}

/** BatchGetItem requests in flight: each reads 100 invoices, one after another would leave the database idle. */
const parallelBatches = 4;
const keysPerBatch = 100;

/** The exported fields of these invoices, in the order of `ids` (an invoice deleted meanwhile is left out). */
async function exportedInvoices(ids: string[]): Promise<ExportedInvoice[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += keysPerBatch)
    batches.push(ids.slice(start, start + keysPerBatch));
  const byId = new Map<string, ExportedInvoice>();
  for (let start = 0; start < batches.length; start += parallelBatches) {
    const answers = await Promise.all(
      batches
        .slice(start, start + parallelBatches)
        .map((batch) => batchGetItems(batch.map(invoiceKeys.primary), { attributes: exportedAttributes })),
    );
    for (const item of answers.flat()) byId.set(item.id as string, item as unknown as ExportedInvoice);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The invoices of the range, oldest first, a page at a time: a page of ids
 * from the list partition, then those invoices' exported fields.
 */
async function* invoiceRows(fromInstant: string, beforeInstant: string): AsyncGenerator<CsvCell[]> {
  for await (const page of queryPages(invoicesIssuedBetweenQuery(fromInstant, beforeInstant))) {
    for (const invoice of await exportedInvoices(page.map((row) => row.invoiceId as string)))
      yield invoiceRow(invoice);
  }
}

/**
 * GET /invoices/export.csv?from&to: staff's CSV of the invoices issued on
 * those days of the school's calendar (Europe/London), both included, for the
 * accountant. Drafts are included with their status: the accountant sees
 * what is not yet sent as well.
 */
export const exportInvoicesCsv: RouteService<RouteTable['invoices.exportCsv']> = async ({
  query,
  acceptEncoding,
}) => {
  const gzip = acceptsGzip(acceptEncoding);
  const fromInstant = dayStartInstant(query.from, schoolTimeZone);
  const beforeInstant = dayStartInstant(nextCalendarDay(query.to), schoolTimeZone);
  const data = await encodeCsvExport({ columns, rows: invoiceRows(fromInstant, beforeInstant), gzip });
  return {
    data,
    fileName: `invoices-${query.from}-to-${query.to}.csv`,
    ...(gzip ? { contentEncoding: 'gzip' as const } : {}),
  };
};
