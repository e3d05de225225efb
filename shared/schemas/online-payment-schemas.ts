import * as z from 'zod';
import { onlinePaymentMethods } from '../invoices/online-payment-methods';
import { storedInstructionsSchema } from './school-profile-schemas';
import { idSchema } from './value-schemas';

/**
 * GET /payment-settings: whether families are offered online payment, with
 * which methods, and the last four characters of the Stripe secret key. The
 * keys themselves are write-only: no answer ever carries them.
 */
export const paymentSettingsSchema = z.object({
  /** True once a secret key and a webhook signing secret are saved and at least one method is on. */
  online: z.boolean(),
  methods: z.array(z.enum(onlinePaymentMethods)),
  /** Null while no key is saved. */
  secretKeyLast4: z.string().nullable(),
  webhookSecretSet: z.boolean(),
  /** Stripe's test or live mode, read from the key's prefix; null while no key is saved. */
  mode: z.enum(['test', 'live']).nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * GET /payment-options: how a family can pay, for the invoice page's "How to
 * pay" and the home's Pay all: online payment (and with what), and the bank
 * details per currency where the school gave them. No key, no last four.
 */
export const paymentOptionsSchema = z.object({
  online: z.boolean(),
  methods: z.array(z.enum(onlinePaymentMethods)),
  bankDetails: z.object({
    GBP: storedInstructionsSchema.optional(),
    AED: storedInstructionsSchema.optional(),
  }),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** A Stripe secret or restricted key: `sk_test_…`, `sk_live_…`, `rk_test_…`, `rk_live_…`. */
export const stripeSecretKeyPattern = /^(sk|rk)_(test|live)_[A-Za-z0-9]{16,240}$/;
/** A webhook endpoint's signing secret as Stripe shows it: `whsec_…`. */
export const stripeWebhookSecretPattern = /^whsec_[A-Za-z0-9+/=]{16,240}$/;

/**
 * PUT /payment-settings. A key left out stays as saved; `null` removes it
 * (the school disconnects Stripe, and families are offered bank transfer only).
 */
export const paymentSettingsUpdateSchema = z.strictObject({
  stripeSecretKey: z
    .string({ error: 'Secret key must be text' })
    .trim()
    .regex(stripeSecretKeyPattern, 'Secret key must be a Stripe secret key (sk_live_… or sk_test_…)')
    .nullable()
    .optional(),
  stripeWebhookSecret: z
    .string({ error: 'Webhook signing secret must be text' })
    .trim()
    .regex(stripeWebhookSecretPattern, 'Webhook signing secret must be the whsec_… secret Stripe shows')
    .nullable()
    .optional(),
  methods: z
    .array(z.enum(onlinePaymentMethods, { error: `Methods must be from ${onlinePaymentMethods.join(', ')}` }))
    .max(onlinePaymentMethods.length)
    .refine((methods) => new Set(methods).size === methods.length, 'Each method may be listed once'),
});
export type PaymentSettingsUpdate = z.infer<typeof paymentSettingsUpdateSchema>;

/** One Checkout Session pays at most this many invoices (one line each). */
export const maxInvoicesPerCheckout = 24;

/** POST /payments/checkout: the open invoices to pay, in one currency. */
export const checkoutRequestSchema = z.strictObject({
  invoiceIds: z
    .array(idSchema, { error: 'invoiceIds must be a list of invoice ids' })
    .min(1, 'Choose at least one invoice to pay')
    .max(maxInvoicesPerCheckout, `At most ${maxInvoicesPerCheckout} invoices can be paid at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each invoice may be listed once'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Where the browser goes next: Stripe's hosted Checkout page. */
export const checkoutSchema = z.object({ url: z.string() });

/** The webhook's answer to Stripe: only the status code matters to it. */
export const webhookReceiptSchema = z.object({ received: z.literal(true) });
