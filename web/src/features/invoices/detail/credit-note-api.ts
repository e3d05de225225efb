import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteCreateRequest } from '../../../../../shared/schemas/credit-note-schemas';
import type { PaymentCreateRequest } from '../../../../../shared/schemas/payment-schemas';
import { refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { downloadFile } from '../../../api/download-file';
import { queryKeyOf } from '../../../api/query-keys';

/*
 * Credit notes (issue 36), apart from the invoice's own calls: only the
 * screens that show or issue them load this.
 */
/** POST /invoices/{id}/credit-notes: the answer is the credit note; the invoice is read again (what it owes, its list). */
export function useIssueCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, request }: { invoiceId: string; request: CreditNoteCreateRequest }) =>
      callApi('invoices.issueCreditNote', { params: { id: invoiceId }, body: request }),
    onSuccess: () => refreshAfterChange(client, 'invoices'),
  });
}

/** GET /credit-notes/{id}/export, saved as its number plus .pdf. */
export function useExportCreditNotePdf() {
  return useMutation({
    mutationFn: ({ creditNoteId, number }: { creditNoteId: string; number: string }) =>
      downloadFile('invoices.creditNoteExport', { params: { id: creditNoteId }, fileName: `${number}.pdf` }),
  });
}

/** GET /credit-notes/{id}: what it added to the family's credit and what was refunded of it. */
export function useCreditNote(creditNoteId: string) {
  return useQuery({
    queryKey: queryKeyOf('invoices.creditNote', creditNoteId),
    queryFn: ({ signal }) => callApi('invoices.creditNote', { params: { id: creditNoteId }, signal }),
  });
}

/**
 * POST /credit-notes/{id}/refunds: pays back (part of) the credit the credit
 * note created; the answer is the credit note with the refund. The invoices
 * (and the family's credit shown with them) are read again.
 */
export function useRefundCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ creditNoteId, refund }: { creditNoteId: string; refund: PaymentCreateRequest }) =>
      callApi('payments.creditNoteRefund', { params: { id: creditNoteId }, body: refund }),
    onSuccess: () => refreshAfterChange(client, 'invoices'),
  });
}
