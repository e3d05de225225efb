import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Invoice,
  InvoiceListQuery,
  InvoiceSettings,
  InvoiceUpdateRequest,
} from '../../../../../shared/schemas/invoice-schemas';
import { refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { fetchAllPages } from '../../../api/fetch-all-pages';
import { queryKeyOf } from '../../../api/query-keys';
import {
  DuplicateInvoiceError,
  generateRequest,
  generateSlot,
  type GenerateInvoiceForm,
} from './generate-invoice-model';

/**
 * The Invoice Management screen's server state. Every change reads the
 * invoices domain again (api/after-change.ts), so the list, an open editor,
 * its Add Lesson picker and the other invoice screens all catch up.
 */
export const invoiceManagementKeys = {
  list: (query: InvoiceListQuery) => queryKeyOf('invoices.list', query),
  detail: (id: string) => queryKeyOf('invoices.get', id),
  availableLessons: (id: string) => queryKeyOf('invoices.availableLessons', id),
  settings: queryKeyOf('invoices.settings'),
  studentOptions: queryKeyOf('students.list', 'invoice-options'),
};

export interface StudentOption {
  _id: string;
  name: string;
  grade: string;
}

export function afterInvoiceChange(client: QueryClient): Promise<void> {
  return refreshAfterChange(client, 'invoices');
}

/** One page of GET /invoices (10 a page); the last page stays on screen while the next loads. */
export function useInvoiceList(query: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceManagementKeys.list(query),
    queryFn: ({ signal }) => callApi('invoices.list', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every student, for the Student filter and the Generate form, by name. */
export function useInvoiceStudentOptions() {
  return useQuery({
    queryKey: invoiceManagementKeys.studentOptions,
    queryFn: async ({ signal }): Promise<StudentOption[]> =>
      (await fetchAllPages('students.list', { signal }))
        .map(({ _id, name, grade }) => ({ _id, name: name || 'Unnamed Student', grade }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    staleTime: 60_000,
  });
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: invoiceManagementKeys.detail(id ?? ''),
    queryFn: ({ signal }) => callApi('invoices.get', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/** Spec §7: the student's lessons in the invoice period that are on no invoice (the Add Lesson picker). */
export function useAvailableLessons(id: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceManagementKeys.availableLessons(id),
    queryFn: ({ signal }) => callApi('invoices.availableLessons', { params: { id }, signal }),
    enabled,
  });
}

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

/**
 * Spec §5: before generating, look for an invoice of the same student, month,
 * year and currency (any status) and refuse with the spec's message if there
 * is one. The server enforces the same rule (409) for requests that race.
 */
export function useGenerateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: GenerateInvoiceForm): Promise<Invoice> => {
      const slot = generateSlot(values);
      const existing = await callApi('invoices.list', {
        query: {
          studentId: slot.studentId,
          month: slot.month,
          year: slot.year,
          currency: slot.currency,
          limit: 1,
        },
      });
      const found = existing.invoices[0];
      if (found) throw new DuplicateInvoiceError(slot, found);
      return callApi('invoices.generate', { body: generateRequest(values) });
    },
    onSuccess: (invoice) => client.setQueryData(invoiceManagementKeys.detail(invoice._id), invoice),
    onSettled: () => afterInvoiceChange(client),
  });
}

export function useDeleteInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('invoices.delete', { params: { id } }),
    onSettled: () => afterInvoiceChange(client),
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
