import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceUpdateRequest } from '../../../../../shared/schemas/invoice-schemas';
import { callApi } from '../../../api/api-client';
import { afterInvoiceChange, invoiceManagementKeys } from '../invoice-query-keys';

/** The invoice editor's server state: the invoice, the lessons it may gain, and its changes. */

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: invoiceManagementKeys.detail(id ?? ''),
    queryFn: ({ signal }) => callApi('invoices.get', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/** The student's lessons in the invoice period that are on no invoice (the Add Lesson picker). */
export function useAvailableLessons(id: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceManagementKeys.availableLessons(id),
    queryFn: ({ signal }) => callApi('invoices.availableLessons', { params: { id }, signal }),
    enabled,
  });
}

export type RequestedStatus = 'draft' | 'sent' | 'paid';

export interface SaveInvoiceInput {
  id: string;
  /** PUT /invoices/{id} first, when there is something to save. */
  update?: InvoiceUpdateRequest;
  /** Then PATCH /invoices/{id}/status; 'draft' only when the saved invoice is not a draft already. */
  status?: RequestedStatus;
}

/** The editor's Save as Draft, Send Invoice and Mark as Paid: a save, a status change, or one then the other. */
export function useSaveInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, update, status }: SaveInvoiceInput): Promise<Invoice | undefined> => {
      let saved: Invoice | undefined;
      if (update) saved = await callApi('invoices.update', { params: { id }, body: update });
      // Save as Draft on an invoice someone sent meanwhile still ends as a draft, as the button says.
      if (status && !(status === 'draft' && saved?.status === 'draft'))
        saved = await callApi('invoices.changeStatus', { params: { id }, body: { status } });
      return saved;
    },
    onSuccess: (saved) => {
      if (saved) client.setQueryData(invoiceManagementKeys.detail(saved._id), saved);
    },
    onSettled: () => afterInvoiceChange(client),
  });
}

export function useRemoveInvoiceItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemId }: { id: string; itemId: string }) =>
      callApi('invoices.removeItem', { params: { id, itemId } }),
    onSuccess: (invoice) => client.setQueryData(invoiceManagementKeys.detail(invoice._id), invoice),
    onSettled: () => afterInvoiceChange(client),
  });
}

export function useAddInvoiceItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lessonId }: { id: string; lessonId: string }) =>
      callApi('invoices.addItem', { params: { id }, body: { lessonId } }),
    onSuccess: (invoice) => client.setQueryData(invoiceManagementKeys.detail(invoice._id), invoice),
    onSettled: () => afterInvoiceChange(client),
  });
}
