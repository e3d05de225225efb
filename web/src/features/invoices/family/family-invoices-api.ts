import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';
import { familyListQuery, type FamilyInvoiceFilters } from './family-invoices-model';

/** The family list reloads itself every 30 seconds, so a payment staff record shows without a reload. */
export const familyInvoicesRefreshMs = 30_000;

/** A change on any invoice screen reads the list again (api/after-change.ts). */
export const familyInvoiceQueryKeys = {
  list: (filters: FamilyInvoiceFilters) => queryKeyOf('invoices.family', familyListQuery(filters)),
};

/**
 * The caller's children's invoices, one page at a time. Both family roles
 * load it (the spec's version fetched only for role user; a parent's list
 * stayed empty).
 */
export function useFamilyInvoices(filters: FamilyInvoiceFilters) {
  return useQuery({
    queryKey: familyInvoiceQueryKeys.list(filters),
    queryFn: ({ signal }) => callApi('invoices.family', { query: familyListQuery(filters), signal }),
    refetchInterval: familyInvoicesRefreshMs,
    // A new page or filter keeps the last list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}
