import { monthNames, schoolToday } from '../../shared/invoices/invoice-period';
import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { currencies, toMajorUnits, type Currency } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceStats } from '../../shared/schemas/invoice-schemas';
import { getItem } from '../lib/table/get-item';
import type { RouteService } from '../lib/route-service';
import { amountCell, cellValue, countCell, statsKeys } from '../lib/entities/invoice-stats-entity';

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

const amount = (stats: Stats, statuses: InvoiceStatus[], currency: Currency, monthList = months) =>
  toMajorUnits(
    monthList.reduce(
      (sum, month) =>
        sum +
        statuses.reduce((inner, status) => inner + cellValue(stats, amountCell(month, status, currency)), 0),
      0,
    ),
  );

const perCurrency = (stats: Stats, statuses: InvoiceStatus[], monthList = months) =>
  ({
    GBP: amount(stats, statuses, 'GBP', monthList),
    AED: amount(stats, statuses, 'AED', monthList),
  }) as const;

const issued: InvoiceStatus[] = ['sent', 'overdue', 'paid'];

/** The analytics page from one GetItem: the year's stats cells (invoices count in their billing period). */
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
      totalRevenue: perCurrency(stats, ['paid']),
      pendingAmount: perCurrency(stats, ['sent', 'overdue']),
      paymentRate: issuedCount === 0 ? 0 : Math.round((paid / issuedCount) * 1000) / 10,
    },
    monthlyData: months.map((month) => ({
      month,
      monthName: monthNames[month - 1]!,
      invoices: count(stats, issued, [month]),
      revenue: perCurrency(stats, ['paid'], [month]),
    })),
  };
}

export const invoiceStatsOverview: RouteService<RouteTable['invoices.stats']> = async ({ query }) => {
  const year = query.year ?? Number(schoolToday().slice(0, 4));
  return { data: statsOverview(year, await getItem(statsKeys.year(year), { consistentRead: true })) };
};
