import { useState } from 'react';
import type { Currency } from '../../../shared/invoices/money';
import { payAllSelection, totalsDueByCurrency } from '../lib/open-invoices';
import { messageOf } from './api-error';
import { useCheckout, usePaymentOptions } from './online-payment';
import { useUnpaidInvoices } from './unpaid-invoices-query';

export const payAllFailed = 'Online payment could not be started';

/**
 * The family's total due per currency and its Pay all: one Checkout Session
 * for every open invoice of a currency (the family home and the invoice
 * list show it alike). `ready` once both reads have answered; a failed
 * options read offers bank transfer only.
 */
export function usePayAll({ enabled = true }: { enabled?: boolean } = {}) {
  const invoices = useUnpaidInvoices({ enabled });
  const options = usePaymentOptions({ enabled });
  const checkout = useCheckout();
  const [payingCurrency, setPayingCurrency] = useState<Currency | null>(null);

  const unpaid = invoices.data ?? [];
  const rows = totalsDueByCurrency(unpaid).map((due) => {
    const selection = payAllSelection(unpaid, due.currency);
    return {
      currency: due.currency,
      balanceDue: due.balanceDue,
      invoiceCount: due.invoiceIds.length,
      payAmount: selection.amount,
      leftOut: selection.leftOut,
    };
  });

  const pay = (currency: Currency) => {
    const { invoiceIds } = payAllSelection(unpaid, currency);
    if (invoiceIds.length === 0) return;
    setPayingCurrency(currency);
    checkout.mutate(invoiceIds, {
      // On success the browser is leaving for the payment page: the button stays busy.
      onError: () => setPayingCurrency(null),
    });
  };

  return {
    ready: !invoices.isPending && !options.isPending,
    rows,
    online: options.data?.online ?? false,
    payingCurrency,
    onPay: pay,
    error: checkout.isError ? messageOf(checkout.error, payAllFailed) : null,
  };
}
