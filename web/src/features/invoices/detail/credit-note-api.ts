import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteCreateRequest } from '../../../../../shared/schemas/credit-note-schemas';
import { refreshAfterChange } from '../../../api/after-change';
import { callApi } from '../../../api/api-client';
import { downloadFile } from '../../../api/download-file';

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
