import { idPattern } from '../../shared/ids';
import { currencies, type Currency } from '../../shared/invoices/money';
import { maxInvoicesPerCheckout } from '../../shared/schemas/online-payment-schemas';
import type { PlannedInvoice } from '../shared-domains/billing/online-payment';

/**
 * What a Checkout Session carries to the webhook, in its metadata (Stripe
 * signs it with the event): that the session is this school's, the family,
 * the currency, and each invoice with the balance it was charged for. Stripe
 * allows 50 keys of at most 40 characters with values of at most 500, so
 * each invoice has a key of its own (`invoice_0` …, at most 24).
 */
export interface CheckoutMetadata {
  parentId: string;
  currency: Currency;
  invoices: readonly PlannedInvoice[];
}

/** Marks a session (and its PaymentIntent) as made by this product, version 1 of this layout. */
const marker = { key: 'school_payment', value: 'v1' } as const;

export function encodeCheckoutMetadata(metadata: CheckoutMetadata): Record<string, string> {
  return {
    [marker.key]: marker.value,
    parent_id: metadata.parentId,
    currency: metadata.currency,
    invoice_count: String(metadata.invoices.length),
    ...Object.fromEntries(
      metadata.invoices.map((invoice, index) => [
        `invoice_${index}`,
        `${invoice.invoiceId}:${invoice.amountMinor}`,
      ]),
    ),
  };
}

/** Whether metadata (of a session, a PaymentIntent) is this product's. */
export const isOurs = (metadata: Record<string, string> | null | undefined) =>
  metadata?.[marker.key] === marker.value;

/** The metadata back, or undefined when it is not this product's or not whole. */
export function decodeCheckoutMetadata(
  metadata: Record<string, string> | null | undefined,
): CheckoutMetadata | undefined {
  if (!metadata || !isOurs(metadata)) return undefined;
  const currency = metadata.currency as Currency;
  const count = Number(metadata.invoice_count);
  const parentId = metadata.parent_id ?? '';
  if (!currencies.includes(currency) || !idPattern.test(parentId)) return undefined;
  if (!Number.isInteger(count) || count < 1 || count > maxInvoicesPerCheckout) return undefined;
  const invoices: PlannedInvoice[] = [];
  for (let index = 0; index < count; index++) {
    const [invoiceId = '', amount = ''] = (metadata[`invoice_${index}`] ?? '').split(':');
    const amountMinor = Number(amount);
    if (!idPattern.test(invoiceId) || !/^\d+$/.test(amount) || amountMinor <= 0) return undefined;
    invoices.push({ invoiceId, amountMinor });
  }
  return { parentId, currency, invoices };
}
