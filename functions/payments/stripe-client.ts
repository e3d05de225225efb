import Stripe from 'stripe';
import { HttpError } from '../platform/http-errors';
import { logger } from '../platform/logger';
import { environmentVariableNames, optionalSetting } from '../platform/runtime-config';

/**
 * How long one call to Stripe may take. A Checkout Session is created while
 * the family waits on "Pay now" (API Gateway gives up after 29 s); Stripe
 * answers in well under a second, so 10 s is a Stripe in trouble.
 */
const stripeTimeoutMs = 10_000;

/**
 * Network failures and Stripe's 409/429/5xx are sent again this many times
 * (the SDK waits between tries and sends its idempotency key with each, so a
 * retried creation never makes a second session).
 */
const stripeNetworkRetries = 2;

type StripeEndpoint = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

/**
 * `STRIPE_API_BASE` (`http://127.0.0.1:PORT`) as the SDK's `host`, `port`
 * and `protocol`: the tests' recorder instead of Stripe. Unset, nothing is
 * given and the SDK talks to api.stripe.com.
 */
export function stripeEndpoint(
  base = optionalSetting(environmentVariableNames.stripeApiBase),
): StripeEndpoint {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

const clients = new Map<string, Stripe>();

/**
 * One SDK client per secret key (and endpoint), kept for the warm function:
 * a key the school replaces gets a client of its own, and the old one is
 * dropped.
 */
export function stripeClient(secretKey: string): Stripe {
  const endpoint = stripeEndpoint();
  const cacheKey = `${secretKey}|${endpoint.protocol ?? ''}://${endpoint.host ?? ''}:${endpoint.port ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    clients.clear();
    client = new Stripe(secretKey, {
      ...endpoint,
      timeout: stripeTimeoutMs,
      maxNetworkRetries: stripeNetworkRetries,
      appInfo: { name: 'school-payments' },
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Verifying a signature needs no key: the SDK's webhook helpers are the same for every client. */
const webhookVerifier = new Stripe('sk_test_webhook_verification_only', { ...stripeEndpoint() }).webhooks;

/** How old a signed event may be (Stripe's default, 5 minutes): an older one replayed is refused. */
export const signatureToleranceSeconds = 300;

/**
 * The event Stripe signed, or an exception when the signature is missing,
 * forged, made with another endpoint's secret, older than the tolerance, or
 * over a body changed by a single byte.
 */
export function verifiedStripeEvent(rawBody: string, signature: string, webhookSecret: string): Stripe.Event {
  return webhookVerifier.constructEvent(rawBody, signature, webhookSecret, signatureToleranceSeconds);
}

export const stripeUnavailable =
  'Online payment is not available just now. Please try again in a few minutes.';

/**
 * What a call Stripe refused answers: its type, code and request id in the
 * log (what Stripe's support asks for) and a 503 the family may retry in 30 s.
 * Anything but a Stripe error is thrown on as it is.
 */
export function stripeUnavailableError(error: unknown, refused: string): HttpError {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  logger.error(refused, {
    type: error.type,
    code: error.code,
    statusCode: error.statusCode,
    requestId: error.requestId,
    message: error.message,
  });
  return new HttpError(503, stripeUnavailable, undefined, { 'retry-after': '30' });
}
