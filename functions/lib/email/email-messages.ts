import type { Currency } from '../../../shared/invoices/money';

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

export type EmailMessage = InvoiceSentEmail;
export type EmailKind = EmailMessage['kind'];
