import type { Currency } from '../../../shared/invoices/money';
import type { PaymentMethod } from '../../../shared/invoices/payment-methods';

/**
 * What each kind of email carries in the outbox: the facts of the change as it
 * was committed, and nothing the recipient may not see. The recipient's
 * address and name are read when the email is sent (an account may change its
 * address in between); the school's name too.
 */
export interface InvoiceSentEmail {
  kind: 'invoice-sent';
  invoiceId: string;
  invoiceNumber: string;
  studentName: string;
  period: { month: number; year: number; startDate: string; endDate: string };
  totalMinor: number;
  currency: Currency;
  /** Calendar date, `2027-04-30`. */
  dueDate: string;
}

/** A receipt: a payment recorded against the family's invoice. */
export interface PaymentReceivedEmail {
  kind: 'payment-received';
  invoiceId: string;
  invoiceNumber: string;
  studentName: string;
  currency: Currency;
  amountMinor: number;
  /** Calendar date the money arrived, `2027-04-12`. */
  paymentDate: string;
  method: PaymentMethod;
  reference: string;
  totalMinor: number;
  /** What is left to pay after this payment. */
  balanceMinor: number;
}

export type EmailMessage = InvoiceSentEmail | PaymentReceivedEmail;
export type EmailKind = EmailMessage['kind'];
