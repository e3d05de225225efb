import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarCheck, CalendarDays, Coins, MailWarning, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/api-client';
import { messageOf } from '../../api/api-error';
import { queryKeyOf } from '../../api/query-keys';
import { RetryAlert } from '../../components/retry-alert';
import { ownerDayTiles, type OwnerDayTile } from './owner-day-tiles';

const icons: Record<OwnerDayTile['id'], LucideIcon> = {
  'lessons-today': CalendarDays,
  'lessons-to-mark': CalendarCheck,
  money: Coins,
  'failed-emails': MailWarning,
};

/**
 * The super_admin's "Today" (issue 40, docs/dashboard.md): what needs doing,
 * each tile one tap from the screen where it is done. One read of
 * `GET /dashboard/today`.
 */
export function OwnerDayPanel() {
  const day = useQuery({
    queryKey: queryKeyOf('dashboard.today'),
    queryFn: ({ signal }) => callApi('dashboard.today', { signal }),
  });

  return (
    <section aria-labelledby="owner-day-title" className="space-y-3">
      <h2 id="owner-day-title" className="text-lg font-semibold text-slate-900">
        Today
      </h2>
      {day.isError ? (
        <RetryAlert
          message={messageOf(day.error, "Failed to load today's to-do list")}
          onRetry={() => void day.refetch()}
          retrying={day.isFetching}
        />
      ) : day.isPending ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="h-32 animate-pulse rounded-card border border-slate-200 bg-white">
              {index === 0 ? <span className="sr-only">Loading today's to-do list</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {ownerDayTiles(day.data).map((tile) => (
            <li key={tile.id}>
              <OwnerDayTileLink tile={tile} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnerDayTileLink({ tile }: { tile: OwnerDayTile }) {
  const Icon = icons[tile.id];
  return (
    <Link
      to={tile.to}
      data-testid={`today-${tile.id}`}
      className={`group flex h-full flex-col gap-1 rounded-card border bg-white p-4 shadow-card transition-colors hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:p-5 ${
        tile.attention ? 'border-amber-400' : 'border-slate-200 hover:border-brand-300'
      }`}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="text-sm font-semibold text-slate-700">{tile.label}</span>
        <span
          className={`flex size-9 shrink-0 items-center justify-center rounded-control ${
            tile.attention ? 'bg-amber-50 text-amber-800' : 'bg-brand-50 text-brand-700'
          }`}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </span>
      <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{tile.value}</span>
      <span className="flex items-end justify-between gap-2 text-sm text-slate-600">
        <span className="min-w-0 space-y-0.5">
          {tile.details.map((line) => (
            <span key={line} className="block break-words">
              {line}
            </span>
          ))}
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
        />
      </span>
    </Link>
  );
}
