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
  /** What credit notes took off the invoice (absent: none), docs/data-model.md. */
  creditedMinor?: number;
  /**
   * The part of `creditedMinor` that went to the family's credit rather than
   * off what was due (absent: none). It is held on the family's account, so
   * the invoice does not count it again (docs/payments.md#removing-a-payment).
   */
  creditedToFamilyMinor?: number;
}

/**
 * What credit notes took off what the family owes on this invoice: all they
 * credited less the part that went to the family's credit, which the family
 * holds (and may spend or be refunded) instead.
 */
export function creditOffInvoiceMinor(
  invoice: Pick<Paid, 'creditedMinor' | 'creditedToFamilyMinor'>,
): number {
  return (invoice.creditedMinor ?? 0) - (invoice.creditedToFamilyMinor ?? 0);
}

/**
 * What a paid invoice without payments was paid: one marked paid before
 * payments were recorded counts as paid in full, less what credit notes took
 * off it (an invoice credited in full is paid by the credit alone, with no
 * money received).
 */
function paidWithoutPaymentsMinor(invoice: Paid): number {
  return invoice.status === 'paid' ? Math.max(0, invoice.totalMinor - creditOffInvoiceMinor(invoice)) : 0;
}

/**
 * What the family has paid, in minor units. An invoice marked paid before
 * payments were recorded (it has none) counts as paid in full (paidWithoutPaymentsMinor).
 */
export function amountPaidMinor(invoice: Paid): number {
  const payments = invoice.payments ?? [];
  if (payments.length === 0) return paidWithoutPaymentsMinor(invoice);
  return payments.reduce((sum, payment) => sum + payment.amountMinor, 0);
}

/**
 * What the family still owes: the total less what was paid and what credit
 * notes took off it (creditOffInvoiceMinor: a credit beyond what was due went
 * to the family's credit and is not counted here too), never below zero;
 * nothing on a void invoice, whose balance is no longer due.
 */
export function balanceMinor(invoice: Paid): number {
  if (invoice.status === 'void') return 0;
  return Math.max(0, invoice.totalMinor - amountPaidMinor(invoice) - creditOffInvoiceMinor(invoice));
}

/**
 * Money is recorded against the invoice: a payment (even one Stripe refunded
 * since), or, on an invoice marked paid before payments were recorded, its total.
 */
export function hasPaymentsRecorded(invoice: Paid): boolean {
  return (invoice.payments ?? []).length > 0 || amountPaidMinor(invoice) > 0;
}

/** The day a year before `day` (`2026-03-03` → `2025-03-03`; 29 February → 28 February). */
function yearBefore(day: string): string {
  const previous = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return previous.endsWith('-02-29') ? `${previous.slice(0, -2)}28` : previous;
}

/**
 * Why a payment dated `date` (the school's calendar) cannot be recorded on an
 * invoice issued at `createdAt`, or undefined: never a day still to come on
 * the school's calendar, nor more than a year before the invoice's date (a
 * typed-in year gone wrong).
 */
export function paymentDateRefusal(
  invoice: { createdAt: string },
  date: string,
  now: Date,
): string | undefined {
  if (date > schoolToday(now)) return 'Payment date cannot be in the future';
  const invoiceDate = schoolToday(new Date(invoice.createdAt));
  if (date < yearBefore(invoiceDate))
    return `Payment date cannot be more than a year before the invoice date (${invoiceDate})`;
  return undefined;
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
  const amountMinor = paidWithoutPaymentsMinor(invoice);
  if (amountMinor === 0) return [];
  return [{ amountMinor, date: schoolToday(new Date(invoice.paidAt ?? invoice.updatedAt)) }];
}

/**
 * The status once payments changed: paid when they cover the total; an
 * invoice no longer covered goes back to overdue past its due date, else sent.
 */
export function statusAfterPayments(invoice: Paid & { dueDate?: string }, now: Date): InvoiceStatus {
  const covered =
    (invoice.payments ?? []).reduce((sum, p) => sum + p.amountMinor, 0) + creditOffInvoiceMinor(invoice) >=
    invoice.totalMinor;
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
