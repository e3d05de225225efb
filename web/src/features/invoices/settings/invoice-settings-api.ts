import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSettings } from '../../../../../shared/schemas/invoice-schemas';
import { callApi } from '../../../api/api-client';
import { afterInvoiceChange, invoiceManagementKeys } from '../invoice-query-keys';

/** The invoice settings dialog's server state: the settings per currency, read and saved. */
export function useInvoiceSettings(enabled: boolean) {
  return useQuery({
    queryKey: invoiceManagementKeys.settings,
    queryFn: ({ signal }) => callApi('invoices.settings', { signal }),
    enabled,
  });
}

export function useUpdateInvoiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSettings) => callApi('invoices.updateSettings', { body }),
    onSuccess: (saved) => client.setQueryData(invoiceManagementKeys.settings, saved),
    onSettled: () => afterInvoiceChange(client),
  });
}
