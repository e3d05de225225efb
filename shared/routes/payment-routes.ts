import {
  checkoutRequestSchema,
  checkoutSchema,
  paymentOptionsSchema,
  paymentSettingsSchema,
  paymentSettingsUpdateSchema,
  webhookReceiptSchema,
} from '../schemas/online-payment-schemas';
import { billing, billingRefusal, staff, viewers, viewRefusal } from './invoice-access';
import { creditNoteIdParamsSchema, creditNoteSchema } from '../schemas/credit-note-schemas';
import { paymentCreateSchema } from '../schemas/payment-schemas';
import { defineDomainRoutes } from './route-definition';

/**
 * Online payment with the school's own Stripe account: its own function, the
 * only one that bundles the Stripe SDK and reads the school's Stripe keys.
 */
export const paymentRoutes = defineDomainRoutes('payments', {
  'payments.settings': {
    method: 'GET',
    path: '/payment-settings',
    access: staff,
    forbiddenMessage: viewRefusal,
    summary: 'Whether online payment is on, its methods and the last four characters of the Stripe key',
    data: paymentSettingsSchema,
  },
  'payments.updateSettings': {
    method: 'PUT',
    path: '/payment-settings',
    access: billing,
    forbiddenMessage: 'Only the Super Administrator can change payment settings',
    summary:
      'Save the Stripe secret key and webhook signing secret (write-only; null removes one) and the methods offered',
    body: paymentSettingsUpdateSchema,
    data: paymentSettingsSchema,
  },
  'payments.options': {
    method: 'GET',
    path: '/payment-options',
    access: viewers,
    forbiddenMessage: viewRefusal,
    summary:
      "How a family can pay: whether online payment is on, with which methods, and the school's bank details",
    data: paymentOptionsSchema,
  },
  'payments.checkout': {
    method: 'POST',
    path: '/payments/checkout',
    access: viewers,
    forbiddenMessage: viewRefusal,
    summary:
      "A Stripe Checkout Session for open invoices in one currency (families: their own), one line per invoice's balance",
    body: checkoutRequestSchema,
    data: checkoutSchema,
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  // Here rather than in invoices: a refund on an invoice paid online is made in Stripe, whose SDK only this function bundles.
  'payments.creditNoteRefund': {
    method: 'POST',
    path: '/credit-notes/{id}/refunds',
    access: billing,
    forbiddenMessage: billingRefusal,
    summary:
      "Pay back (part of) the family credit a credit note created: through Stripe when the invoice was paid online and online payment is on, else as staff record it; the family's credit never goes below zero (409)",
    params: creditNoteIdParamsSchema,
    body: paymentCreateSchema,
    data: creditNoteSchema,
    successStatus: 201,
  },
  'payments.stripeWebhook': {
    method: 'POST',
    path: '/payments/stripe/webhook',
    // Stripe signs each event; the signature over the raw body is the only proof accepted.
    access: 'public',
    summary:
      "Stripe's events (checkout completed, Direct Debit settled or failed, refunds), verified by signature",
    data: webhookReceiptSchema,
    rawBody: true,
    throttle: { rateLimit: 50, burstLimit: 100 },
  },
});
