import type { RouteTable } from '../../shared/routes/route-table';
import { readStoredInvoicePdf } from '../entities/stored-invoice-pdf';
import { loadInvoiceFor } from '../shared-domains/billing/invoice-visibility';
import type { RouteService } from '../platform/route-service';
import { invoicePdf, readInvoicePdfSchool } from '../shared-domains/invoice-documents/invoice-pdf';

/**
 * GET /invoices/{id}/export: the invoice as {invoiceNumber}.pdf. Staff may
 * export any invoice, a family only its children's once sent (anything else
 * is 404 'Invoice not found'). The PDF is kept in S3 and served from there
 * until the invoice changes or the school's name, profile or logo does
 * (invoice-pdf.ts).
 *
 * The stored object is read alongside the invoice and the settings, so a
 * cached export costs the time of one round trip.
 */
export const exportInvoice: RouteService<RouteTable['invoices.export']> = async ({ params, principal }) => {
  const [record, school, stored] = await Promise.all([
    loadInvoiceFor(principal, params.id),
    readInvoicePdfSchool(),
    readStoredInvoicePdf(params.id),
  ]);
  return { data: await invoicePdf(record, school, stored), fileName: `${record.invoiceNumber}.pdf` };
};
