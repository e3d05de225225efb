import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';

/** The school's name and data contact (GET /school/privacy-contact, public). */
export function usePrivacyContact() {
  return useQuery({
    queryKey: queryKeyOf('invoices.privacyContact'),
    queryFn: ({ signal }) => callApi('invoices.privacyContact', { signal }),
    staleTime: 5 * 60_000,
  });
}
