import Stripe from 'stripe';
import * as z from 'zod';
import { findInvoices } from '../entities/invoice-entity';
import { conflict, serviceUnavailable } from '../platform/http-errors';
import { logger } from '../platform/logger';
import {
  markStripeEvent,
  recordOnlinePayment,
  recordOnlineRefund,
  stripeEventAlreadyHandled,
  type OnlinePayment,
} from '../shared-domains/billing/online-payment';
import { directDebitFailedNews } from '../shared-domains/billing/payment-news';
import { decodeCheckoutMetadata, isOurs, type CheckoutMetadata } from './checkout-metadata';
import { stripeClient } from './stripe-client';

/** The events the webhook acts on; a school's endpoint is set up to send these (docs/payments.md). */
export const handledEventTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'charge.refunded',
] as const;
type HandledEventType = (typeof handledEventTypes)[number];

const isHandled = (type: string): type is HandledEventType =>
  (handledEventTypes as readonly string[]).includes(type);

export const refundBeforePayment =
  'The payment this refund is for is not recorded yet: deliver the event again later';

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const metadataOf = z.record(z.string(), z.string()).nullish();

/** What the webhook reads of a Checkout Session, as Stripe signed it. */
const sessionSchema = z.object({
  id: z.string(),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().nullish(),
  metadata: metadataOf,
  payment_intent: idOf.nullish(),
  payment_status: z.string(),
});
type SessionRead = z.infer<typeof sessionSchema>;

/** What the webhook reads of a refunded Charge. */
const chargeSchema = z.object({
  id: z.string(),
  amount_refunded: z.number().int().nonnegative(),
  payment_intent: idOf.nullish(),
  metadata: metadataOf,
});

/** The Stripe fee and how the family paid, read from the PaymentIntent's charge when Stripe answers. */
interface ChargeFacts {
  fee?: { minor: number; currency: string };
  paidWith?: string;
}

/**
 * The fee is nice to have: one call with a short timeout and no retry, and a
 * payment is recorded without it rather than waiting or failing.
 */
async function chargeFacts(secretKey: string | undefined, paymentIntentId: string): Promise<ChargeFacts> {
  if (!secretKey) return {};
  try {
    const intent = await stripeClient(secretKey).paymentIntents.retrieve(
      paymentIntentId,
      { expand: ['latest_charge.balance_transaction'] },
      { timeout: 3_000, maxNetworkRetries: 0 },
    );
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : undefined;
    const balance =
      charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : undefined;
    return {
      ...(balance && Number.isInteger(balance.fee)
        ? { fee: { minor: balance.fee, currency: balance.currency.toUpperCase() } }
        : {}),
      ...(charge?.payment_method_details?.type ? { paidWith: charge.payment_method_details.type } : {}),
    };
  } catch (error) {
    logger.warn('Stripe fee not read; the payment is recorded without it', {
      paymentIntentId,
      error: error instanceof Error ? error.message : String(error),
    });
    return {};
  }
}

/** A session of this school's with what the payment needs, or undefined (another integration's, or incomplete). */
function ourSession(event: Stripe.Event): { session: SessionRead; metadata: CheckoutMetadata } | undefined {
  const parsed = sessionSchema.safeParse(event.data.object);
  const metadata = parsed.success ? decodeCheckoutMetadata(parsed.data.metadata) : undefined;
  if (!parsed.success || !metadata) return undefined;
  return { session: parsed.data, metadata };
}

