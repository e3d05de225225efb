import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeyOf } from './query-keys';

export const currentUserKey = queryKeyOf('auth.me');

/**
 * Verifies a stored token once per app start (docs/architecture.md#states). Not retried: a
 * network failure keeps the stored user rather than holding up the app.
 */
export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => callApi('auth.me', { signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
