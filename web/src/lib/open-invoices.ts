import { currencies, toMajorUnits, toMinorUnits, type Currency } from '../../../shared/invoices/money';
import { isOpenForPayment } from '../../../shared/invoices/payment-status';
import type { InvoiceStatus } from '../../../shared/invoices/invoice-statuses';

/**
 * What a family still owes, per currency, and which invoices one Pay all
 * pays: pure, so the family home, the invoice list and their tests agree.
 * One Checkout Session never mixes currencies, so everything here is per
 * currency, in the order the product lists currencies.
 */

/**
 * How many invoices one payment takes: the server's limit
 * (maxInvoicesPerCheckout in shared/schemas/online-payment-schemas.ts), held
 * here too because that module brings zod, which the family's first pages do
 * without; open-invoices.test.ts checks the two agree.
 */
export const invoicesPerPayment = 24;

export interface OpenInvoiceFields {
  _id: string;
  status: InvoiceStatus;
  currency: Currency;
  balanceDue: number;
  /** A calendar date ('2026-03-31'): the earliest due are paid first when a Pay all must leave some out. */
  dueDate: string;
}

export interface CurrencyDue {
  currency: Currency;
  /** The sum of the open invoices' balances, in major units (summed in minor units: no drift). */
  balanceDue: number;
  /** The open invoices in this currency, earliest due first. */
  invoiceIds: string[];
}

function openInvoicesOf<Invoice extends OpenInvoiceFields>(invoices: readonly Invoice[]): Invoice[] {
  const seen = new Set<string>();
  return invoices
    .filter((invoice) => {
      if (seen.has(invoice._id) || !isOpenForPayment(invoice)) return false;
      seen.add(invoice._id);
      return true;
    })
    .toSorted((a, b) => a.dueDate.localeCompare(b.dueDate) || a._id.localeCompare(b._id));
}

/** One total per currency the family owes in (none for a currency with nothing open). */
export function totalsDueByCurrency(invoices: readonly OpenInvoiceFields[]): CurrencyDue[] {
  const open = openInvoicesOf(invoices);
  return currencies.flatMap((currency) => {
    const inCurrency = open.filter((invoice) => invoice.currency === currency);
    if (inCurrency.length === 0) return [];
    const minor = inCurrency.reduce((sum, invoice) => sum + toMinorUnits(invoice.balanceDue), 0);
    return [
      { currency, balanceDue: toMajorUnits(minor), invoiceIds: inCurrency.map((invoice) => invoice._id) },
    ];
  });
}

export interface PayAllSelection {
  invoiceIds: string[];
  /** What those invoices' balances add up to, in major units. */
  amount: number;
  /** Open invoices in the currency left for a later payment (one session pays at most `limit`). */
  leftOut: number;
}

/**
 * The invoices one Pay all sends to checkout: every open invoice of the
 * currency, earliest due first, at most `limit` of them (the server refuses
 * larger sets).
 */
export function payAllSelection(
  invoices: readonly OpenInvoiceFields[],
  currency: Currency,
  limit = invoicesPerPayment,
): PayAllSelection {
  const open = openInvoicesOf(invoices).filter((invoice) => invoice.currency === currency);
  const chosen = open.slice(0, Math.max(0, limit));
  const minor = chosen.reduce((sum, invoice) => sum + toMinorUnits(invoice.balanceDue), 0);
  return {
    invoiceIds: chosen.map((invoice) => invoice._id),
    amount: toMajorUnits(minor),
    leftOut: open.length - chosen.length,
  };
}
