import { describe, expect, it } from 'vitest';
import {
  creditAmountRefusal,
  creditableMinor,
  creditNoteNumber,
  creditNoteRefundRefusal,
  creditNoteRefusal,
  creditToApplyMinor,
  creditOfLines,
  maxCreditNotesPerInvoice,
  maxCreditReasonLength,
  refundableMinor,
  settleCredit,
  statusAfterCredit,
  vatSplitOfGross,
} from './credit-notes';
import {
  amountPaidMinor,
  balanceMinor,
  creditOffInvoiceMinor,
  receivedPayments,
  statusAfterPayments,
} from './invoice-payments';
import { invoiceStatuses } from './invoice-statuses';
import { backToDraftRefusal, voidRefusal } from './invoice-void';

describe('creditNoteRefusal', () => {
  it('credits only an issued invoice: sent, overdue or paid', () => {
    const verdicts = invoiceStatuses.map((status) => [
      status,
      creditNoteRefusal({ status, totalMinor: 8000 }),
    ]);
    expect(Object.fromEntries(verdicts)).toEqual({
      draft: 'A draft invoice cannot be credited: change or delete it instead',
      sent: undefined,
      paid: undefined,
      overdue: undefined,
      cancelled: 'A cancelled invoice cannot be credited',
      void: 'A void invoice cannot be credited: nothing on it is due',
    });
  });

  it('refuses an invoice credited in full, and one with the most credit notes it may hold', () => {
    expect(creditNoteRefusal({ status: 'paid', totalMinor: 8000, creditedMinor: 8000 })).toBe(
      'The invoice is already credited in full',
    );
    expect(creditNoteRefusal({ status: 'paid', totalMinor: 8000, creditedMinor: 7999 })).toBeUndefined();
    const notes = (count: number) => Array.from({ length: count }, () => ({}));
    expect(
      creditNoteRefusal({ status: 'sent', totalMinor: 8000, creditNotes: notes(maxCreditNotesPerInvoice) }),
    ).toBe('An invoice holds at most 50 credit notes');
    expect(
      creditNoteRefusal({
        status: 'sent',
        totalMinor: 8000,
        creditNotes: notes(maxCreditNotesPerInvoice - 1),
      }),
    ).toBeUndefined();
    expect(maxCreditReasonLength).toBe(500);
  });
});

describe('creditableMinor and creditAmountRefusal', () => {
  it('leaves the total less what earlier credit notes took, never below zero', () => {
    expect(creditableMinor({ status: 'sent', totalMinor: 14400 })).toBe(14400);
    expect(creditableMinor({ status: 'sent', totalMinor: 14400, creditedMinor: 2400 })).toBe(12000);
    expect(creditableMinor({ status: 'sent', totalMinor: 14400, creditedMinor: 15000 })).toBe(0);
  });

  it('refuses more than is left, to the minor unit', () => {
    const invoice = {
      status: 'sent' as const,
      totalMinor: 14400,
      creditedMinor: 10000,
      currency: 'GBP' as const,
    };
    expect(creditAmountRefusal(invoice, 4400)).toBeUndefined();
    expect(creditAmountRefusal(invoice, 4401)).toBe(
      'The credit is more than is left to credit on the invoice (£44.00)',
    );
    expect(creditAmountRefusal({ ...invoice, currency: 'AED' }, 4401)).toBe(
      'The credit is more than is left to credit on the invoice (AED 44.00)',
    );
  });
});

describe('vatSplitOfGross', () => {
  it('splits a gross credit into net and VAT at the invoice rate', () => {
    expect(vatSplitOfGross(2400, 20)).toEqual({ subtotalMinor: 2000, taxMinor: 400, totalMinor: 2400 });
    expect(vatSplitOfGross(1050, 5)).toEqual({ subtotalMinor: 1000, taxMinor: 50, totalMinor: 1050 });
    expect(vatSplitOfGross(999, 0)).toEqual({ subtotalMinor: 999, taxMinor: 0, totalMinor: 999 });
    // 1p at 20 %: 0.83p net rounds to 1p, so the VAT portion is nothing; the parts always add up.
    expect(vatSplitOfGross(1, 20)).toEqual({ subtotalMinor: 1, taxMinor: 0, totalMinor: 1 });
    expect(vatSplitOfGross(1001, 20)).toEqual({ subtotalMinor: 834, taxMinor: 167, totalMinor: 1001 });
  });
});

