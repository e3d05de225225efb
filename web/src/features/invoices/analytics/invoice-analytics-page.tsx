import { Banknote, CircleCheck, Clock, FileText, ReceiptText, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { selectableYears } from '../../../../../shared/invoices/invoice-period';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { InvoiceStats } from '../../../../../shared/schemas/invoice-schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { useInvoiceStats } from './invoice-analytics-api';
import {
  formatCount,
  monthRows,
  rowsWithData,
  shownCurrencies,
  statCards,
  yearFrom,
  yearParam,
  type MonthRow,
  type StatCardId,
} from './invoice-analytics-model';
import { RetryAlert } from '../../../components/retry-alert';
import { InvoicesCsvDownload } from './invoices-csv-download';
import { PageTitle } from '../../../components/page-title';

/** recharts is large: the chart is its own chunk, fetched only when there is something to draw. */
const InvoiceAnalyticsChart = lazy(async () => ({
  default: (await import('./invoice-analytics-chart')).InvoiceAnalyticsChart,
}));

const cardIcons: Record<StatCardId, LucideIcon> = {
  total: FileText,
  paid: CircleCheck,
  revenue: Banknote,
  pending: Clock,
};

/**
 * Invoice analytics (super_admin, admin): a year's invoice counts,
 * payment rate, revenue and pending amounts, a monthly revenue chart and the
 * Monthly Breakdown table. Pounds and dirhams are reported side by side,
 * never added together.
 */
export function InvoiceAnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const years = useMemo(() => selectableYears(), []);
  const year = yearFrom(searchParams, years);
  const stats = useInvoiceStats(year);

  const chooseYear = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(yearParam, value);
        return next;
      },
      { replace: true },
    );

  const loadError = stats.isError ? (
    <RetryAlert
      message="Failed to load invoice statistics"
      onRetry={() => void stats.refetch()}
      retrying={stats.isFetching}
      retryLabel="Try Again"
    />
  ) : null;

  let body;
  if (stats.data) {
    // A failed refresh keeps the figures already on screen, under the error.
    body = <AnalyticsReport stats={stats.data} year={year} />;
  } else if (!stats.isError) {
    body = (
      <div className="flex min-h-64 items-center justify-center text-brand-700">
        <Spinner size="lg" label="Loading invoice statistics" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle>Invoice Analytics · School Progress</PageTitle>
      <PageHeader
        title="Invoice Analytics"
        description="Invoices, payments and revenue month by month. Pounds and dirhams are counted separately."
        actions={
          <>
            <SelectField
              label="Year"
              value={String(year)}
              onChange={(event) => chooseYear(event.target.value)}
              className="w-36"
            >
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
            <div className="self-end">
              <InvoicesCsvDownload year={year} />
            </div>
          </>
        }
      />
      {loadError}
      {body}
    </div>
  );
}

function AnalyticsReport({ stats, year }: { stats: InvoiceStats; year: number }) {
  const currencies = shownCurrencies(stats);
  const months = monthRows(stats.monthlyData);
  const rows = rowsWithData(months);

  return (
    <>
      <StatCards stats={stats} year={year} />
      {rows.length === 0 ? (
        <section className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ReceiptText aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-base font-semibold text-slate-900">No invoices for {year} yet</h2>
          <p className="max-w-md text-sm text-slate-600">
            The monthly breakdown and the revenue chart fill in as invoices for {year} are sent and paid.
          </p>
        </section>
      ) : (
        <>
          <section
            aria-labelledby="revenue-chart-title"
            className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6"
          >
            <h2 id="revenue-chart-title" className="text-lg font-semibold text-slate-900">
              Monthly Revenue
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Revenue from paid invoices, by the month each invoice bills. The table below has the same
              figures.
            </p>
            <div className="mt-4">
              <Suspense
                fallback={
                  <div className="flex h-56 items-center justify-center text-brand-700">
                    <Spinner label="Loading the chart" />
                  </div>
                }
              >
                <InvoiceAnalyticsChart rows={months} currencies={currencies} year={year} />
              </Suspense>
            </div>
          </section>
          <section aria-labelledby="monthly-breakdown-title" className="space-y-3">
            <h2 id="monthly-breakdown-title" className="text-lg font-semibold text-slate-900">
              Monthly Breakdown
            </h2>
            <DataTable
              caption={`Monthly Breakdown, ${year}`}
              columns={breakdownColumns(currencies)}
              rows={rows}
              rowKey={(row) => String(row.month)}
              emptyText={`No invoices for ${year} yet`}
            />
          </section>
        </>
      )}
    </>
  );
}

function breakdownColumns(currencies: readonly Currency[]): DataTableColumn<MonthRow>[] {
  return [
    { header: 'Month', cell: (row) => row.monthName, className: 'whitespace-nowrap' },
    {
      header: 'Invoices',
      cell: (row) => formatCount(row.invoices),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
    ...currencies.map((currency): DataTableColumn<MonthRow> => ({
      header: `Revenue (${currency})`,
      cell: (row) => formatMoney(row.revenue[currency], currency),
      className: 'text-right tabular-nums whitespace-nowrap',
    })),
  ];
}

function StatCards({ stats, year }: { stats: InvoiceStats; year: number }) {
  return (
    <section aria-labelledby="invoice-summary-title">
      <h2 id="invoice-summary-title" className="sr-only">
        Summary for {year}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {statCards(stats).map(({ id, label, kind, values, hint }) => {
          const Icon = cardIcons[id];
          return (
            <div
              key={id}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
              data-testid={`invoice-stat-${id}`}
            >
              <dt className="flex items-start justify-between gap-3">
                <span className="text-sm font-semibold text-slate-700">{label}</span>
                <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              </dt>
              {values.map((value) => (
                <dd
                  key={value.key}
                  className={`font-bold tracking-tight break-words text-slate-900 tabular-nums ${kind === 'money' ? 'text-2xl' : 'text-3xl'}`}
                >
                  {value.text}
                </dd>
              ))}
              <dd className="mt-1 text-sm text-slate-600">{hint}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
