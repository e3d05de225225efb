import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  paymentCreateSchema,
  type PaymentCreateRequest,
} from '../../../../../shared/schemas/payment-schemas';

/**
 * Money recorded by staff, in or out: a payment received against an invoice
 * or a refund paid back from a credit note. Both send the same body, so one
 * form model checks both; only the ceiling and the wording differ.
 */
export interface MoneyMovementValues {
  amount: string;
  date: string;
  method: PaymentCreateRequest['method'];
  reference: string;
}

/** The form starts as all of `amount`, today, by bank transfer. */
export function moneyMovementDefaults(amount: number, today: string): MoneyMovementValues {
  return { amount: amount.toFixed(2), date: today, method: 'bank_transfer', reference: '' };
}

/** What the resolver says when the amount is over its ceiling, and when the server's schema refuses. */
export interface MoneyMovementWording {
  overCeiling: string;
  fallback: string;
}

/**
 * The movement to record, or the first thing wrong with it: an amount above
 * 0 and at most `ceiling`, then whatever the server's own schema refuses (a
 * date in the future, a reference too long).
 */
export function moneyMovementResolver(
  ceiling: number,
  wording: MoneyMovementWording,
): Resolver<MoneyMovementValues, unknown, PaymentCreateRequest> {
  return (values) => {
    const refuse = (field: keyof MoneyMovementValues, message: string) => ({
      values: {},
      errors: { [field]: { type: 'validate', message } } as FieldErrors<MoneyMovementValues>,
    });
    const amount = Number(values.amount);
    if (!Number.isFinite(amount) || amount <= 0) return refuse('amount', 'Please enter an amount above 0');
    if (amount > ceiling) return refuse('amount', wording.overCeiling);
    const parsed = paymentCreateSchema.safeParse({ ...values, amount, reference: values.reference.trim() });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path[0];
      return refuse(
        field === 'date' || field === 'method' || field === 'reference' ? field : 'amount',
        issue?.message ?? wording.fallback,
      );
    }
    return { values: parsed.data, errors: {} };
  };
}

/** The one message the form shows: the server's refusal, else the first field's. */
export function firstMoneyMovementError(
  failure: string | null,
  errors: FieldErrors<MoneyMovementValues>,
): string | null {
  return (
    failure ??
    errors.amount?.message ??
    errors.date?.message ??
    errors.method?.message ??
    errors.reference?.message ??
    null
  );
}
