import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeyOf } from './query-keys';

/**
 * GET /payment-options: whether the school takes payment online, with which
 * methods, and its bank details per currency. It changes rarely: read once a
 * minute at most. Its own small module so that a page can start the read
 * before the code that shows it has downloaded.
 */
export const paymentOptionsQuery = queryOptions({
  queryKey: queryKeyOf('payments.options'),
  queryFn: ({ signal }) => callApi('payments.options', { signal }),
  staleTime: 60_000,
});