describe('creditOfLines', () => {
  it('credits the lines with VAT as the invoice rounds it', () => {
    expect(creditOfLines([4000, 3333], 20, 100_000)).toEqual({
      subtotalMinor: 7333,
      taxMinor: 1467,
      totalMinor: 8800,
    });
    expect(creditOfLines([4000], 0, 100_000)).toEqual({ subtotalMinor: 4000, taxMinor: 0, totalMinor: 4000 });
  });

  it('never takes more than is left: the last lines give up the rounding, then the net', () => {
    expect(creditOfLines([4000], 20, 4799)).toEqual({ subtotalMinor: 4000, taxMinor: 799, totalMinor: 4799 });
    expect(creditOfLines([4000], 20, 4800)).toEqual({ subtotalMinor: 4000, taxMinor: 800, totalMinor: 4800 });
    expect(creditOfLines([4000], 20, 3000)).toEqual({ subtotalMinor: 3000, taxMinor: 0, totalMinor: 3000 });
  });

  it('credits no VAT on the lines the invoice did not tax', () => {
    // A £40 lesson (taxed) and a £25 exam fee (untaxed): VAT on the lesson only.
    expect(creditOfLines([4000, 2500], 20, 100_000, 2500)).toEqual({
      subtotalMinor: 6500,
      taxMinor: 800,
      totalMinor: 7300,
    });
    expect(creditOfLines([2500], 20, 100_000, 2500)).toEqual({
      subtotalMinor: 2500,
      taxMinor: 0,
      totalMinor: 2500,
    });
  });
});

describe('settleCredit', () => {
  it('settles what is due first and keeps the rest as family credit', () => {
    expect(settleCredit(5400, 4400)).toEqual({ againstInvoiceMinor: 4400, toFamilyCreditMinor: 1000 });
    expect(settleCredit(2400, 14400)).toEqual({ againstInvoiceMinor: 2400, toFamilyCreditMinor: 0 });
    expect(settleCredit(2400, 2400)).toEqual({ againstInvoiceMinor: 2400, toFamilyCreditMinor: 0 });
    expect(settleCredit(2400, 0)).toEqual({ againstInvoiceMinor: 0, toFamilyCreditMinor: 2400 });
    expect(settleCredit(2400, -5)).toEqual({ againstInvoiceMinor: 0, toFamilyCreditMinor: 2400 });
  });
});

