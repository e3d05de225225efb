import { monthsBetween } from '../../shared/exports/export-ranges';
import { paymentMethodLabels } from '../../shared/invoices/payment-methods';
import type { RouteTable } from '../../shared/routes/route-table';
import { paymentRowsBetween, type PaymentRow } from '../entities/payment-row-entity';
import { acceptsGzip } from '../platform/csv/accepts-gzip';
import { encodeCsvExport, type CsvCell } from '../platform/csv/csv-export';
import type { RouteService } from '../platform/route-service';
import { readAhead } from '../platform/table/read-ahead';

const columns = [
  'Date',
  'Family',
  'Student',
  'Invoice number',
  'Method',
  'Reference',
  'Amount',
  'Currency',
  'Stripe payment id',
  'Stripe fee',
  'Fee currency',
] as const;

/** Major units with two decimals and no symbol or separators, so a spreadsheet reads a number. */
const amount = (minor: number) => (minor / 100).toFixed(2);

function paymentRow(row: PaymentRow): CsvCell[] {
  return [
    row.date,
    row.parentName,
    row.studentName,
    row.invoiceNumber,
    paymentMethodLabels[row.method] ?? row.method,
    row.reference,
    amount(row.amountMinor),
    row.currency,
    row.stripePaymentIntentId ?? '',
    row.feeMinor === undefined ? '' : amount(row.feeMinor),
    // Stripe says the balance's currency in lower case (`gbp`); the sheet shows it as the amounts' are.
    row.feeCurrency?.toUpperCase() ?? '',
  ];
}

/** Months of payments read at once: a month of a large school's payments is a few hundred small rows. */
const monthsReadAhead = 3;

/** The payments of the range, oldest first: each month's partition of payment rows in turn, a few read ahead. */
async function* paymentRows(from: string, to: string): AsyncGenerator<CsvCell[][]> {
  const months = monthsBetween(from.slice(0, 7), to.slice(0, 7)).map(
    (month) => () => paymentRowsBetween(month, from, to),
  );
  for await (const rows of readAhead(months, monthsReadAhead)) if (rows.length) yield rows.map(paymentRow);
}

/**
 * GET /payments/export.csv?from&to: staff's CSV of the payments received on
 * those days of the school's calendar (the payment's date, both included),
 * for the accountant: one row per payment, with Stripe's payment id and fee
 * for online ones. Read from the payment rows (payment-row-entity.ts), never
 * from the invoices. A payment shows what is left of it after Stripe refunds;
 * one refunded or removed in full is no longer listed (docs/exports.md).
 */
export const exportPaymentsCsv: RouteService<RouteTable['invoices.exportPaymentsCsv']> = async ({
  query,
  acceptEncoding,
}) => {
  const gzip = acceptsGzip(acceptEncoding);
  const data = await encodeCsvExport({ columns, rows: paymentRows(query.from, query.to), gzip });
  return {
    data,
    fileName: `payments-${query.from}-to-${query.to}.csv`,
    ...(gzip ? { contentEncoding: 'gzip' as const } : {}),
  };
};
