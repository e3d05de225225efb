import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Role } from '../../../../shared/roles';
import { useDashboardCounters } from './dashboard-api';
import { statCardsFor } from './dashboard-stats';
import { RetryAlert } from '../../components/retry-alert';
import { madeOnFirstUse } from '../../lib/made-on-first-use';

const numberFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-GB'));

/** The role's counters, each a link to the page it counts. */
export function DashboardStatCards({ role }: { role: Role }) {
  const counters = useDashboardCounters();
  const cards = statCardsFor(role);

  return (
    <section aria-labelledby="stats-title" className="space-y-3">
      <h2 id="stats-title" className="sr-only">
        At a glance
      </h2>
      {counters.isError ? (
        <RetryAlert
          message="Failed to load dashboard data"
          onRetry={() => void counters.refetch()}
          retrying={counters.isFetching}
        />
      ) : null}
      <ul
        className={`grid grid-cols-2 gap-3 sm:gap-4 ${cards.length >= 4 ? 'xl:grid-cols-4' : cards.length === 3 ? 'xl:grid-cols-3' : ''}`}
        aria-busy={counters.isPending || undefined}
      >
        {cards.map(({ id, label, hint, icon: Icon, to }) => (
          <li key={id}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5 transition-colors hover:border-brand-300 hover:bg-brand-50/40"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="text-sm font-semibold text-slate-700">{label}</span>
                <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700 group-hover:bg-brand-100">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              </span>
              <span
                className="block text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
                data-testid={`stat-${id}`}
              >
                {counters.data ? (
                  numberFormat().format(counters.data[id])
                ) : (
                  <span className="inline-block h-8 w-12 animate-pulse rounded-md bg-slate-200 align-middle">
                    <span className="sr-only">{counters.isError ? 'Not available' : 'Loading'}</span>
                  </span>
                )}
              </span>
              <span className="mt-1 flex items-center justify-between gap-2 text-sm text-slate-600">
                {hint}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
