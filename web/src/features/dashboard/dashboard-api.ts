import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/api-client';

/**
 * The dashboard home's server state. Both are page loads, so the query
 * client's default applies (docs/architecture.md#calls): up to 3 attempts, waiting 2 s then
 * 4 s, for network failures and server errors (a 4xx will not change by
 * asking again).
 */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  counters: ['dashboard', 'counters'] as const,
  recentActivity: ['dashboard', 'recent-activity'] as const,
};

/** The role's counters; `usePrefetchQuery` starts the read before its cards are drawn. */
export const dashboardCountersQuery = queryOptions({
  queryKey: dashboardQueryKeys.counters,
  queryFn: ({ signal }) => callApi('dashboard.counters', { signal }),
});

/** The newest events the user may see; prefetched like the counters. */
export const recentActivityQuery = queryOptions({
  queryKey: dashboardQueryKeys.recentActivity,
  queryFn: ({ signal }) => callApi('dashboard.recentActivity', { signal }),
});

export function useDashboardCounters() {
  return useQuery(dashboardCountersQuery);
}

export function useRecentActivity() {
  return useQuery(recentActivityQuery);
}
