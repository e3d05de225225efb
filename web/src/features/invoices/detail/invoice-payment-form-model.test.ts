import { describe, expect, it } from 'vitest';
import { schoolToday } from '../../../../../shared/invoices/invoice-period';
import { paymentFormDefaults, paymentResolver, type PaymentFormValues } from './invoice-payment-form-model';

const today = schoolToday();
const check = (values: Partial<PaymentFormValues>) =>
  paymentResolver(132.5, 'GBP')({ ...paymentFormDefaults(132.5, today), ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('paymentResolver', () => {
  it('records the balance today by bank transfer as the form starts, the reference trimmed', async () => {
    expect(await check({ reference: '  FT-KHAN-1 ' })).toEqual({
      values: { amount: 132.5, date: today, method: 'bank_transfer', reference: 'FT-KHAN-1' },
      errors: {},
    });
  });

  it('asks for an amount above 0, and at most the balance due', async () => {
    expect((await check({ amount: '0' })).errors.amount?.message).toBe('Please enter an amount above 0');
    expect((await check({ amount: 'ten' })).errors.amount?.message).toBe('Please enter an amount above 0');
    expect((await check({ amount: '132.51' })).errors.amount?.message).toBe(
      'The amount is more than the balance due (£132.50)',
    );
  });

  it("refuses what the server's schema refuses, in its words, before anything is sent", async () => {
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await check({ date: tomorrow })).errors.date?.message).toBe(
      'Payment date cannot be in the future',
    );
    expect((await check({ amount: '10.005' })).errors.amount?.message).toBe(
      'Amount may have at most two decimals',
    );
    expect((await check({ reference: 'x'.repeat(101) })).errors.reference?.message).toBe(
      'Reference must be at most 100 characters',
    );
  });
});
