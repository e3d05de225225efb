import type { RouteTable } from '../../shared/routes/route-table';
import type { RouteService } from '../platform/route-service';
import { loadCreditNoteFor } from '../shared-domains/billing/credit-note-view';
import {
  creditNoteFileName,
  creditNotePdf,
  readInvoicePdfSchool,
} from '../shared-domains/invoice-documents/invoice-pdf';

/**
 * GET /credit-notes/{id}/export: the credit note as {number}.pdf. Staff may
 * export any, a family only its own (anything else is 404 'Credit note not found').
 */
export const exportCreditNote: RouteService<RouteTable['invoices.creditNoteExport']> = async ({
  params,
  principal,
}) => {
  const [note, school] = await Promise.all([loadCreditNoteFor(principal, params.id), readInvoicePdfSchool()]);
  return { data: await creditNotePdf(note, school), fileName: creditNoteFileName(note.number) };
};
