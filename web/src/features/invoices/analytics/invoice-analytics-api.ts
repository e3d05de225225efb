import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';

/**
 * The analytics page's server state. Keys start with 'invoices', so any
 * invoice change that marks ['invoices'] stale refreshes the figures too.
 */
export const invoiceAnalyticsQueryKeys = {
  all: ['invoices', 'stats'] as const,
  year: (year: number) => ['invoices', 'stats', year] as const,
};

/** One year's counts and amounts (spec §7 GET /invoices/stats/overview?year=). */
export function useInvoiceStats(year: number) {
  return useQuery({
    queryKey: invoiceAnalyticsQueryKeys.year(year),
    queryFn: ({ signal }) => callApi('invoices.stats', { query: { year }, signal }),
  });
}
