import { useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import { compactMoney, currencyNames, type MonthRow } from './invoice-analytics-model';

/**
 * The monthly revenue bars, one small chart per currency: pounds and dirhams
 * have their own scales and are never drawn as one amount. This file is
 * loaded lazily, so recharts is a chunk of its own that the analytics page
 * fetches only when it has something to draw.
 *
 * The charts are pictures for sighted users (role img with a name); the
 * Monthly Breakdown table beside them is the accessible form of the figures.
 */

/** Bar colours with at least 3:1 contrast on white (WCAG 1.4.11). */
const barColours: Record<Currency, string> = { GBP: '#4f46e5', AED: '#0f766e' };

const axisTick = { fontSize: 11, fill: '#475569' };

/** Below 640 px twelve 'Jan'…'Dec' labels touch: the axis writes 'J', 'F', 'M'… instead. */
const narrowQuery = '(max-width: 39.99rem)';

function subscribeToNarrow(onChange: () => void) {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeToNarrow,
    () => window.matchMedia(narrowQuery).matches,
    () => false,
  );
}

export interface InvoiceAnalyticsChartProps {
  rows: readonly MonthRow[];
  currencies: readonly Currency[];
  year: number;
}

export function InvoiceAnalyticsChart({ rows, currencies, year }: InvoiceAnalyticsChartProps) {
  const narrow = useNarrowScreen();
  return (
    <div className={`grid gap-6 ${currencies.length > 1 ? 'lg:grid-cols-2' : ''}`}>
      {currencies.map((currency) => (
        <CurrencyChart key={currency} rows={rows} currency={currency} year={year} narrow={narrow} />
      ))}
    </div>
  );
}

interface CurrencyChartProps {
  rows: readonly MonthRow[];
  currency: Currency;
  year: number;
  narrow: boolean;
}

function CurrencyChart({ rows, currency, year, narrow }: CurrencyChartProps) {
  const data = rows.map((row) => ({ monthName: row.monthName, revenue: row.revenue[currency] }));

  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-slate-800">
        Revenue in {currencyNames[currency]}
      </figcaption>
      <div
        role="img"
        aria-label={`Bar chart of revenue in ${currencyNames[currency]} for each month of ${year}. The Monthly Breakdown table lists the same figures.`}
        className="mt-3 h-56"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="monthName"
              tickFormatter={(name: string) => name.slice(0, narrow ? 1 : 3)}
              interval={0}
              tick={axisTick}
              tickLine={false}
              axisLine={{ stroke: '#cbd5e1' }}
            />
            <YAxis
              width="auto"
              allowDecimals={false}
              tickFormatter={(value: number) => compactMoney(value, currency)}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              cursor={{ fill: '#eef2ff' }}
              labelFormatter={(label) => `${String(label)} ${year}`}
              formatter={(value) => [
                typeof value === 'number' ? formatMoney(value, currency) : value,
                'Revenue',
              ]}
              contentStyle={{ borderRadius: 10, borderColor: '#e2e8f0', fontSize: 13 }}
            />
            <Bar
              dataKey="revenue"
              name="Revenue"
              // A still chart: nothing grows on load or replays when the window is resized.
              isAnimationActive={false}
              fill={barColours[currency]}
              radius={[4, 4, 0, 0]}
              maxBarSize={36}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
