import { monthNames, schoolToday } from '../../shared/invoices/invoice-period';
import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { currencies, toMajorUnits, type Currency } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceStats } from '../../shared/schemas/invoice-schemas';
import type { RouteService } from '../platform/route-service';
import {
  amountCell,
  cellValue,
  countCell,
  partPaidCell,
  revenueCell,
  readInvoiceStats,
} from '../entities/invoice-stats-entity';

type Stats = Record<string, unknown> | undefined;
const months = Array.from({ length: 12 }, (_, index) => index + 1);

const count = (stats: Stats, statuses: InvoiceStatus[], monthList = months) =>
  monthList.reduce(
    (sum, month) =>
      sum +
      statuses.reduce(
        (inner, status) =>
          inner +
          currencies.reduce((c, currency) => c + cellValue(stats, countCell(month, status, currency)), 0),
        0,
      ),
    0,
  );

type CellOf = (month: number, status: InvoiceStatus, currency: Currency) => string;

/** The sum in minor units of one kind of cell over statuses and months. */
const minorSum = (
  stats: Stats,
  cellOf: CellOf,
  statuses: InvoiceStatus[],
  currency: Currency,
  monthList = months,
) =>
  monthList.reduce(
    (sum, month) =>
      sum + statuses.reduce((inner, status) => inner + cellValue(stats, cellOf(month, status, currency)), 0),
    0,
  );

/** What is still owed on open invoices: their totals less the part payments made on them. */
const owed = (stats: Stats, statuses: InvoiceStatus[], currency: Currency) =>
  toMajorUnits(
    minorSum(stats, amountCell, statuses, currency) - minorSum(stats, partPaidCell, statuses, currency),
  );

/** Money received in the given months, by the day it arrived. */
const revenue = (stats: Stats, monthList = months) =>
  ({
    GBP: toMajorUnits(monthList.reduce((sum, month) => sum + cellValue(stats, revenueCell(month, 'GBP')), 0)),
    AED: toMajorUnits(monthList.reduce((sum, month) => sum + cellValue(stats, revenueCell(month, 'AED')), 0)),
  }) as const;

const issued: InvoiceStatus[] = ['sent', 'overdue', 'paid'];

/** The analytics page from one GetItem: invoices count in their billing period, revenue when it was paid. */
export function statsOverview(year: number, stats: Stats): InvoiceStats {
  const issuedCount = count(stats, issued);
  const paid = count(stats, ['paid']);
  return {
    year,
    overview: {
      totalInvoices: issuedCount,
      draftInvoices: count(stats, ['draft']),
      paidInvoices: paid,
      pendingInvoices: count(stats, ['sent']),
      overdueInvoices: count(stats, ['overdue']),
      totalRevenue: revenue(stats),
      pendingAmount: {
        GBP: owed(stats, ['sent', 'overdue'], 'GBP'),
        AED: owed(stats, ['sent', 'overdue'], 'AED'),
      },
      paymentRate: issuedCount === 0 ? 0 : Math.round((paid / issuedCount) * 1000) / 10,
    },
    monthlyData: months.map((month) => ({
      month,
      monthName: monthNames[month - 1]!,
      invoices: count(stats, issued, [month]),
      revenue: revenue(stats, [month]),
    })),
  };
}

export const invoiceStatsOverview: RouteService<RouteTable['invoices.stats']> = async ({ query }) => {
  const year = query.year ?? Number(schoolToday().slice(0, 4));
  return { data: statsOverview(year, await readInvoiceStats(year)) };
};
