import type { Color } from 'pdf-lib';
import { invoiceStatusLabels, type InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import type { Invoice } from '../../../../../shared/schemas/invoice-schemas';
import { instantDate } from '../invoice-dates';
import { colors } from '../palette';

/**
 * The status under the invoice number, in its colour: paid with its day, a
 * draft marked as not sent, a void one as owing nothing.
 */
export function statusLine(invoice: Invoice, status: InvoiceStatus): { text: string; color: Color } {
  if (status === 'paid')
    return { text: `Status: Paid on ${instantDate(invoice.paidAt)}`, color: colors.paid };
  if (status === 'draft') return { text: 'Status: DRAFT (not sent)', color: colors.draft };
  if (status === 'void') return { text: 'Status: VOID (nothing is due)', color: colors.void };
  return {
    text: `Status: ${invoiceStatusLabels[status]}`,
    color: status === 'overdue' ? colors.overdue : colors.muted,
  };
}
