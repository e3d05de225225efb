import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';

/** The analytics page's server state: any invoice change reads the figures again (api/after-change.ts). */
export const invoiceAnalyticsQueryKeys = {
  year: (year: number) => queryKeyOf('invoices.stats', year),
};

/** One year's counts and amounts (GET /invoices/stats/overview?year=). */
export function useInvoiceStats(year: number) {
  return useQuery({
    queryKey: invoiceAnalyticsQueryKeys.year(year),
    queryFn: ({ signal }) => callApi('invoices.stats', { query: { year }, signal }),
  });
}
