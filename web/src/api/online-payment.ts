import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { paymentOptionsQuery } from './payment-options-query';

/**
 * Online payment as the family's screens use it: how the school takes money
 * (GET /payment-options) and the start of a Stripe Checkout
 * (POST /payments/checkout), which the browser leaves for. The invoice page
 * and the family home share it.
 */

export function usePaymentOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentOptionsQuery, enabled });
}

/** Where the browser goes to pay: Stripe's page, on another site. Its own function so the tests can stand in for it. */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Starts a Checkout Session for some open invoices (one currency) and sends
 * the browser to it. The mutation stays successful while the browser leaves,
 * so the button pressed can stay busy until the page goes.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: (invoiceIds: readonly string[]) =>
      callApi('payments.checkout', { body: { invoiceIds: [...invoiceIds] } }),
    onSuccess: ({ url }) => leaveForCheckout(url),
  });
}
