import { periodRelease, studentInvoices } from '../../../entities/invoice-entity';
import { deleteStoredInvoicePdf } from '../../../entities/stored-invoice-pdf';
import { saveInvoiceChange } from '../../billing/invoice-change';

/**
 * A draft was never issued, so it is no accounting record: it goes with the
 * student, erased or deleted (its list rows, stats cells, period marker and
 * any PDF). Sent, paid, overdue and cancelled invoices were issued and stay,
 * as issued.
 */
export async function eraseDraftInvoices(studentId: string): Promise<void> {
  const invoices = await studentInvoices(studentId);
  for (const invoice of invoices.filter((candidate) => candidate.status === 'draft')) {
    // The erasure's or deletion's own audit entry covers its drafts.
    await saveInvoiceChange({ before: invoice, with: [periodRelease(invoice, invoice.id)], audit: null });
    await deleteStoredInvoicePdf(invoice.id);
  }
}
