import type { InvoiceStatus } from './invoice-statuses';
import { schoolToday } from './invoice-period';
import { formatMoney, toMajorUnits, type Currency } from './money';
import { maxPaymentsPerInvoice } from './payment-methods';

/*
 * Rules about an invoice's money, on the few fields they read. They take the
 * invoice's shape rather than importing the entity, which itself shows what
 * was paid (toInvoice): this module stays a leaf that both can use.
 */

/** A recorded payment, as far as these rules read it (the entity's PaymentRecord has these fields). */
interface ReceivedPayment {
  amountMinor: number;
  /** The day the money arrived, on the school's calendar (`2026-11-12`). */
  date: string;
}

interface Paid {
  status: InvoiceStatus;
  totalMinor: number;
  /** Oldest first; absent on invoices that never had one. */
  payments?: readonly ReceivedPayment[];
}

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
  invoice: Paid & { paidAt?: string; updatedAt: string },
): readonly ReceivedPayment[] {
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
export function statusAfterPayments(invoice: Paid & { dueDate?: string }, now: Date): InvoiceStatus {
  const covered = (invoice.payments ?? []).reduce((sum, p) => sum + p.amountMinor, 0) >= invoice.totalMinor;
  if (covered) return 'paid';
  if (invoice.status !== 'paid') return invoice.status;
  return invoice.dueDate && invoice.dueDate < schoolToday(now) ? 'overdue' : 'sent';
}

/** Why a payment of `amountMinor` cannot be recorded on the invoice as it is now, or undefined. */
export function paymentRefusal(
  invoice: Paid & { currency: Currency },
  amountMinor: number,
): string | undefined {
  if (invoice.status !== 'sent' && invoice.status !== 'overdue')
    return 'Payments can only be recorded on a sent or overdue invoice';
  if ((invoice.payments ?? []).length >= maxPaymentsPerInvoice)
    return `An invoice holds at most ${maxPaymentsPerInvoice} payments`;
  const balance = balanceMinor(invoice);
  if (amountMinor > balance)
    return `The amount is more than the balance due (${formatMoney(toMajorUnits(balance), invoice.currency)})`;
  return undefined;
}
