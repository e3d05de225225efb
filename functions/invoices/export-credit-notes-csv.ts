import { schoolToday } from '../../shared/invoices/invoice-period';
import type { RouteTable } from '../../shared/routes/route-table';
import { creditNotesIssuedBetween, type CreditNoteRecord } from '../entities/credit-note-entity';
import { acceptsGzip } from '../platform/csv/accepts-gzip';
import { encodeCsvExport, type CsvCell } from '../platform/csv/csv-export';
import type { RouteService } from '../platform/route-service';

const columns = [
  'Credit note number',
  'Date',
  'Invoice number',
  'Family',
  'Student',
  'Reason',
  'Subtotal',
  'Tax',
  'Total',
  'Currency',
  'Family credit',
  'Refunded',
] as const;

/** Major units with two decimals and no symbol or separators, so a spreadsheet reads a number. */
const amount = (minor: number) => (minor / 100).toFixed(2);

function creditNoteRow(note: CreditNoteRecord): CsvCell[] {
  return [
    note.number,
    schoolToday(new Date(note.issuedAt)),
    note.invoiceNumber,
    note.parentName,
    note.studentName,
    note.reason,
    amount(note.subtotalMinor),
    amount(note.taxMinor),
    amount(note.totalMinor),
    note.currency,
    // What went beyond the invoice's balance into the family's credit (to use or refund).
    amount(note.familyCreditMinor),
    // What was paid back to the family out of that credit.
    amount(note.refundedMinor ?? 0),
  ];
}

async function* creditNoteRows(from: string, to: string): AsyncGenerator<CsvCell[][]> {
  for await (const notes of creditNotesIssuedBetween(from, to)) yield notes.map(creditNoteRow);
}

/**
 * GET /credit-notes/export.csv?from&to: staff's CSV of the credit notes
 * issued on those days of the school's calendar, both included, oldest
 * first (docs/exports.md).
 */
export const exportCreditNotesCsv: RouteService<RouteTable['invoices.exportCreditNotesCsv']> = async ({
  query,
  acceptEncoding,
}) => {
  const gzip = acceptsGzip(acceptEncoding);
  const data = await encodeCsvExport({ columns, rows: creditNoteRows(query.from, query.to), gzip });
  return {
    data,
    fileName: `credit-notes-${query.from}-to-${query.to}.csv`,
    ...(gzip ? { contentEncoding: 'gzip' as const } : {}),
  };
};
