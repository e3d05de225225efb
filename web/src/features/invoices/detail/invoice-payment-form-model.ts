import type { Resolver } from 'react-hook-form';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import type { PaymentDraft } from './invoice-detail-api';
import {
  moneyMovementDefaults,
  moneyMovementResolver,
  type MoneyMovementValues,
} from './money-movement-form-model';

/** The payment form as its inputs hold it. */
export type PaymentFormValues = MoneyMovementValues;

/** The form starts as a payment of the whole balance, today, by bank transfer. */
export const paymentFormDefaults: (balanceDue: number, today: string) => PaymentFormValues =
  moneyMovementDefaults;

/** The payment to record: above 0 and at most the balance due, as the server's schema accepts it. */
export function paymentResolver(
  balanceDue: number,
  currency: Currency,
): Resolver<PaymentFormValues, unknown, PaymentDraft> {
  return moneyMovementResolver(balanceDue, {
    overCeiling: `The amount is more than the balance due (${formatMoney(balanceDue, currency)})`,
    fallback: 'Please check the payment',
  });
}
