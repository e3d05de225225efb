import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceListQuery } from '../../../../../shared/schemas/invoice-schemas';
import { callApi } from '../../../api/api-client';
import { fetchAllPages } from '../../../api/fetch-all-pages';
import { afterInvoiceChange, invoiceManagementKeys } from '../invoice-query-keys';
import {
  DuplicateInvoiceError,
  generateRequest,
  generateSlot,
  type GenerateInvoiceForm,
} from './generate-invoice-model';

/** The Invoice Management screen's own server state: its list, its students, Generate and Delete. */

export interface StudentOption {
  _id: string;
  name: string;
  grade: string;
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

/**
 * Before generating, look for an invoice of the same student, month,
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
