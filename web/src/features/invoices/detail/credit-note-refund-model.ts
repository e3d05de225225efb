import type { Resolver } from 'react-hook-form';
import { formatMoney, toMajorUnits, toMinorUnits, type Currency } from '../../../../../shared/invoices/money';
import type { CreditNote } from '../../../../../shared/schemas/credit-note-schemas';
import type { PaymentCreateRequest } from '../../../../../shared/schemas/payment-schemas';
import {
  moneyMovementDefaults,
  moneyMovementResolver,
  type MoneyMovementValues,
} from './money-movement-form-model';

/** The refund form as its inputs hold it. */
export type RefundFormValues = MoneyMovementValues;

/**
 * What of the family credit a credit note created may still be paid back, in
 * major units: its family credit less what was refunded already. The server
 * also keeps the family's credit from going below zero (it may have been spent).
 */
export function refundableAmount(note: Pick<CreditNote, 'familyCredit' | 'refunded'>): number {
  return toMajorUnits(Math.max(0, toMinorUnits(note.familyCredit) - toMinorUnits(note.refunded ?? 0)));
}

/** The form starts as a refund of all that is left, today, by bank transfer. */
export const refundFormDefaults: (refundable: number, today: string) => RefundFormValues =
  moneyMovementDefaults;

/** The refund to record: above 0 and at most what is left to refund, as the server's schema accepts it. */
export function refundResolver(
  refundable: number,
  currency: Currency,
): Resolver<RefundFormValues, unknown, PaymentCreateRequest> {
  return moneyMovementResolver(refundable, {
    overCeiling: `The refund is more than is left of this credit note's credit (${formatMoney(refundable, currency)})`,
    fallback: 'Please check the refund',
  });
}
