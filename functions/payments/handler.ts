import { paymentRoutes } from '../../shared/routes/payment-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { createCheckout } from './checkout';
import { getPaymentOptions } from './payment-options';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings';
import { receiveStripeEvent } from './stripe-webhook';
import { refundCreditNote } from './credit-note-refund';

export const handler = createDomainHandler('payments', paymentRoutes, {
  'payments.settings': getPaymentSettings,
  'payments.updateSettings': updatePaymentSettings,
  'payments.options': getPaymentOptions,
  'payments.checkout': createCheckout,
  'payments.creditNoteRefund': refundCreditNote,
  'payments.stripeWebhook': receiveStripeEvent,
});
