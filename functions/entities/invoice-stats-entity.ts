import { $add, Entity, GetItemCommand, UpdateTransaction, item, number, string } from 'dynamodb-toolbox';
import { invoiceStatuses, type InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { currencies, type Currency } from '../../shared/invoices/money';
import { amountPaidMinor, receivedPayments } from '../../shared/invoices/invoice-payments';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';
import type { InvoiceListFilter, InvoiceRecord } from './invoice-entity';

/**
 * Invoice counts and amounts live in two small items, one for the year and
 * one for all years, with one attribute pair per month × status × currency
 * cell: `n_03_paid_GBP` (count) and `m_03_paid_GBP` (minor units). Every
 * invoice write adjusts them in the same transaction, so the analytics page
 * and every list's total are one GetItem, whatever the size of the school.
 * Revenue counts by the day the money arrived: `r_11_GBP` in the payment
 * year's item, whatever period the invoice bills.
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

/** Part payments on invoices still open (sent, overdue), by billing month: what is pending is their balance. */
export const partPaidCell = (month: number, status: InvoiceStatus, currency: Currency) =>
  `p_${pad2(month)}_${status}_${currency}`;

/** Money received in a month of the item's year, in minor units. */
export const revenueCell = (month: number, currency: Currency) => `r_${pad2(month)}_${currency}`;

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** Every cell an item can hold: each month with each status and currency, and each month's revenue. */
const cellNames = months.flatMap((month) => [
  ...invoiceStatuses.flatMap((status) =>
    currencies.flatMap((currency) => [
      countCell(month, status, currency),
      amountCell(month, status, currency),
      partPaidCell(month, status, currency),
    ]),
  ),
  ...currencies.map((currency) => revenueCell(month, currency)),
]);

const cell = number().optional();

const InvoiceStatsEntity = new Entity({
  name: 'InvoiceStats',
  table: schoolTable,
  timestamps: false,
  // The items are written only by ADD updates, which have never stored an `entity` attribute.
  entityAttribute: false,
  schema: item({
    scope: string().key().savedAs('PK'),
    sk: string().key().savedAs('SK').const('STATS').hidden(),
    ...(Object.fromEntries(cellNames.map((name) => [name, cell])) as Record<string, typeof cell>),
  }),
});

/** The stats item of one year, or of all years: its cells by name (absent cells are 0). */
export async function readInvoiceStats(year: number | 'all'): Promise<Record<string, unknown>> {
  const key = year === 'all' ? statsKeys.allYears : statsKeys.year(year);
  const command = InvoiceStatsEntity.build(GetItemCommand).key({ scope: key.PK });
  const { scope: _scope, ...cells } = (await command.options({ consistent: true }).send()).Item ?? {};
  return cells;
}

type Cells = Map<string, number>;

/** An update that ADDs each delta to its cell (negative to subtract; a missing cell counts as 0). */
function addDeltas(key: { PK: string }, deltas: readonly (readonly [name: string, delta: number])[]) {
  const changes = Object.fromEntries(deltas.map(([name, delta]) => [name, $add(delta)]));
  return InvoiceStatsEntity.build(UpdateTransaction).item({ ...changes, scope: key.PK });
}

/** The non-zero cell changes that turn `before` into `after` (either may be absent). */
export function cellDeltas(before: InvoiceRecord | undefined, after: InvoiceRecord | undefined): Cells {
  const cells: Cells = new Map();
  const add = (cell: string, delta: number) => cells.set(cell, (cells.get(cell) ?? 0) + delta);
  const addInvoice = (invoice: InvoiceRecord | undefined, sign: 1 | -1) => {
    if (!invoice) return;
    const { month, status, currency } = invoice;
    add(countCell(month, status, currency), sign);
    add(amountCell(month, status, currency), sign * invoice.totalMinor);
    const paid = amountPaidMinor(invoice);
    if ((status === 'sent' || status === 'overdue') && paid > 0)
      add(partPaidCell(month, status, currency), sign * paid);
  };
  addInvoice(before, -1);
  addInvoice(after, 1);
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

/** The revenue cell changes per payment year that turn `before`'s payments into `after`'s. */
function revenueDeltas(
  before: InvoiceRecord | undefined,
  after: InvoiceRecord | undefined,
): Map<number, Cells> {
  const years = new Map<number, Cells>();
  const add = (invoice: InvoiceRecord | undefined, sign: 1 | -1) => {
    if (!invoice) return;
    for (const payment of receivedPayments(invoice)) {
      const year = Number(payment.date.slice(0, 4));
      const cells = years.get(year) ?? new Map<string, number>();
      const cell = revenueCell(Number(payment.date.slice(5, 7)), invoice.currency);
      cells.set(cell, (cells.get(cell) ?? 0) + sign * payment.amountMinor);
      years.set(year, cells);
    }
  };
  add(before, -1);
  add(after, 1);
  for (const [year, cells] of years) {
    for (const [name, delta] of cells) if (delta === 0) cells.delete(name);
    if (cells.size === 0) years.delete(year);
  }
  return years;
}

/**
 * The stats items ADD the cells the change leaves and enters: the invoice's
 * year and all years, and the year of any payment added or removed.
 */
export function statsWrites(
  before: InvoiceRecord | undefined,
  after: InvoiceRecord | undefined,
): EntityWrite[] {
  const invoiceYear = (after ?? before)!.year;
  const byYear = revenueDeltas(before, after);
  const own = [...cellDeltas(before, after), ...(byYear.get(invoiceYear) ?? [])];
  byYear.delete(invoiceYear);
  const allYears = [...own, ...[...byYear.values()].flatMap((cells) => [...cells])];
  if (allYears.length === 0) return [];
  const writes: ReturnType<typeof addDeltas>[] = [];
  if (own.length > 0) writes.push(addDeltas(statsKeys.year(invoiceYear), own));
  for (const [year, cells] of byYear) writes.push(addDeltas(statsKeys.year(year), [...cells]));
  const merged = mergeCells(allYears);
  if (merged.length > 0) writes.push(addDeltas(statsKeys.allYears, merged));
  return writes;
}

/** Adds up deltas of the same cell (the all-years item has one cell per month of any year). */
function mergeCells(deltas: readonly (readonly [string, number])[]): [string, number][] {
  const cells: Cells = new Map();
  for (const [name, delta] of deltas) cells.set(name, (cells.get(name) ?? 0) + delta);
  return [...cells].filter(([, delta]) => delta !== 0);
}
