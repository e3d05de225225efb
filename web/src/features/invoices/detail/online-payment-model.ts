import { displayedInvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import {
  methodFitsCurrency,
  type OnlinePaymentMethod,
} from '../../../../../shared/invoices/online-payment-methods';
import { isOpenForPayment } from '../../../../../shared/invoices/payment-status';
import type { Currency } from '../../../../../shared/invoices/money';
import type { PaymentOptions } from '../../../../../shared/schemas/online-payment-schemas';
import type { InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';

/**
 * The invoice page's online payment (issue 35), pure for tests: what the
 * address asks for (`?pay=1` from an email's Pay now, `?payment=…` on the way
 * back from Stripe), why a Pay now cannot start, and the bank details a family
 * copies into its bank's app.
 */

/** `?pay=1`: the emails' Pay now link, which starts the payment once the invoice is loaded. */
export const payParam = 'pay';
/** `?payment=success|cancelled`: where Stripe's Checkout sends the family back. */
export const paymentReturnParam = 'payment';

export type PaymentReturn = 'success' | 'cancelled';

export const onlinePaymentMessages = {
  confirming: 'Thank you: your payment is being confirmed',
  confirmed: 'Thank you: your payment is confirmed',
  stillConfirming:
    'A card payment shows here within a few minutes, a Direct Debit after a few working days. There is nothing more to do.',
  cancelled: 'Payment cancelled: nothing was taken',
  checkoutFailed: 'Online payment could not be started',
  leaving: 'Opening the secure payment page…',
} as const;

export function paymentReturnOf(params: URLSearchParams): PaymentReturn | null {
  const value = params.get(paymentReturnParam);
  return value === 'success' || value === 'cancelled' ? value : null;
}

export function payRequested(params: URLSearchParams): boolean {
  return params.get(payParam) === '1';
}

/** The address without `pay`, so that reloading the page does not start a second payment. */
export function withoutPayParam(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(payParam);
  return next;
}

interface PayableInvoice {
  status: string;
  balanceDue: number;
}

const closedReasons: Partial<Record<InvoiceStatus, string>> = {
  paid: 'This invoice is already paid: there is nothing to pay.',
  cancelled: 'This invoice was cancelled: there is nothing to pay.',
  draft: 'This invoice has not been sent yet: there is nothing to pay.',
  void: 'This invoice is void: there is nothing to pay.',
};

/**
 * Why Pay now cannot start for this invoice (an email's link opened after it
 * was paid, or with online payment off), or null when it can.
 */
export function payNowRefusal(invoice: PayableInvoice, options: Pick<PaymentOptions, 'online'> | undefined) {
  const status = displayedInvoiceStatus(invoice.status);
  if (!isOpenForPayment({ status, balanceDue: invoice.balanceDue }))
    return closedReasons[status] ?? 'This invoice has nothing left to pay.';
  if (!options?.online)
    return 'The school does not take payment online at the moment: pay by bank transfer with the details below.';
  return null;
}

/** 'Card, Apple Pay or Google Pay, or Bacs Direct Debit': what Stripe's page will offer for this currency. */
export function onlineMethodsText(methods: readonly OnlinePaymentMethod[], currency: Currency): string {
  const words: Record<OnlinePaymentMethod, string> = {
    card: 'card, Apple Pay or Google Pay',
    bacs_debit: 'Bacs Direct Debit',
  };
  const offered = methods
    .filter((method) => methodFitsCurrency(method, currency))
    .map((method) => words[method]);
  if (offered.length === 0) return '';
  const text = offered.join(', or ');
  return `Pay by ${text} on Stripe's secure page.`;
}

export interface BankDetailLine {
  label: string;
  value: string;
}

/**
 * The lines a family copies for a bank transfer in the invoice's currency:
 * account name, sort code and account number, or IBAN (whichever the school
 * gave), and the invoice number as the reference. Empty when the school gave
 * no account for the currency.
 */
export function bankDetailLines(
  bankDetails: PaymentOptions['bankDetails'],
  currency: Currency,
  invoiceNumber: string,
): BankDetailLine[] {
  const account = bankDetails[currency];
  if (!account) return [];
  const lines: BankDetailLine[] = [
    { label: 'Account name', value: account.accountName.trim() },
    { label: 'Sort code', value: account.sortCode.trim() },
    { label: 'Account number', value: account.accountNumber.trim() },
    { label: 'IBAN', value: account.iban.trim() },
  ].filter((line) => line.value !== '');
  if (!lines.some((line) => line.label !== 'Account name')) return [];
  return [...lines, { label: 'Reference', value: invoiceNumber }];
}

/** How often, and how many times, the page reads the invoice again after Stripe sends the family back. */
export const confirmationPollMs = 2000;
export const confirmationPolls = 6;
