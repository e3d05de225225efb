import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettingsUpdate } from '../../../../../shared/schemas/online-payment-schemas';
import { callApi } from '../../../api/api-client';
import { paymentOptionsQuery } from '../../../api/payment-options-query';
import { queryKeyOf } from '../../../api/query-keys';

export const paymentSettingsQueryKey = queryKeyOf('payments.settings');

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentSettingsQueryKey,
    queryFn: ({ signal }) => callApi('payments.settings', { signal }),
  });
}

/** Saving shows the answer at once; what families are offered (Pay now, Pay all) is read again. */
export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsUpdate) => callApi('payments.updateSettings', { body }),
    onSuccess: (settings) => {
      client.setQueryData(paymentSettingsQueryKey, settings);
      return client.invalidateQueries({ queryKey: paymentOptionsQuery.queryKey });
    },
  });
}
