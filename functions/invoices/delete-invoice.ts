import { deletableStatuses, draftOnlyDelete } from '../../shared/invoices/invoice-statuses';
import type { RouteTable } from '../../shared/routes/route-table';
import { periodRelease, lessonLinesOf } from '../entities/invoice-entity';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { deleteStoredInvoicePdf } from '../entities/stored-invoice-pdf';
import { releaseLessons } from './invoice-lessons';
import { saveInvoiceChange } from '../shared-domains/billing/invoice-change';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';

/**
 * Only a draft can be deleted (an issued invoice is voided instead, and keeps
 * its number). Its lessons can be invoiced again, its period is free again,
 * and a stored PDF goes with it. The write is conditional on the revision
 * read, so an invoice sent meanwhile is not deleted.
 */
export const deleteInvoice: RouteService<RouteTable['invoices.delete']> = async ({
  params,
  principal,
  requestId,
}) => {
  const invoice = await loadInvoice(params.id);
  if (!deletableStatuses.includes(invoice.status)) throw conflict(draftOnlyDelete);
  const releases = await releaseLessons(
    lessonLinesOf(invoice).map((line) => line.lessonId),
    invoice.id,
    new Date().toISOString(),
  );
  await saveInvoiceChange({
    before: invoice,
    with: [periodRelease(invoice, invoice.id), ...releases],
    audit: { principal, action: 'invoice.delete', requestId },
  });
  await deleteStoredInvoicePdf(invoice.id);
  return { data: { _id: invoice.id }, message: 'Invoice deleted successfully' };
};
