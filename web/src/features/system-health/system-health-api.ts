import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';

const healthKey = queryKeyOf('system.healthPage');

/** The System health page's one read: everything it shows, read afresh each time it is opened. */
export function useSystemHealth() {
  return useQuery({
    queryKey: healthKey,
    queryFn: ({ signal }) => callApi('system.healthPage', { signal }),
  });
}

/** Retry or Dismiss of one failed email; the page reads everything again after either. */
export function useFailedEmailAction(action: 'retry' | 'dismiss') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(action === 'retry' ? 'system.retryEmail' : 'system.dismissEmail', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: healthKey }),
  });
}
