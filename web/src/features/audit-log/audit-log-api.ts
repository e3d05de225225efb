import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApiPage } from '../../api/api-client';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { queryKeyOf } from '../../api/query-keys';
import type { AuditLogFilters } from './audit-log-filters';

const pageSize = 50;

/** The log, newest first, a page at a time ('Load more'); each filter set is its own list. */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf('dashboard.auditLog', filters),
    queryFn: ({ pageParam, signal }) =>
      callApiPage('dashboard.auditLog', {
        query: { ...filters, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Everyone who can have changed something: the 'Who' filter's choices. */
export function useAccountChoices() {
  return useQuery({
    queryKey: queryKeyOf('users.list', 'audit-log-choices'),
    queryFn: ({ signal }) => fetchAllPages('users.list', { signal }),
  });
}
