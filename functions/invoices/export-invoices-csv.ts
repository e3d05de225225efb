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

function invoiceRow(invoice: ExportedInvoice, issueDate: (createdAt: string) => string): CsvCell[] {
  const paid = amountPaidMinor(invoice);
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
    amount(invoice.totalMinor - paid),
    invoiceStatusLabels[invoice.status] ?? invoice.status,
  ];
}

/**
 * BatchGetItem requests kept in flight: each reads 100 invoices, and a new
 * one starts as soon as the oldest has answered, so the database is never
 * left idle while a batch is encoded.
 */
const batchesInFlight = 8;
const keysPerBatch = 100;

async function batchOfInvoices(ids: string[]): Promise<ExportedInvoice[]> {
  const items = await batchGetItems(ids.map(invoiceKeys.primary), { attributes: exportedAttributes });
  const byId = new Map(items.map((item) => [item.id as string, item as unknown as ExportedInvoice]));
  // BatchGetItem answers in any order; an invoice deleted meanwhile is left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The exported fields of these invoices, in the order of `ids`, a batch at a time as they arrive. */
async function* exportedInvoices(ids: string[]): AsyncGenerator<ExportedInvoice[]> {
  const reading: Promise<ExportedInvoice[]>[] = [];
  let next = 0;
  const readNext = () => {
    if (next >= ids.length) return;
    const read = batchOfInvoices(ids.slice(next, next + keysPerBatch));
    // Awaited in turn below; until then a failure must not count as unhandled.
    read.catch(() => {});
    reading.push(read);
    next += keysPerBatch;
  };
  for (let index = 0; index < batchesInFlight; index++) readNext();
  while (reading.length) {
    const batch = await reading.shift()!;
    readNext();
    yield batch;
  }
}

/**
 * The invoices of the range, oldest first: a page of ids from the list
 * partition, then those invoices' exported fields, handed on batch by batch
 * as rows.
 */
async function* invoiceRows(fromInstant: string, beforeInstant: string): AsyncGenerator<CsvCell[][]> {
  const issueDate = issueDates();
  for await (const page of queryPages(invoicesIssuedBetweenQuery(fromInstant, beforeInstant))) {
    for await (const batch of exportedInvoices(page.map((row) => row.invoiceId as string)))
      yield batch.map((invoice) => invoiceRow(invoice, issueDate));
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
