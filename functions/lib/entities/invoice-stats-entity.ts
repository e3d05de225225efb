import type { InvoiceStatus } from '../../../shared/invoices/invoice-statuses';
import type { Currency } from '../../../shared/invoices/money';
import { addDeltas, type TableWrite } from '../table/table-write';
import type { InvoiceListFilter, InvoiceRecord } from './invoice-entity';

/**
 * Invoice counts and amounts live in two small items, one for the year and
 * one for all years, with one attribute pair per month × status × currency
 * cell: `n_03_paid_GBP` (count) and `m_03_paid_GBP` (minor units). Every
 * invoice write adjusts them in the same transaction, so the analytics page
 * and every list's total are one GetItem, whatever the size of the school.
 */
export const statsKeys = {
  year: (year: number) => ({ PK: `INVOICE_STATS#${year}`, SK: 'STATS' }),
  allYears: { PK: 'INVOICE_STATS#ALL', SK: 'STATS' },
};

const pad2 = (value: number) => String(value).padStart(2, '0');

export const countCell = (month: number, status: InvoiceStatus, currency: Currency) =>
  `n_${pad2(month)}_${status}_${currency}`;
export const amountCell = (month: number, status: InvoiceStatus, currency: Currency) =>
  `m_${pad2(month)}_${status}_${currency}`;

type Cells = Map<string, number>;

function addInvoice(cells: Cells, invoice: InvoiceRecord, sign: 1 | -1) {
  const count = countCell(invoice.month, invoice.status, invoice.currency);
  const amount = amountCell(invoice.month, invoice.status, invoice.currency);
  cells.set(count, (cells.get(count) ?? 0) + sign);
  cells.set(amount, (cells.get(amount) ?? 0) + sign * invoice.totalMinor);
}

/** The non-zero cell changes that turn `before` into `after` (either may be absent). */
export function cellDeltas(before: InvoiceRecord | undefined, after: InvoiceRecord | undefined): Cells {
  const cells: Cells = new Map();
  if (before) addInvoice(cells, before, -1);
  if (after) addInvoice(cells, after, 1);
  for (const [name, delta] of cells) if (delta === 0) cells.delete(name);
  return cells;
}

/** Sums the count cells matching a list filter in a stats item read with GetItem. */
export function countMatching(stats: Record<string, unknown> | undefined, filter: InvoiceListFilter): number {
  if (!stats) return 0;
  let total = 0;
  for (const [name, value] of Object.entries(stats)) {
    const match = /^n_(\d{2})_([a-z]+)_([A-Z]{3})$/.exec(name);
    if (!match || typeof value !== 'number') continue;
    const [, month, status, currency] = match;
    if (filter.month !== undefined && Number(month) !== filter.month) continue;
    if (filter.status !== undefined && status !== filter.status) continue;
    if (filter.currency !== undefined && currency !== filter.currency) continue;
    total += value;
  }
  return total;
}

export function cellValue(stats: Record<string, unknown> | undefined, name: string): number {
  const value = stats?.[name];
  return typeof value === 'number' ? value : 0;
}

/** The two stats items (the year and all years) ADD the cells the change leaves and enters. */
export function statsWrites(
  before: InvoiceRecord | undefined,
  after: InvoiceRecord | undefined,
): TableWrite[] {
  const deltas = [...cellDeltas(before, after)];
  if (deltas.length === 0) return [];
  const year = (after ?? before)!.year;
  return [statsKeys.year(year), statsKeys.allYears].map((key) => ({ Update: addDeltas(key, deltas) }));
}
