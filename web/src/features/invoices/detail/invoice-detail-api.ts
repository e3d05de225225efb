import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { keepOnly, refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { downloadFile } from '../../../api/download-file';
import { queryKeyOf } from '../../../api/query-keys';
import type { LineBody, SavedItemChoice } from './invoice-line-form-model';
import type { PaymentCreateRequest } from '../../../../../shared/schemas/payment-schemas';

/** One invoice's server state: a change made on another invoice screen reads it again (api/after-change.ts). */
export const invoiceDetailQueryKeys = {
  detail: (invoiceId: string) => queryKeyOf('invoices.get', invoiceId),
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
  return refreshAfterChange(client, 'invoices', { keep: keepOnly(key) });
}

/** Send Invoice (draft → sent) and Mark as Paid (sent or overdue → paid): the only moves the page offers. */
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

/** POST /invoices/{id}/void: the invoice comes back void, with the reason. */
export function useVoidInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      callApi('invoices.void', { params: { id: invoiceId }, body: { reason } }),
    onSuccess: (invoice) => afterInvoiceChange(client, invoice),
  });
}

/** GET /invoices/{id}/export, saved as the invoice number plus .pdf (the name the family sees in their downloads). */
export function useExportInvoicePdf() {
  return useMutation({
    mutationFn: ({ invoiceId, invoiceNumber }: { invoiceId: string; invoiceNumber: string }) =>
      downloadFile('invoices.export', { params: { id: invoiceId }, fileName: `${invoiceNumber}.pdf` }),
  });
}

/** A payment as staff record it: the body the server's own schema reads. */
export type PaymentDraft = PaymentCreateRequest;

/** POST /invoices/{id}/payments: the invoice comes back with the payment, its balance and status. */
export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, payment }: { invoiceId: string; payment: PaymentDraft }) =>
      callApi('invoices.recordPayment', { params: { id: invoiceId }, body: payment }),
    onSuccess: (invoice) => afterInvoiceChange(client, invoice),
  });
}

/** DELETE /invoices/{id}/payments/{paymentId}: a payment recorded by mistake. */
export function useRemovePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, paymentId }: { invoiceId: string; paymentId: string }) =>
      callApi('invoices.removePayment', { params: { id: invoiceId, paymentId } }),
    onSuccess: (invoice) => afterInvoiceChange(client, invoice),
  });
}

/** POST /invoices/{id}/items with a custom line or a discount: the invoice comes back with it and its totals. */
export function useAddInvoiceLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: LineBody }) =>
      callApi('invoices.addItem', { params: { id: invoiceId }, body }),
    onSuccess: (invoice) => afterInvoiceChange(client, invoice),
  });
}

/** DELETE /invoices/{id}/items/{itemId} of a line that bills no lesson. */
export function useRemoveInvoiceLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, itemId }: { invoiceId: string; itemId: string }) =>
      callApi('invoices.removeItem', { params: { id: invoiceId, itemId } }),
    onSuccess: (invoice) => afterInvoiceChange(client, invoice),
  });
}

/** The school's saved items (GET /invoices/settings), for Add line's picker. */
export function useSavedItems() {
  return useQuery({
    queryKey: queryKeyOf('invoices.settings'),
    queryFn: ({ signal }) => callApi('invoices.settings', { signal }),
    // The server gives every saved item an id; one without is skipped rather than offered.
    select: (settings): SavedItemChoice[] =>
      (settings.savedItems ?? []).flatMap((item) => (item.id ? [{ ...item, id: item.id }] : [])),
  });
}
