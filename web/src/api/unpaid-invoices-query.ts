import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeyOf } from './query-keys';

/**
 * A family's invoices still to pay: sent and overdue, as two reads of its own
 * list (the family home's children and its total due, and the invoice list's
 * Pay all). An invoice change anywhere reads it again (it is an invoices read).
 */
export function useUnpaidInvoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf('invoices.family', 'home-unpaid'),
    enabled,
    queryFn: async ({ signal }) => {
      const [sent, overdue] = await Promise.all(
        (['sent', 'overdue'] as const).map((status) =>
          callApi('invoices.family', { query: { status, limit: 50 }, signal }),
        ),
      );
      return [...overdue!.invoices, ...sent!.invoices];
    },
  });
}
