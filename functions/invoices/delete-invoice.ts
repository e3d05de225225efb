import { deletableStatuses, invoiceStatusLabels } from '../../shared/invoices/invoice-statuses';
import type { RouteTable } from '../../shared/routes/route-table';
import { periodRelease } from '../entities/invoice-entity';
import { badRequest } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { deleteStoredInvoicePdf } from '../entities/stored-invoice-pdf';
import { releaseLessons } from './invoice-lessons';
import { saveInvoiceChange } from '../shared-domains/billing/invoice-change';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';

/**
 * Draft, sent and paid invoices can be deleted. Its lessons can be
 * invoiced again, its period is free again, and its stored PDF goes with it.
 */
export const deleteInvoice: RouteService<RouteTable['invoices.delete']> = async ({
  params,
  principal,
  requestId,
}) => {
  const invoice = await loadInvoice(params.id);
  if (!deletableStatuses.includes(invoice.status))
    throw badRequest(
      `${invoiceStatusLabels[invoice.status]} invoices cannot be deleted. Mark it as paid or save it as a draft first.`,
    );
  const releases = await releaseLessons(
    invoice.lines.map((line) => line.lessonId),
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
