import type Stripe from 'stripe';
import type { RouteTable } from '../../shared/routes/route-table';
import { badRequest } from '../platform/http-errors';
import { readPaymentSecrets } from '../platform/payment-secrets';
import type { RouteService } from '../platform/route-service';
import { handleStripeEvent } from './stripe-events';
import { verifiedStripeEvent } from './stripe-client';

/** The one answer to a request Stripe did not sign: no hint of what was wrong with it. */
export const signatureRefused = 'Invalid Stripe signature';

/**
 * POST /payments/stripe/webhook: Stripe's events, believed only when the
 * `Stripe-Signature` header verifies over the body exactly as sent with the
 * school's webhook signing secret, and no older than 5 minutes. Each event
 * is acted on once (stripe-events.ts, shared-domains/billing/online-payment.ts).
 */
export const receiveStripeEvent: RouteService<RouteTable['payments.stripeWebhook']> = async ({
  rawBody,
  headers,
}) => {
  const signature = headers?.['stripe-signature'];
  const secrets = await readPaymentSecrets();
  if (!signature || !secrets.stripeWebhookSecret) throw badRequest(signatureRefused);
  let event: Stripe.Event;
  try {
    event = verifiedStripeEvent(rawBody ?? '', signature, secrets.stripeWebhookSecret);
  } catch {
    throw badRequest(signatureRefused);
  }
  await handleStripeEvent(event, secrets.stripeSecretKey);
  return { data: { received: true } };
};
