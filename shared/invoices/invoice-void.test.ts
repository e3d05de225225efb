import { describe, expect, it } from 'vitest';
import { balanceMinor, hasPaymentsRecorded, paymentDateRefusal } from './invoice-payments';
import { invoiceStatuses } from './invoice-statuses';
import { backToDraftRefusal, maxVoidReasonLength, voidRefusal } from './invoice-void';

const payment = { amountMinor: 1000, date: '2026-11-02' };
const withPayments = 'An invoice with payments recorded cannot be voided';

describe('voidRefusal', () => {
  it('voids only an issued invoice with no money on it', () => {
    const verdicts = invoiceStatuses.map((status) => [status, voidRefusal({ status, totalMinor: 8000 })]);
    expect(Object.fromEntries(verdicts)).toEqual({
      draft: 'A draft invoice cannot be voided: delete it instead',
      sent: undefined,
      // Marked paid before payments were recorded: its total counts as received.
      paid: withPayments,
      overdue: undefined,
      cancelled: 'A cancelled invoice cannot be voided',
      void: 'The invoice is already void',
    });
  });

  it('takes a reason of up to 500 characters', () => {
    expect(maxVoidReasonLength).toBe(500);
  });

  it('refuses a sent or overdue invoice with any payment, even one Stripe refunded in full', () => {
    for (const status of ['sent', 'overdue'] as const) {
      expect(voidRefusal({ status, totalMinor: 8000, payments: [payment] })).toBe(withPayments);
      expect(voidRefusal({ status, totalMinor: 8000, payments: [{ ...payment, amountMinor: 0 }] })).toBe(
        withPayments,
      );
    }
  });
});

describe('backToDraftRefusal', () => {
  it('lets an invoice back to draft only with no money recorded on it', () => {
    expect(backToDraftRefusal({ status: 'sent', totalMinor: 8000 })).toBeUndefined();
    expect(backToDraftRefusal({ status: 'overdue', totalMinor: 8000, payments: [] })).toBeUndefined();
    expect(backToDraftRefusal({ status: 'sent', totalMinor: 8000, payments: [payment] })).toBe(
      'An invoice with payments recorded cannot go back to draft',
    );
    expect(backToDraftRefusal({ status: 'paid', totalMinor: 8000 })).toBe(
      'An invoice with payments recorded cannot go back to draft',
    );
  });
});

describe('the money of a void invoice', () => {
  it('is not due: its balance is nothing, and it has no payments', () => {
    const voided = { status: 'void' as const, totalMinor: 8000 };
    expect(balanceMinor(voided)).toBe(0);
    expect(hasPaymentsRecorded(voided)).toBe(false);
    expect(balanceMinor({ ...voided, status: 'sent' })).toBe(8000);
  });
});

describe('paymentDateRefusal', () => {
  // Noon in London on 2 December 2026; the invoice issued on 3 March 2026.
  const now = new Date('2026-12-02T12:00:00Z');
  const invoice = { createdAt: '2026-03-03T10:00:00.000Z' };

  it('takes any day from a year before the invoice date up to today on the school’s calendar', () => {
    for (const date of ['2025-03-03', '2026-01-01', '2026-12-02']) {
      expect(paymentDateRefusal(invoice, date, now), date).toBeUndefined();
    }
  });

  it('refuses a day still to come and one more than a year before the invoice date', () => {
    expect(paymentDateRefusal(invoice, '2026-12-03', now)).toBe('Payment date cannot be in the future');
    expect(paymentDateRefusal(invoice, '2025-03-02', now)).toBe(
      'Payment date cannot be more than a year before the invoice date (2026-03-03)',
    );
  });

  it('reads the invoice date and today in London, and a year before 29 February as 28 February', () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in London (BST).
    const late = { createdAt: '2026-03-31T23:30:00.000Z' };
    expect(paymentDateRefusal(late, '2025-04-01', now)).toBeUndefined();
    expect(paymentDateRefusal(late, '2025-03-31', now)).toMatch(/\(2026-04-01\)$/);
    const leap = { createdAt: '2028-02-29T12:00:00.000Z' };
    const later = new Date('2028-06-01T12:00:00Z');
    expect(paymentDateRefusal(leap, '2027-02-28', later)).toBeUndefined();
    expect(paymentDateRefusal(leap, '2027-02-27', later)).toMatch(/more than a year/);
    // Just after midnight in London is still the day before in UTC in summer: today is London's.
    expect(paymentDateRefusal(invoice, '2026-07-01', new Date('2026-06-30T23:30:00Z'))).toBeUndefined();
  });
});
