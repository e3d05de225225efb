import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { callApi } from '../../../api/api-client';
import { downloadFile } from '../../../api/download-file';

/**
 * One invoice's server state. Every key starts with 'invoices', so a change
 * made on another invoice screen (which marks ['invoices'] stale) reloads it.
 */
export const invoiceDetailQueryKeys = {
  all: ['invoices'] as const,
  detail: (invoiceId: string) => ['invoices', 'detail', invoiceId] as const,
};

export function useInvoice(invoiceId: string) {
  return useQuery({
    queryKey: invoiceDetailQueryKeys.detail(invoiceId),
    queryFn: ({ signal }) => callApi('invoices.get', { params: { id: invoiceId }, signal }),
    enabled: invoiceId !== '',
  });
}

/**
 * The changed invoice replaces the one on screen at once; the lists, the
 * analytics and the other invoice screens are read again.
 */
function afterInvoiceChange(client: QueryClient, invoice: Invoice): Promise<void> {
  const key = invoiceDetailQueryKeys.detail(invoice._id);
  client.setQueryData(key, invoice);
  void client.invalidateQueries({ queryKey: ['dashboard'], refetchType: 'none' });
  return client.invalidateQueries({
    queryKey: invoiceDetailQueryKeys.all,
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
  });
}

/** Spec §4: Send Invoice (draft → sent) and Mark as Paid (sent or overdue → paid). */
export type DetailStatusChange = 'sent' | 'paid';

export function useChangeInvoiceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, status }: { invoiceId: string; status: DetailStatusChange }) =>
      callApi('invoices.changeStatus', { params: { id: invoiceId }, body: { status } }),
    onSuccess: (invoice) => afterInvoiceChange(client, invoice),
  });
}

export function useUpdateInvoiceRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, itemId, rate }: { invoiceId: string; itemId: string; rate: number }) =>
      callApi('invoices.updateRate', { params: { id: invoiceId, itemId }, body: { rate } }),
    onSuccess: (invoice) => afterInvoiceChange(client, invoice),
  });
}

/** Spec §7: GET /invoices/{id}/export, saved as the invoice number plus .pdf. */
export function useExportInvoicePdf() {
  return useMutation({
    mutationFn: ({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string }) =>
      downloadFile('invoices.export', { params: { id: invoiceId }, fileName: `${invoiceNumber}.pdf` }),
  });
}
