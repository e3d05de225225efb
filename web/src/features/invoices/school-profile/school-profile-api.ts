import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolProfileUpdate } from '../../../../../shared/schemas/school-profile-schemas';
import { refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';

export const schoolProfileQueryKey = queryKeyOf('invoices.schoolProfile');

export function useSchoolProfile() {
  return useQuery({
    queryKey: schoolProfileQueryKey,
    queryFn: ({ signal }) => callApi('invoices.schoolProfile', { signal }),
  });
}

/** Saving changes what every invoice PDF shows: the invoice screens are read again. */
export function useSaveSchoolProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolProfileUpdate) => callApi('invoices.updateSchoolProfile', { body }),
    onSuccess: (profile) => {
      client.setQueryData(schoolProfileQueryKey, profile);
      return refreshAfterChange(client, 'invoices');
    },
  });
}

/** A logo change shows at once on the profile and the invoices (their PDFs are made again by the server). */
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
