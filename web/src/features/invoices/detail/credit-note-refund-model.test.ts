import { describe, expect, it } from 'vitest';
import { schoolToday } from '../../../../../shared/invoices/invoice-period';
import {
  refundableAmount,
  refundFormDefaults,
  refundResolver,
  type RefundFormValues,
} from './credit-note-refund-model';

const today = schoolToday();
const check = (values: Partial<RefundFormValues>) =>
  refundResolver(30, 'GBP')({ ...refundFormDefaults(30, today), ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('refundableAmount', () => {
  it("is the credit note's family credit less what was refunded, never below zero", () => {
    expect(refundableAmount({ familyCredit: 30 })).toBe(30);
    expect(refundableAmount({ familyCredit: 30, refunded: 10.01 })).toBe(19.99);
    expect(refundableAmount({ familyCredit: 30, refunded: 30 })).toBe(0);
    expect(refundableAmount({ familyCredit: 0 })).toBe(0);
  });
});

describe('refundResolver', () => {
  it('refunds all that is left today by bank transfer as the form starts, the reference trimmed', async () => {
    expect(await check({ reference: '  BACS-9 ' })).toEqual({
      values: { amount: 30, date: today, method: 'bank_transfer', reference: 'BACS-9' },
      errors: {},
    });
  });

  it('asks for an amount above 0 and at most what is left to refund, and no date to come', async () => {
    expect((await check({ amount: '0' })).errors.amount?.message).toBe('Please enter an amount above 0');
    expect((await check({ amount: '30.01' })).errors.amount?.message).toBe(
      "The refund is more than is left of this credit note's credit (£30.00)",
    );
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await check({ date: tomorrow })).errors.date?.message).toBe(
      'Payment date cannot be in the future',
    );
  });
});
