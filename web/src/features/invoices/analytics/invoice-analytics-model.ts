import { monthNames } from '../../../../../shared/invoices/invoice-period';
import { currencies, formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { InvoiceStats } from '../../../../../shared/schemas/invoice-schemas';
import { madeOnFirstUse } from '../../../lib/made-on-first-use';

/**
 * The analytics page's rules, kept out of the components so they can be
 * tested on their own. Pounds and dirhams are never added together: every
 * amount stays per currency, and a currency the year never used is left out.
 */

export type PerCurrency = Record<Currency, number>;

/** The address carries the year shown: `?year=2025`. */
export const yearParam = 'year';

/** The year in the address when the selector offers it, otherwise the newest year offered (the current one). */
export function yearFrom(params: URLSearchParams, years: readonly number[]): number {
  const text = params.get(yearParam);
  const year = text !== null && /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (years.includes(year)) return year;
  return years.length > 0 ? Math.max(...years) : new Date().getFullYear();
}

export interface MonthRow {
  /** 1 to 12. */
  month: number;
  monthName: string;
  /** 'Jan', for the chart's axis. */
  shortName: string;
  invoices: number;
  revenue: PerCurrency;
}

const noMoney = (): PerCurrency => ({ GBP: 0, AED: 0 });

/** All twelve months in calendar order, whatever the answer held: a month it left out counts as zero. */
export function monthRows(monthlyData: InvoiceStats['monthlyData']): MonthRow[] {
  return monthNames.map((monthName, index) => {
    const month = index + 1;
    const found = monthlyData.find((entry) => entry.month === month);
    return {
      month,
      monthName,
      shortName: monthName.slice(0, 3),
      invoices: found?.invoices ?? 0,
      revenue: found ? { GBP: found.revenue.GBP, AED: found.revenue.AED } : noMoney(),
    };
  });
}

/** The months the Monthly Breakdown table lists: those with an invoice or any revenue. */
export function rowsWithData(rows: readonly MonthRow[]): MonthRow[] {
  return rows.filter((row) => row.invoices > 0 || currencies.some((currency) => row.revenue[currency] !== 0));
}

/**
 * The currencies the page shows: those with a non-zero amount anywhere in the
 * year. When the year has no money in either, both are shown (as zeros), so
 * the revenue cards never come out blank.
 */
export function shownCurrencies(stats: InvoiceStats): Currency[] {
  const { totalRevenue, pendingAmount } = stats.overview;
  const used = currencies.filter(
    (currency) =>
      totalRevenue[currency] !== 0 ||
      pendingAmount[currency] !== 0 ||
      stats.monthlyData.some((entry) => entry.revenue[currency] !== 0),
  );
  return used.length > 0 ? used : [...currencies];
}

const countFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-GB'));
const percentFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }));

export function formatCount(value: number): string {
  return countFormat().format(value);
}

/** 66.7 → '66.7%', 100 → '100%'. */
export function formatPercent(value: number): string {
  return `${percentFormat().format(value)}%`;
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

export type StatCardId = 'total' | 'paid' | 'revenue' | 'pending';

export interface StatCard {
  id: StatCardId;
  label: string;
  kind: 'count' | 'money';
  /** One line for a count; one line per shown currency for an amount. */
  values: { key: string; text: string }[];
  hint: string;
}

function moneyLines(amounts: PerCurrency, shown: readonly Currency[]) {
  return shown.map((currency) => ({ key: currency, text: formatMoney(amounts[currency], currency) }));
}

/** The cards: Total Invoices; Paid Invoices with the payment rate; Total Revenue; Pending Amount with its count. */
export function statCards(stats: InvoiceStats): StatCard[] {
  const { overview } = stats;
  const shown = shownCurrencies(stats);
  const awaiting = overview.pendingInvoices + overview.overdueInvoices;
  return [
    {
      id: 'total',
      label: 'Total Invoices',
      kind: 'count',
      values: [{ key: 'count', text: formatCount(overview.totalInvoices) }],
      // The server counts issued invoices (sent, overdue, paid); drafts are not yet invoices to a family.
      hint:
        overview.draftInvoices > 0
          ? `Issued, plus ${plural(overview.draftInvoices, 'draft', 'drafts')} not yet sent`
          : 'Issued (sent, overdue or paid)',
    },
    {
      id: 'paid',
      label: 'Paid Invoices',
      kind: 'count',
      values: [{ key: 'count', text: formatCount(overview.paidInvoices) }],
      hint: `${formatPercent(overview.paymentRate)} payment rate`,
    },
    {
      id: 'revenue',
      label: 'Total Revenue',
      kind: 'money',
      values: moneyLines(overview.totalRevenue, shown),
      hint: 'From paid invoices',
    },
    {
      id: 'pending',
      label: 'Pending Amount',
      kind: 'money',
      values: moneyLines(overview.pendingAmount, shown),
      hint:
        `${plural(awaiting, 'invoice', 'invoices')} pending or overdue` +
        (overview.overdueInvoices > 0 ? ` (${formatCount(overview.overdueInvoices)} overdue)` : ''),
    },
  ];
}

const compactFormats = new Map<Currency, Intl.NumberFormat>();

/** Short amounts for a chart axis: '£1.2k', 'AED 15k'. */
export function compactMoney(value: number, currency: Currency): string {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'GBP' ? 'symbol' : 'code',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormats.set(currency, format);
  }
  return format.format(value).replace(/\u00a0/g, ' ');
}

export const currencyNames: Record<Currency, string> = { GBP: 'pounds (GBP)', AED: 'dirhams (AED)' };
