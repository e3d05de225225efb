import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatMoney, type Currency } from '../../../../../shared/invoices/money';
import { paymentCreateSchema } from '../../../../../shared/schemas/payment-schemas';
import type { PaymentDraft } from './invoice-detail-api';

/** The payment form as its inputs hold it. */
export interface PaymentFormValues {
  amount: string;
  date: string;
  method: PaymentDraft['method'];
  reference: string;
}

/** The form starts as a payment of the whole balance, today, by bank transfer. */
export function paymentFormDefaults(balanceDue: number, today: string): PaymentFormValues {
  return { amount: balanceDue.toFixed(2), date: today, method: 'bank_transfer', reference: '' };
}

/**
 * The payment to record, or the first thing wrong with it: an amount above 0
 * and at most the balance due, then whatever the server's own schema refuses
 * (a date in the future, a reference too long).
 */
export function paymentResolver(
  balanceDue: number,
  currency: Currency,
): Resolver<PaymentFormValues, unknown, PaymentDraft> {
  return (values) => {
    const refuse = (field: keyof PaymentFormValues, message: string) => ({
      values: {},
      errors: { [field]: { type: 'validate', message } } as FieldErrors<PaymentFormValues>,
    });
    const amount = Number(values.amount);
    if (!Number.isFinite(amount) || amount <= 0) return refuse('amount', 'Please enter an amount above 0');
    if (amount > balanceDue)
      return refuse(
        'amount',
        `The amount is more than the balance due (${formatMoney(balanceDue, currency)})`,
      );
    const parsed = paymentCreateSchema.safeParse({ ...values, amount, reference: values.reference.trim() });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path[0];
      return refuse(
        field === 'date' || field === 'method' || field === 'reference' ? field : 'amount',
        issue?.message ?? 'Please check the payment',
      );
    }
    return { values: parsed.data, errors: {} };
  };
}
