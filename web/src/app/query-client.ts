import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Page loads are tried 3 times in all, waiting 2 s then 4 s. */
const maxAttempts = 3;

function isWorthRetrying(error: unknown): boolean {
  // A 4xx answer will not change by asking again; network failures and 5xx might.
  if (error instanceof ApiError) return error.isNetworkError || error.status >= 500;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < maxAttempts - 1 && isWorthRetrying(error),
        retryDelay: (attemptIndex) => 1000 * 2 ** (attemptIndex + 1),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