describe('statusAfterCredit and the balance with credit', () => {
  const payment = { amountMinor: 10000, date: '2026-11-02' };
  it('is paid once payments and credit cover the total, and otherwise stays as it was', () => {
    expect(
      statusAfterCredit({ status: 'sent', totalMinor: 14400, payments: [payment], creditedMinor: 4400 }),
    ).toBe('paid');
    expect(
      statusAfterCredit({ status: 'overdue', totalMinor: 14400, payments: [payment], creditedMinor: 4399 }),
    ).toBe('overdue');
    expect(statusAfterCredit({ status: 'sent', totalMinor: 14400, creditedMinor: 14400 })).toBe('paid');
    // Marked paid before payments were recorded: its total counts as received, it stays paid.
    expect(statusAfterCredit({ status: 'paid', totalMinor: 14400, creditedMinor: 100 })).toBe('paid');
    expect(statusAfterCredit({ status: 'void', totalMinor: 14400, creditedMinor: 14400 })).toBe('void');
  });

  it('counts credit in the balance (never below zero) and in the status after payments', () => {
    expect(
      balanceMinor({ status: 'sent', totalMinor: 14400, payments: [payment], creditedMinor: 1000 }),
    ).toBe(3400);
    expect(
      balanceMinor({ status: 'paid', totalMinor: 14400, payments: [payment], creditedMinor: 9000 }),
    ).toBe(0);
    const now = new Date('2026-11-10T12:00:00Z');
    expect(
      statusAfterPayments(
        { status: 'sent', totalMinor: 14400, payments: [payment], creditedMinor: 4400 },
        now,
      ),
    ).toBe('paid');
    expect(
      statusAfterPayments(
        { status: 'sent', totalMinor: 14400, payments: [payment], creditedMinor: 4399 },
        now,
      ),
    ).toBe('sent');
  });

  it('does not count the part of a credit that went to the family credit off the invoice as well', () => {
    // £144 paid by a payment later removed; a £30 credit note issued while it was paid became family credit.
    const removed = { status: 'sent' as const, totalMinor: 14400, payments: [], creditedMinor: 3000 };
    expect(balanceMinor({ ...removed, creditedToFamilyMinor: 3000 })).toBe(14400);
    expect(creditOffInvoiceMinor({ creditedMinor: 3000, creditedToFamilyMinor: 1000 })).toBe(2000);
    expect(creditOffInvoiceMinor({})).toBe(0);
    const now = new Date('2026-11-10T12:00:00Z');
    const covered = { status: 'paid' as const, totalMinor: 14400, payments: [payment], creditedMinor: 4400 };
    expect(statusAfterPayments(covered, now)).toBe('paid');
    expect(statusAfterPayments({ ...covered, creditedToFamilyMinor: 1 }, now)).toBe('sent');
  });

  it('counts no money received on an invoice that credit alone paid', () => {
    const credited = {
      status: 'paid' as const,
      totalMinor: 14400,
      creditedMinor: 14400,
      updatedAt: '2026-11-10T12:00:00Z',
    };
    expect(amountPaidMinor(credited)).toBe(0);
    expect(receivedPayments(credited)).toEqual([]);
    expect(balanceMinor(credited)).toBe(0);
    // Marked paid before payments were recorded, then credited (all of it family credit): paid in full.
    const marked = { ...credited, creditedMinor: 3000, creditedToFamilyMinor: 3000 };
    expect(amountPaidMinor(marked)).toBe(14400);
    expect(receivedPayments(marked)).toEqual([{ amountMinor: 14400, date: '2026-11-10' }]);
  });

  it('keeps a credited invoice from being voided or going back to draft', () => {
    expect(voidRefusal({ status: 'sent', totalMinor: 14400, creditedMinor: 100 })).toBe(
      'An invoice with credit notes cannot be voided',
    );
    expect(backToDraftRefusal({ status: 'sent', totalMinor: 14400, creditedMinor: 100 })).toBe(
      'An invoice with credit notes cannot go back to draft',
    );
    expect(backToDraftRefusal({ status: 'sent', totalMinor: 14400 })).toBeUndefined();
  });
});

describe('creditNoteNumber', () => {
  it('numbers CN-<year>-<four digits>', () => {
    expect(creditNoteNumber(2026, 1)).toBe('CN-2026-0001');
    expect(creditNoteNumber(2026, 812)).toBe('CN-2026-0812');
    expect(creditNoteNumber(2027, 12345)).toBe('CN-2027-12345');
  });
});

describe('creditNoteRefundRefusal', () => {
  const note = { familyCreditMinor: 5000, refundedMinor: 1000, currency: 'GBP' as const };
  it('pays back at most what is left of the credit note’s credit, and never more than the family’s credit', () => {
    expect(refundableMinor(note)).toBe(4000);
    expect(refundableMinor({ familyCreditMinor: 5000 })).toBe(5000);
    expect(creditNoteRefundRefusal(note, 4000, 4000)).toBeUndefined();
    expect(creditNoteRefundRefusal(note, 4001, 9000)).toEqual({
      status: 400,
      message: "The refund is more than is left of this credit note's credit (£40.00)",
    });
    expect(creditNoteRefundRefusal(note, 4000, 3999)).toEqual({
      status: 409,
      message: "The family's credit is £39.99: it cannot go below zero",
    });
    expect(creditNoteRefundRefusal({ ...note, refundedMinor: 5000 }, 1, 9000)).toEqual({
      status: 409,
      message: 'The credit this credit note created is refunded already',
    });
    expect(creditNoteRefundRefusal({ familyCreditMinor: 0, currency: 'GBP' }, 1, 9000)?.status).toBe(409);
  });
});

describe('creditToApplyMinor', () => {
  it('applies as much of the family credit as is due', () => {
    expect(creditToApplyMinor(14400, 5000)).toBe(5000);
    expect(creditToApplyMinor(4000, 5000)).toBe(4000);
    expect(creditToApplyMinor(4000, 4000)).toBe(4000);
    expect(creditToApplyMinor(0, 5000)).toBe(0);
    expect(creditToApplyMinor(4000, 0)).toBe(0);
    expect(creditToApplyMinor(4000, -10)).toBe(0);
  });
});