async function paidSession(
  event: Stripe.Event,
  found: { session: SessionRead; metadata: CheckoutMetadata },
  secretKey: string | undefined,
): Promise<void> {
  const { session, metadata } = found;
  const paymentIntentId = session.payment_intent;
  const currency = session.currency?.toUpperCase();
  if (!paymentIntentId || currency !== metadata.currency || !session.amount_total) {
    // Stripe never sends this for a session made here; recording a guess would be worse than leaving it to staff.
    logger.error('paid Checkout Session not recorded: its amount, currency or PaymentIntent is missing', {
      eventId: event.id,
      checkoutSessionId: session.id,
    });
    await markStripeEvent(event.id, event.type, new Date());
    return;
  }
  const facts = await chargeFacts(secretKey, paymentIntentId);
  const payment: OnlinePayment = {
    eventId: event.id,
    eventType: event.type,
    paymentIntentId,
    checkoutSessionId: session.id,
    parentId: metadata.parentId,
    currency: metadata.currency,
    totalMinor: session.amount_total,
    invoices: metadata.invoices,
    // Bacs Direct Debit is the one delayed method offered: it is what an async success settles.
    method:
      event.type === 'checkout.session.async_payment_succeeded' || facts.paidWith === 'bacs_debit'
        ? 'direct_debit'
        : 'card',
    ...(facts.fee ? { fee: facts.fee } : {}),
    paidAt: new Date(event.created * 1000),
  };
  await recordOnlinePayment(payment);
}

async function failedDirectDebit(event: Stripe.Event, metadata: CheckoutMetadata): Promise<void> {
  const invoices = await findInvoices(metadata.invoices.map((invoice) => invoice.invoiceId));
  const now = new Date();
  await markStripeEvent(event.id, event.type, now, directDebitFailedNews(metadata.parentId, invoices, now));
}

/** Whether a PaymentIntent the table does not know is this school's (so its refund must wait for its payment). */
async function paymentIntentIsOurs(secretKey: string | undefined, paymentIntentId: string): Promise<boolean> {
  if (!secretKey) return false;
  try {
    const intent = await stripeClient(secretKey).paymentIntents.retrieve(
      paymentIntentId,
      {},
      { timeout: 5_000 },
    );
    return isOurs(intent.metadata);
  } catch (error) {
    // Stripe knows no such PaymentIntent on this account: not a payment of the school's.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return false;
    logger.warn('Stripe did not say whose PaymentIntent a refund is for', {
      paymentIntentId,
      error: error instanceof Error ? error.message : String(error),
    });
    throw serviceUnavailable();
  }
}

async function refundedCharge(event: Stripe.Event, secretKey: string | undefined): Promise<void> {
  const parsed = chargeSchema.safeParse(event.data.object);
  const paymentIntentId = parsed.success ? parsed.data.payment_intent : undefined;
  if (!parsed.success || !paymentIntentId) return;
  const outcome = await recordOnlineRefund({
    eventId: event.id,
    eventType: event.type,
    paymentIntentId,
    amountRefundedMinor: parsed.data.amount_refunded,
  });
  if (outcome === 'payment-not-settled') throw conflict(refundBeforePayment);
  if (outcome !== 'payment-unknown') return;
  // Not a payment of this school's (a charge made elsewhere on the same Stripe account): nothing to do.
  if (isOurs(parsed.data.metadata) || (await paymentIntentIsOurs(secretKey, paymentIntentId)))
    throw conflict(refundBeforePayment);
}

/**
 * Acts on one verified event. A refund of a payment not recorded yet answers
 * 409, so Stripe delivers it again later (it retries for up to 3 days), by
 * when the payment's own event has come: no refund is lost and none is
 * taken from money not yet recorded. Any other type is acknowledged and
 * ignored.
 */
export async function handleStripeEvent(event: Stripe.Event, secretKey: string | undefined): Promise<void> {
  if (!isHandled(event.type)) return;
  if (await stripeEventAlreadyHandled(event.id)) return;
  if (event.type === 'charge.refunded') return refundedCharge(event, secretKey);
  const found = ourSession(event);
  if (!found) return;
  if (event.type === 'checkout.session.async_payment_failed') return failedDirectDebit(event, found.metadata);
  if (event.type === 'checkout.session.completed' && found.session.payment_status !== 'paid') {
    // A Direct Debit confirmed by the family but not yet collected: its async event records it (or its failure).
    await markStripeEvent(event.id, event.type, new Date());
    return;
  }
  await paidSession(event, found, secretKey);
}
