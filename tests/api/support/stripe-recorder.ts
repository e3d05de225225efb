import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { request, type ApiAnswer } from './http';

/**
 * A local stand-in for Stripe's API, for the tests (Stripe is not reachable
 * from these machines and no Stripe emulator knows Checkout Sessions). It
 * records every request the SDK sends and answers as Stripe's API reference
 * documents the calls the product makes:
 * - `POST /v1/checkout/sessions` → a Checkout Session (`cs_test_…`, its
 *   `url` on checkout.stripe.com), the same object again for a repeated
 *   `Idempotency-Key`, as Stripe does;
 * - `GET /v1/payment_intents/:id` → the PaymentIntent, with
 *   `latest_charge.balance_transaction` (and its `fee`) expanded when asked;
 * - `POST /v1/refunds` → a succeeded Refund (`re_test_…`) of the amount on
 *   the PaymentIntent, the same again for a repeated `Idempotency-Key`.
 * Point the runtime at it with `STRIPE_API_BASE=<baseUrl>`.
 */

/** One request as the SDK sent it; the form-encoded body decoded into nested objects and arrays (values stay strings). */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>;
  idempotencyKey?: string;
  authorization?: string;
}

/** What the recorder answers for a PaymentIntent (set by a test before delivering its payment's events). */
export interface PaymentIntentAnswer {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** `card` or `bacs_debit`: the charge's payment_method_details.type. */
  paidWith: string;
  /** Stripe's fee in minor units of `feeCurrency` (the balance's currency). */
  fee: number;
  feeCurrency: string;
}

export interface StripeRecorder {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  baseUrl: string;
  requests: RecordedStripeRequest[];
  /** Every session made, by id, as answered. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sessions: Map<string, Record<string, any>>;
  paymentIntents: Map<string, PaymentIntentAnswer>;
  /** While true, every PaymentIntent read is answered with Stripe's 500 `api_error`. */
  failPaymentIntentReads: boolean;
  stop(): Promise<void>;
}

type Nested = Record<string, unknown>;

/** `line_items[0][price_data][unit_amount]` → ['line_items', '0', 'price_data', 'unit_amount']. */
const pathOf = (key: string) => key.replace(/\]/g, '').split('[');

/** Objects whose keys are 0…n-1 become arrays, as the SDK encoded them from arrays. */
function arraysRestored(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Nested).map(
    ([key, inner]) => [key, arraysRestored(inner)] as const,
  );
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}

/** A form-encoded body (or query) as nested objects, via URLSearchParams. */
export function decodeStripeForm(form: string): Record<string, unknown> {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(form)) {
    const parts = pathOf(key);
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Nested;
    });
  }
  return arraysRestored(root) as Record<string, unknown>;
}

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function stripeError(response: ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  response.end(JSON.stringify({ error: { type, message } }));
}

function answer(response: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'application/json', 'request-id': stripeId('req'), ...headers });
  response.end(JSON.stringify(body));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function checkoutSessionOf(params: Record<string, any>): Record<string, any> {
  const id = stripeId('cs');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const lines: any[] = params.line_items ?? [];
  const amount = lines.reduce(
    (sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
    0,
  );
  const created = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    created,
    currency: lines[0]?.price_data?.currency ?? null,
    customer: null,
    customer_email: params.customer_email ?? null,
    expires_at: created + 24 * 3600,
    livemode: false,
    metadata: params.metadata ?? {},
    mode: params.mode,
    payment_intent: null,
    allowed_payment_method_types: params.allowed_payment_method_types ?? null,
    payment_method_types: params.allowed_payment_method_types ?? ['card'],
    payment_status: 'unpaid',
    status: 'open',
    success_url: params.success_url ?? null,
    url: `https://checkout.stripe.com/c/pay/${id}`,
  };
}

function paymentIntentOf(id: string, known: PaymentIntentAnswer, expanded: boolean) {
  const chargeId = stripeId('ch');
  const balanceTransaction = {
    id: stripeId('txn'),
    object: 'balance_transaction',
    amount: known.amount,
    currency: known.feeCurrency,
    fee: known.fee,
    net: known.amount - known.fee,
    status: 'pending',
    type: 'charge',
  };
  return {
    id,
    object: 'payment_intent',
    amount: known.amount,
    amount_received: known.amount,
    currency: known.currency,
    livemode: false,
    metadata: known.metadata,
    payment_method_types: [known.paidWith],
    status: 'succeeded',
    latest_charge: expanded
      ? {
          id: chargeId,
          object: 'charge',
          amount: known.amount,
          currency: known.currency,
          paid: true,
          payment_intent: id,
          payment_method_details: { type: known.paidWith },
          balance_transaction: balanceTransaction,
        }
      : chargeId,
  };
}

const readBody = (message: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    message.setEncoding('utf8');
    message.on('data', (chunk: string) => (body += chunk));
    message.on('end', () => resolve(body));
    message.on('error', reject);
  });

