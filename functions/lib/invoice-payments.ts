import type { InvoiceStatus } from '../../shared/invoices/invoice-statuses';
import { schoolToday } from '../../shared/invoices/invoice-period';
import type { InvoiceRecord, PaymentRecord } from './entities/invoice-entity';

type Paid = Pick<InvoiceRecord, 'status' | 'totalMinor' | 'payments'>;

/**
 * What the family has paid, in minor units. An invoice marked paid before
 * payments were recorded (it has none) counts as paid in full.
 */
export function amountPaidMinor(invoice: Paid): number {
  const payments = invoice.payments ?? [];
  if (payments.length === 0) return invoice.status === 'paid' ? invoice.totalMinor : 0;
  return payments.reduce((sum, payment) => sum + payment.amountMinor, 0);
}

export function balanceMinor(invoice: Paid): number {
  return invoice.totalMinor - amountPaidMinor(invoice);
}

/**
 * The money an invoice brought in, by the day it arrived: its payments, or
 * for one marked paid before payments were recorded, its total on the day it
 * was marked.
 */
export function receivedPayments(
  invoice: Pick<InvoiceRecord, 'status' | 'totalMinor' | 'payments' | 'paidAt' | 'updatedAt'>,
): Pick<PaymentRecord, 'amountMinor' | 'date'>[] {
  const payments = invoice.payments ?? [];
  if (payments.length > 0) return payments;
  if (invoice.status !== 'paid') return [];
  return [
    { amountMinor: invoice.totalMinor, date: schoolToday(new Date(invoice.paidAt ?? invoice.updatedAt)) },
  ];
}

/**
 * The status once payments changed: paid when they cover the total; an
 * invoice no longer covered goes back to overdue past its due date, else sent.
 */
export function statusAfterPayments(
  invoice: Pick<InvoiceRecord, 'status' | 'totalMinor' | 'payments' | 'dueDate'>,
  now: Date,
): InvoiceStatus {
  const covered = (invoice.payments ?? []).reduce((sum, p) => sum + p.amountMinor, 0) >= invoice.totalMinor;
  if (covered) return 'paid';
  if (invoice.status !== 'paid') return invoice.status;
  return invoice.dueDate && invoice.dueDate < schoolToday(now) ? 'overdue' : 'sent';
}
