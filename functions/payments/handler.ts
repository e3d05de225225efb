import { paymentRoutes } from '../../shared/routes/payment-routes';
import { createDomainHandler } from '../request/create-domain-handler';
import { createCheckout } from './checkout';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings';
import { receiveStripeEvent } from './stripe-webhook';

export const handler = createDomainHandler('payments', paymentRoutes, {
  'payments.settings': getPaymentSettings,
  'payments.updateSettings': updatePaymentSettings,
  'payments.checkout': createCheckout,
  'payments.stripeWebhook': receiveStripeEvent,
});