export async function startStripeRecorder(): Promise<StripeRecorder> {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  const recorder: Omit<StripeRecorder, 'baseUrl' | 'stop'> = {
    requests,
    sessions,
    paymentIntents: new Map(),
    failPaymentIntentReads: false,
  };
  const server = createServer((message, response) => {
    void (async () => {
      const url = new URL(message.url ?? '/', 'http://recorder');
      const body = decodeStripeForm(await readBody(message));
      const idempotencyKey = message.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: message.method ?? '',
        path: url.pathname,
        query: decodeStripeForm(url.search.slice(1)),
        body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(message.headers.authorization ? { authorization: message.headers.authorization } : {}),
      });
      if (!message.headers.authorization?.startsWith('Bearer sk_'))
        return stripeError(response, 401, 'invalid_request_error', 'You did not provide an API key.');
      if (message.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const replayed = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (replayed) return answer(response, replayed, { 'idempotent-replayed': 'true' });
        const session = checkoutSessionOf(body);
        sessions.set(session.id as string, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
        return answer(response, session);
      }
      if (message.method === 'POST' && url.pathname === '/v1/refunds') {
        const replayed = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (replayed) return answer(response, replayed, { 'idempotent-replayed': 'true' });
        const refund = {
          id: `re_test_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount: Number(body.amount),
          payment_intent: body.payment_intent,
          metadata: body.metadata ?? {},
          status: 'succeeded',
        };
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, refund);
        return answer(response, refund);
      }
      const intent = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (message.method === 'GET' && intent) {
        if (recorder.failPaymentIntentReads)
          return stripeError(response, 500, 'api_error', 'Something went wrong on Stripe’s end.');
        const known = recorder.paymentIntents.get(intent[1]!);
        if (!known)
          return stripeError(
            response,
            404,
            'invalid_request_error',
            `No such payment_intent: '${intent[1]}'`,
          );
        const expand = (decodeStripeForm(url.search.slice(1)).expand ?? []) as string[];
        return answer(
          response,
          paymentIntentOf(intent[1]!, known, expand.includes('latest_charge.balance_transaction')),
        );
      }
      return stripeError(
        response,
        404,
        'invalid_request_error',
        `Unrecognized request URL (${message.method}: ${url.pathname})`,
      );
    })().catch((error: unknown) => stripeError(response, 500, 'api_error', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(recorder as StripeRecorder, {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The SDK's own test signing, as Stripe signs: `t=<unix>,v1=<HMAC-SHA256>`. */
const signer = new Stripe('sk_test_signing_only_for_tests').webhooks;

export interface StripeEventOptions {
  id?: string;
  /** Seconds since the epoch; now unless given. */
  created?: number;
}

/** An event as Stripe delivers it (a snapshot event with the object in `data.object`). */
export function stripeEvent(type: string, object: Record<string, unknown>, options: StripeEventOptions = {}) {
  return {
    id: options.id ?? stripeId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * A recorded session as Stripe reports it once the family paid (or, for
 * Bacs, confirmed): complete, with its PaymentIntent and payment status.
 */
export function completedSession<Session extends Record<string, unknown>>(
  session: Session,
  overrides: { paymentIntent?: string; paymentStatus?: 'paid' | 'unpaid'; amountTotal?: number } = {},
) {
  return {
    ...session,
    status: 'complete',
    url: null,
    payment_status: overrides.paymentStatus ?? 'paid',
    payment_intent: overrides.paymentIntent ?? stripeId('pi'),
    ...(overrides.amountTotal === undefined
      ? {}
      : { amount_total: overrides.amountTotal, amount_subtotal: overrides.amountTotal }),
  };
}

/**
 * The family paid `session`: the recorder answers its PaymentIntent from now
 * on (the webhook reads it, with the charge's balance transaction, for the
 * fee and the method), and the session is as Stripe's
 * `checkout.session.completed` reports it.
 */
export function payRecordedSession(
  recorder: StripeRecorder,
  session: Record<string, unknown>,
  options: { paidWith?: 'card' | 'bacs_debit'; paymentStatus?: 'paid' | 'unpaid'; fee?: number } = {},
) {
  const paymentIntent = stripeId('pi');
  recorder.paymentIntents.set(paymentIntent, {
    amount: session.amount_total as number,
    currency: session.currency as string,
    metadata: session.metadata as Record<string, string>,
    paidWith: options.paidWith ?? 'card',
    fee: options.fee ?? 45,
    feeCurrency: 'gbp',
  });
  return {
    paymentIntent,
    session: completedSession(session, { paymentIntent, paymentStatus: options.paymentStatus ?? 'paid' }),
  };
}

/** The body and `Stripe-Signature` header of an event, signed with `secret` at `timestamp` (now unless given). */
export function signedDelivery(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  return {
    payload,
    signature: signer.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    }),
  };
}

/** A delivery as Stripe POSTs it to the webhook: no sign-in, the raw body, the signature header. */
export const webhookRequest = (delivery: { payload: string; signature?: string }) => ({
  rawBody: delivery.payload,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }),
  },
});

/** POSTs a delivery to the webhook as Stripe does. */
export function deliverToWebhook(
  api: string,
  delivery: { payload: string; signature?: string },
): Promise<ApiAnswer> {
  return request(api, 'POST', '/payments/stripe/webhook', webhookRequest(delivery));
}

/** Keys in Stripe's formats, for PUT /payment-settings (the recorder takes any `sk_` key). */
export const testStripeKeys = {
  stripeSecretKey: 'sk_test_recorderSecretKey0123456789',
  stripeWebhookSecret: 'whsec_recorderWebhookSecret0123456789',
};
