import { describe, expect, it } from 'vitest';
import {
  bankDetailLines,
  onlineMethodsText,
  paymentReturnOf,
  payNowRefusal,
  payRequested,
  withoutPayParam,
} from './online-payment-model';

const gbpAccount = {
  accountName: 'Hillside Tutors',
  sortCode: '12-34-56',
  accountNumber: '12345678',
  iban: '',
};

describe('the address', () => {
  it('reads Pay now from ?pay=1 and the way back from ?payment=', () => {
    expect(payRequested(new URLSearchParams('pay=1'))).toBe(true);
    expect(payRequested(new URLSearchParams('pay=yes'))).toBe(false);
    expect(paymentReturnOf(new URLSearchParams('payment=success'))).toBe('success');
    expect(paymentReturnOf(new URLSearchParams('payment=cancelled'))).toBe('cancelled');
    expect(paymentReturnOf(new URLSearchParams('payment=other'))).toBeNull();
    expect(paymentReturnOf(new URLSearchParams(''))).toBeNull();
  });

  it('drops only pay, so a reload does not pay twice', () => {
    expect(withoutPayParam(new URLSearchParams('pay=1&payment=cancelled')).toString()).toBe(
      'payment=cancelled',
    );
  });
});

describe('payNowRefusal', () => {
  const online = { online: true };
  it('lets an open invoice be paid when online payment is on', () => {
    expect(payNowRefusal({ status: 'sent', balanceDue: 40 }, online)).toBeNull();
    expect(payNowRefusal({ status: 'overdue', balanceDue: 40 }, online)).toBeNull();
  });

  it('says why an email link cannot pay', () => {
    expect(payNowRefusal({ status: 'paid', balanceDue: 0 }, online)).toMatch(/already paid/);
    expect(payNowRefusal({ status: 'cancelled', balanceDue: 40 }, online)).toMatch(/cancelled/);
    expect(payNowRefusal({ status: 'sent', balanceDue: 0 }, online)).toMatch(/nothing left to pay/);
    expect(payNowRefusal({ status: 'sent', balanceDue: 40 }, { online: false })).toMatch(/bank transfer/);
    expect(payNowRefusal({ status: 'sent', balanceDue: 40 }, undefined)).toMatch(/bank transfer/);
  });
});

describe('onlineMethodsText', () => {
  it('offers Direct Debit for pounds only', () => {
    expect(onlineMethodsText(['card', 'bacs_debit'], 'GBP')).toBe(
      "Pay by card, Apple Pay or Google Pay, or Bacs Direct Debit on Stripe's secure page.",
    );
    expect(onlineMethodsText(['card', 'bacs_debit'], 'AED')).toBe(
      "Pay by card, Apple Pay or Google Pay on Stripe's secure page.",
    );
    expect(onlineMethodsText(['bacs_debit'], 'AED')).toBe('');
  });
});

describe('bankDetailLines', () => {
  it("lists the currency's account with the invoice number as the reference", () => {
    expect(bankDetailLines({ GBP: gbpAccount }, 'GBP', 'INV-2026-0007')).toEqual([
      { label: 'Account name', value: 'Hillside Tutors' },
      { label: 'Sort code', value: '12-34-56' },
      { label: 'Account number', value: '12345678' },
      { label: 'Reference', value: 'INV-2026-0007' },
    ]);
  });

  it('shows an IBAN where that is what the school gave', () => {
    const aed = {
      accountName: 'Hillside FZ',
      sortCode: '',
      accountNumber: '',
      iban: 'AE070331234567890123456',
    };
    expect(bankDetailLines({ AED: aed }, 'AED', 'INV-1')).toEqual([
      { label: 'Account name', value: 'Hillside FZ' },
      { label: 'IBAN', value: 'AE070331234567890123456' },
      { label: 'Reference', value: 'INV-1' },
    ]);
  });

  it('is empty without an account in that currency, or with a name alone', () => {
    expect(bankDetailLines({ GBP: gbpAccount }, 'AED', 'INV-1')).toEqual([]);
    expect(
      bankDetailLines(
        { GBP: { accountName: 'Only a name', sortCode: '', accountNumber: '', iban: '' } },
        'GBP',
        'X',
      ),
    ).toEqual([]);
  });
});
