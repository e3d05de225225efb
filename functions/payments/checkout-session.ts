import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { balanceMinor } from '../../shared/invoices/invoice-payments';
import type { Currency } from '../../shared/invoices/money';
import { methodFitsCurrency, type OnlinePaymentMethod } from '../../shared/invoices/online-payment-methods';
import type { InvoiceRecord } from '../entities/invoice-entity';
import { encodeCheckoutMetadata } from './checkout-metadata';

export interface CheckoutSessionInput {
  /** Open invoices of one family in one currency, in the order the family chose them. */
  invoices: readonly InvoiceRecord[];
  parentId: string;
  currency: Currency;
  /** The school's methods (Settings → Payments). */
  methods: readonly OnlinePaymentMethod[];
  customerEmail: string | undefined;
  /** The web app's address, no trailing slash. */
  appUrl: string;
}

/** The methods of the school that can take this currency (Bacs Direct Debit takes pounds only). */
export const methodsFor = (methods: readonly OnlinePaymentMethod[], currency: Currency) =>
  methods.filter((method) => methodFitsCurrency(method, currency));

/** What Checkout shows on a line: the invoice and whose it is. */
export const lineName = (invoice: Pick<InvoiceRecord, 'invoiceNumber' | 'studentName'>) =>
  `Invoice ${invoice.invoiceNumber} · ${invoice.studentName}`;

/**
 * Where Checkout sends the family back: the invoice's page for one invoice,
 * the invoices list for several, with the outcome the page reports.
 */
export function returnUrls(appUrl: string, invoices: readonly Pick<InvoiceRecord, 'id'>[]) {
  const page =
    invoices.length === 1
      ? `${appUrl}/dashboard/invoices/${invoices[0]!.id}`
      : `${appUrl}/dashboard/invoices`;
  return { success_url: `${page}?payment=success`, cancel_url: `${page}?payment=cancelled` };
}

/**
 * One Checkout Session in payment mode: a line per invoice for its balance
 * (minor units, the invoice's currency), the school's methods that fit the
 * currency, and metadata naming every invoice and the balance charged for it.
 */
export function checkoutSessionParams(input: CheckoutSessionInput): Stripe.Checkout.SessionCreateParams {
  const currency = input.currency.toLowerCase();
  const metadata = encodeCheckoutMetadata({
    parentId: input.parentId,
    currency: input.currency,
    invoices: input.invoices.map((invoice) => ({
      invoiceId: invoice.id,
      amountMinor: balanceMinor(invoice),
    })),
  });
  const numbers = input.invoices.map((invoice) => invoice.invoiceNumber).join(', ');
  return {
    mode: 'payment',
    line_items: input.invoices.map((invoice) => ({
      quantity: 1,
      price_data: {
        currency,
        unit_amount: balanceMinor(invoice),
        product_data: { name: lineName(invoice) },
      },
    })),
    // With this API version Checkout offers the methods enabled in the Dashboard, filtered by this list.
    allowed_payment_method_types: methodsFor(input.methods, input.currency),
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    client_reference_id: input.parentId,
    ...returnUrls(input.appUrl, input.invoices),
    metadata,
    // The PaymentIntent carries the same marks, so a refund of it is known as this school's payment.
    payment_intent_data: {
      metadata,
      description: `Invoice${input.invoices.length > 1 ? 's' : ''} ${numbers}`,
    },
  };
}

/**
 * The session's idempotency key: the same invoices (in any order) at the same
 * balances and revisions, asked for on the same day, make one session, so a
 * double tap (or a reload of "Pay now") answers the session already made.
 * A payment, an edit or the next day makes another: Checkout Sessions expire
 * after 24 hours, and Stripe keeps a key at least that long.
 */
export function checkoutIdempotencyKey(
  invoices: readonly Pick<InvoiceRecord, 'id' | 'revision' | 'totalMinor' | 'payments' | 'status'>[],
  params: Stripe.Checkout.SessionCreateParams,
  now: Date,
): string {
  const set = [...invoices]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((invoice) => `${invoice.id}:${balanceMinor(invoice)}:${invoice.revision}`);
  const digest = createHash('sha256')
    .update(JSON.stringify({ set, day: now.toISOString().slice(0, 10), params }))
    .digest('hex');
  return `checkout-${digest}`;
}
