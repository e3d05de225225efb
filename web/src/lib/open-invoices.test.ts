import { describe, expect, it } from 'vitest';
import { maxInvoicesPerCheckout } from '../../../shared/schemas/online-payment-schemas';
import {
  invoicesPerPayment,
  payAllSelection,
  totalsDueByCurrency,
  type OpenInvoiceFields,
} from './open-invoices';

const invoice = (id: string, fields: Partial<OpenInvoiceFields> = {}): OpenInvoiceFields => ({
  _id: id,
  status: 'sent',
  currency: 'GBP',
  balanceDue: 10,
  dueDate: '2026-03-31',
  ...fields,
});

describe('totalsDueByCurrency', () => {
  it('adds the balances of open invoices per currency, GBP first, in minor units', () => {
    const totals = totalsDueByCurrency([
      invoice('a', { balanceDue: 0.1 }),
      invoice('b', { balanceDue: 0.2, status: 'overdue' }),
      invoice('c', { currency: 'AED', balanceDue: 315.5 }),
    ]);
    expect(totals).toEqual([
      { currency: 'GBP', balanceDue: 0.3, invoiceIds: ['a', 'b'] },
      { currency: 'AED', balanceDue: 315.5, invoiceIds: ['c'] },
    ]);
  });

  it('leaves out paid, draft, cancelled and fully paid invoices, and counts an invoice listed twice once', () => {
    const totals = totalsDueByCurrency([
      invoice('paid', { status: 'paid', balanceDue: 0 }),
      invoice('draft', { status: 'draft' }),
      invoice('cancelled', { status: 'cancelled' }),
      invoice('settled', { balanceDue: 0 }),
      invoice('part', { balanceDue: 12.5 }),
      invoice('part', { balanceDue: 12.5 }),
    ]);
    expect(totals).toEqual([{ currency: 'GBP', balanceDue: 12.5, invoiceIds: ['part'] }]);
  });

  it('is empty when nothing is owed', () => {
    expect(totalsDueByCurrency([invoice('p', { status: 'paid', balanceDue: 0 })])).toEqual([]);
  });

  it('lists the earliest due first', () => {
    const totals = totalsDueByCurrency([
      invoice('late', { dueDate: '2026-05-01' }),
      invoice('early', { dueDate: '2026-01-31' }),
    ]);
    expect(totals[0]!.invoiceIds).toEqual(['early', 'late']);
  });
});

describe('payAllSelection', () => {
  it('pays every open invoice of one currency and none of the other', () => {
    const invoices = [
      invoice('g1', { balanceDue: 40 }),
      invoice('a1', { currency: 'AED', balanceDue: 100 }),
      invoice('g2', { balanceDue: 20.25, status: 'overdue' }),
      invoice('g3', { status: 'paid', balanceDue: 0 }),
    ];
    expect(payAllSelection(invoices, 'GBP')).toEqual({ invoiceIds: ['g1', 'g2'], amount: 60.25, leftOut: 0 });
    expect(payAllSelection(invoices, 'AED')).toEqual({ invoiceIds: ['a1'], amount: 100, leftOut: 0 });
  });

  it('takes at most the limit, earliest due first, and says how many are left', () => {
    const invoices = [
      invoice('third', { dueDate: '2026-03-31' }),
      invoice('first', { dueDate: '2026-01-31' }),
      invoice('second', { dueDate: '2026-02-28' }),
    ];
    expect(payAllSelection(invoices, 'GBP', 2)).toEqual({
      invoiceIds: ['first', 'second'],
      amount: 20,
      leftOut: 1,
    });
  });

  it('takes as many invoices as the server accepts in one payment', () => {
    expect(invoicesPerPayment).toBe(maxInvoicesPerCheckout);
    const many = Array.from({ length: 30 }, (_, index) => invoice(`i${String(index).padStart(2, '0')}`));
    expect(payAllSelection(many, 'GBP').invoiceIds).toHaveLength(maxInvoicesPerCheckout);
  });

  it('selects nothing in a currency with nothing open', () => {
    expect(payAllSelection([invoice('g')], 'AED')).toEqual({ invoiceIds: [], amount: 0, leftOut: 0 });
  });
});
