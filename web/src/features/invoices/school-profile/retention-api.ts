import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionSettings } from '../../../../../shared/retention-limits';
import { callApi } from '../../../api/api-client';
import { queryKeyOf } from '../../../api/query-keys';

export const retentionQueryKey = queryKeyOf('users.retentionSettings');

export function useRetentionSettings() {
  return useQuery({
    queryKey: retentionQueryKey,
    queryFn: ({ signal }) => callApi('users.retentionSettings', { signal }),
  });
}

/** The next daily retention run applies the new values, to what is stored already too. */
export function useSaveRetentionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettings) => callApi('users.updateRetentionSettings', { body }),
    onSuccess: async (saved) => {
      client.setQueryData(retentionQueryKey, saved);
      // The privacy page states these periods.
      await client.invalidateQueries({ queryKey: queryKeyOf('invoices.privacyContact') });
    },
  });
}
