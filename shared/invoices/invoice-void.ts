import { hasPaymentsRecorded } from './invoice-payments';
import type { InvoiceStatus } from './invoice-statuses';

/*
 * Voiding an issued invoice: it keeps its number and stays on record, marked
 * void with the reason, and nothing on it is due any more. Only money never
 * received can be voided away; an invoice with payments is corrected otherwise.
 */

export const maxVoidReasonLength = 500;

export const voidRefusals = {
  draft: 'A draft invoice cannot be voided: delete it instead',
  void: 'The invoice is already void',
  cancelled: 'A cancelled invoice cannot be voided',
  payments: 'An invoice with payments recorded cannot be voided',
  credited: 'An invoice with credit notes cannot be voided',
} as const;

export const backToDraftWithPayments = 'An invoice with payments recorded cannot go back to draft';
export const backToDraftWithCredit = 'An invoice with credit notes cannot go back to draft';

interface Voidable {
  status: InvoiceStatus;
  totalMinor: number;
  payments?: readonly { amountMinor: number; date: string }[];
  /** What credit notes took off it: a credited invoice stays as issued. */
  creditedMinor?: number;
}

/** Why the invoice cannot be voided as it is now (every reason a conflict with its state), or undefined. */
export function voidRefusal(invoice: Voidable): string | undefined {
  if (invoice.status === 'draft' || invoice.status === 'void' || invoice.status === 'cancelled')
    return voidRefusals[invoice.status];
  if (hasPaymentsRecorded(invoice)) return voidRefusals.payments;
  if (invoice.creditedMinor) return voidRefusals.credited;
  return undefined;
}

/** Sent, overdue or paid (before payments were recorded) can change back to draft only with no money on it. */
export function backToDraftRefusal(invoice: Voidable): string | undefined {
  if (hasPaymentsRecorded(invoice)) return backToDraftWithPayments;
  return invoice.creditedMinor ? backToDraftWithCredit : undefined;
}
