import { familyVisibleStatuses } from '../../../shared/invoices/invoice-statuses';
import type { Principal } from '../../platform/access-tokens';
import { findInvoice, type InvoiceRecord } from '../../entities/invoice-entity';
import { notFound } from '../../platform/http-errors';

export const invoiceNotFound = 'Invoice not found';

/** The invoice as staff see it (404 when there is none), for a service that has checked the role itself. */
export async function loadInvoice(invoiceId: string): Promise<InvoiceRecord> {
  const invoice = await findInvoice(invoiceId);
  if (!invoice) throw notFound(invoiceNotFound);
  return invoice;
}

/**
 * Staff see every invoice; a family only the invoices billed to it, and only
 * once sent. Anything else is "not found", so ids of other families'
 * invoices reveal nothing. (The invoices and documents domains both answer with invoices.)
 */
export async function loadInvoiceFor(principal: Principal, invoiceId: string): Promise<InvoiceRecord> {
  if (principal.role === 'super_admin' || principal.role === 'admin') return loadInvoice(invoiceId);
  const invoice = await findInvoice(invoiceId);
  if (!invoice || invoice.parentId !== principal.userId || !familyVisibleStatuses.includes(invoice.status))
    throw notFound(invoiceNotFound);
  return invoice;
}
