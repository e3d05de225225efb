import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';

export const schoolLogoQueryKey = queryKeyOf('invoices.schoolLogo');

/** The logo as an image address (a data: URL), or null when the school has none. */
export function useSchoolLogo() {
  return useQuery({
    queryKey: schoolLogoQueryKey,
    queryFn: ({ signal }) => callApi('invoices.schoolLogo', { signal }),
    select: ({ logo }) => (logo ? `data:${logo.contentType};base64,${logo.image}` : null),
    // It changes rarely: an invoice opened after another does not ask again.
    staleTime: 5 * 60_000,
  });
}
