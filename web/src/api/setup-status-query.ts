import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeyOf } from './query-keys';

export const setupStatusKey = queryKeyOf('auth.setupStatus');

/** Whether the school still needs its first account: the landing page's prompt and the setup screen. */
export function useSetupStatus() {
  return useQuery({
    queryKey: setupStatusKey,
    queryFn: ({ signal }) => callApi('auth.setupStatus', { signal }),
  });
}
