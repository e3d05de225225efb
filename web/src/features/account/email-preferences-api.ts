import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageCategory } from '../../../../shared/messages/message-categories';
import { callApi } from '../../api/api-client';
import { queryKeyOf } from '../../api/query-keys';

const preferencesKey = queryKeyOf('users.emailPreferences');

/** The signed-in account's email preferences: every category, on or off. */
export function useEmailPreferences() {
  return useQuery({ queryKey: preferencesKey, queryFn: () => callApi('users.emailPreferences') });
}

/** Turns one category on or off; the answer (every category as saved) replaces the cached preferences. */
export function useChooseEmailCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, wanted }: { category: MessageCategory; wanted: boolean }) =>
      callApi('users.updateEmailPreferences', { body: { [category]: wanted } }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}

/** The one-click unsubscribe, as the page an email's link opens sends it. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callApi('users.unsubscribe', { query: { token } }),
  });
}
