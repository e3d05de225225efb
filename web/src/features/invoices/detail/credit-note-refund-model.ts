import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatMoney, toMajorUnits, toMinorUnits, type Currency } from '../../../../../shared/invoices/money';
import type { CreditNote } from '../../../../../shared/schemas/credit-note-schemas';
import {
  paymentCreateSchema,
  type PaymentCreateRequest,
} from '../../../../../shared/schemas/payment-schemas';

/** The refund form as its inputs hold it. */
export interface RefundFormValues {
  amount: string;
  date: string;
  method: PaymentCreateRequest['method'];
  reference: string;
}

/**
 * What of the family credit a credit note created may still be paid back, in
 * major units: its family credit less what was refunded already. The server
 * also keeps the family's credit from going below zero (it may have been spent).
 */
export function refundableAmount(note: Pick<CreditNote, 'familyCredit' | 'refunded'>): number {
  return toMajorUnits(Math.max(0, toMinorUnits(note.familyCredit) - toMinorUnits(note.refunded ?? 0)));
}

/** The form starts as a refund of all that is left, today, by bank transfer. */
export function refundFormDefaults(refundable: number, today: string): RefundFormValues {
  return { amount: refundable.toFixed(2), date: today, method: 'bank_transfer', reference: '' };
}

/**
 * The refund to record, or the first thing wrong with it: an amount above 0
 * and at most what is left to refund, then whatever the server's own schema
 * refuses (a date in the future, a reference too long).
 */
export function refundResolver(
  refundable: number,
  currency: Currency,
): Resolver<RefundFormValues, unknown, PaymentCreateRequest> {
  return (values) => {
    const refuse = (field: keyof RefundFormValues, message: string) => ({
      values: {},
      errors: { [field]: { type: 'validate', message } } as FieldErrors<RefundFormValues>,
    });
    const amount = Number(values.amount);
    if (!Number.isFinite(amount) || amount <= 0) return refuse('amount', 'Please enter an amount above 0');
    if (amount > refundable)
      return refuse(
        'amount',
        `The refund is more than is left of this credit note's credit (${formatMoney(refundable, currency)})`,
      );
    const parsed = paymentCreateSchema.safeParse({ ...values, amount, reference: values.reference.trim() });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path[0];
      return refuse(
        field === 'date' || field === 'method' || field === 'reference' ? field : 'amount',
        issue?.message ?? 'Please check the refund',
      );
    }
    return { values: parsed.data, errors: {} };
  };
}
