import { voidIsFinal } from '../../shared/invoices/invoice-statuses';
import type { InvoiceRecord } from '../entities/invoice-entity';
import { conflict } from '../platform/http-errors';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';

/** A void invoice stays as it was voided: any change to it is a conflict with its state (409). */
export function assertNotVoid(invoice: InvoiceRecord): void {
  if (invoice.status === 'void') throw conflict(voidIsFinal);
}

/** The invoice as staff see it (404 when there is none), for a change: 409 once it is void. */
export async function loadChangeableInvoice(invoiceId: string): Promise<InvoiceRecord> {
  const invoice = await loadInvoice(invoiceId);
  assertNotVoid(invoice);
  return invoice;
}
