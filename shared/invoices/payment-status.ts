import type { InvoiceStatus } from './invoice-statuses';

/**
 * What families and staff read on an invoice: Due, Part-paid (with the
 * balance), Paid, Overdue or Void, worked out from the stored status and the
 * money received. The stored statuses stay as they are (the overdue sweep
 * and the lists key on them); only the words people read change.
 */
export type PaymentStatus = 'draft' | 'due' | 'part_paid' | 'paid' | 'overdue' | 'cancelled' | 'void';

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  draft: 'Draft',
  due: 'Due',
  part_paid: 'Part-paid',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
  void: 'Void',
};

interface InvoiceMoney {
  status: InvoiceStatus;
  /** What has been paid so far, in any unit the balance uses too. */
  amountPaid: number;
  balanceDue: number;
}

export function paymentStatusOf(invoice: InvoiceMoney): PaymentStatus {
  switch (invoice.status) {
    case 'sent':
      return invoice.amountPaid > 0 && invoice.balanceDue > 0 ? 'part_paid' : 'due';
    case 'draft':
    case 'paid':
    case 'overdue':
    case 'cancelled':
    case 'void':
      return invoice.status;
  }
}

/** Is the family still asked to pay this invoice (Pay now, the total due, Pay all)? */
export function isOpenForPayment(invoice: Pick<InvoiceMoney, 'status' | 'balanceDue'>): boolean {
  return (invoice.status === 'sent' || invoice.status === 'overdue') && invoice.balanceDue > 0;
}
