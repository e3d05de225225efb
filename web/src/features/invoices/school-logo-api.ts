import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../../api/after-change';
import { callApi } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';
import { schoolProfileQueryKey } from './school-profile/school-profile-api';

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

/** A change shows at once on the profile and the invoices (their PDFs are made again by the server). */
export function useUploadSchoolLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => callApi('invoices.uploadSchoolLogo', { body: { image } }),
    onSuccess: (profile) => {
      client.setQueryData(schoolProfileQueryKey, profile);
      // The logo's own read is an invoices read too: refreshed with the rest.
      return refreshAfterChange(client, 'invoices');
    },
  });
}

export function useRemoveSchoolLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('invoices.removeSchoolLogo', {}),
    onSuccess: (profile) => {
      client.setQueryData(schoolProfileQueryKey, profile);
      // The logo's own read is an invoices read too: refreshed with the rest.
      return refreshAfterChange(client, 'invoices');
    },
  });
}
