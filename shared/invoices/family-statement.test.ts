import { describe, expect, it } from 'vitest';
import { familyStatement, type StatementInvoice } from './family-statement';

/** An invoice issued at noon UTC on `day` (the same day in London, winter or summer). */
function invoice(overrides: Partial<StatementInvoice> & { id: string; day: string }): StatementInvoice {
  const { day, ...rest } = overrides;
  return {
    invoiceNumber: `INV-${overrides.id}`,
    studentName: 'Amy',
    status: 'sent',
    currency: 'GBP',
    totalMinor: 10_000,
    createdAt: `${day}T12:00:00.000Z`,
    updatedAt: `${day}T12:00:00.000Z`,
    dueDate: '2027-12-31',
    ...rest,
  };
}

const summary = (lines: { kind: string; date: string; amountMinor: number; balanceMinor: number }[]) =>
  lines.map((line) => [line.kind, line.date, line.amountMinor, line.balanceMinor]);

describe('familyStatement', () => {
  it('is empty for a family with nothing issued', () => {
    expect(familyStatement({ invoices: [] })).toEqual([]);
    expect(familyStatement({ invoices: [invoice({ id: 'a', day: '2027-01-05', status: 'draft' })] })).toEqual(
      [],
    );
  });

  it('lists invoices and payments in date order with a running balance, and totals them', () => {
    const [gbp, ...others] = familyStatement({
      invoices: [
        invoice({
          id: 'b',
          day: '2027-02-01',
          studentName: 'Ben',
          totalMinor: 5_000,
          payments: [
            {
              id: 'p2',
              amountMinor: 2_000,
              date: '2027-02-10',
              method: 'card',
              reference: 'pi_1',
              recordedAt: '2027-02-10T09:00:00.000Z',
            },
          ],
        }),
        invoice({
          id: 'a',
          day: '2027-01-05',
          payments: [
            { id: 'p1', amountMinor: 10_000, date: '2027-01-20', recordedAt: '2027-01-20T09:00:00.000Z' },
          ],
          status: 'paid',
        }),
      ],
    });
    expect(others).toEqual([]);
    expect(gbp!.currency).toBe('GBP');
    expect(summary(gbp!.lines)).toEqual([
      ['invoice', '2027-01-05', 10_000, 10_000],
      ['payment', '2027-01-20', -10_000, 0],
      ['invoice', '2027-02-01', 5_000, 5_000],
      ['payment', '2027-02-10', -2_000, 3_000],
    ]);
    expect(gbp!.lines[2]).toMatchObject({
      description: 'Invoice INV-b (Ben)',
      invoiceId: 'b',
      invoiceNumber: 'INV-b',
      studentName: 'Ben',
      status: 'sent',
      totalMinor: 5_000,
    });
    expect(gbp!.lines[3]).toMatchObject({
      description: 'Payment for INV-b',
      invoiceId: 'b',
      method: 'card',
      reference: 'pi_1',
    });
    expect(gbp!.totals).toEqual({
      invoicedMinor: 15_000,
      paidMinor: 12_000,
      creditedMinor: 0,
      balanceDueMinor: 3_000,
      creditHeldMinor: 0,
      closingBalanceMinor: 3_000,
    });
  });

  it('keeps each currency to itself, pounds first', () => {
    const statements = familyStatement({
      invoices: [
        invoice({ id: 'aed', day: '2027-01-01', currency: 'AED', totalMinor: 70_000 }),
        invoice({ id: 'gbp', day: '2027-03-01', totalMinor: 4_000 }),
      ],
    });
    expect(statements.map((one) => [one.currency, one.totals.balanceDueMinor, one.lines.length])).toEqual([
      ['GBP', 4_000, 1],
      ['AED', 70_000, 1],
    ]);
  });

  it('shows a void invoice as void, owing nothing', () => {
    const [gbp] = familyStatement({
      invoices: [
        invoice({ id: 'v', day: '2027-01-05', status: 'void', totalMinor: 8_000 }),
        invoice({ id: 'o', day: '2027-01-06', status: 'overdue', totalMinor: 3_000 }),
      ],
    });
    expect(gbp!.lines[0]).toMatchObject({
      kind: 'invoice',
      status: 'void',
      totalMinor: 8_000,
      amountMinor: 0,
      balanceMinor: 0,
      description: 'Invoice INV-v (Amy), void',
    });
    expect(gbp!.totals).toMatchObject({
      invoicedMinor: 3_000,
      balanceDueMinor: 3_000,
      closingBalanceMinor: 3_000,
    });
  });

  it('counts an invoice marked paid before payments were recorded as paid on the day it was marked', () => {
    const [gbp] = familyStatement({
      invoices: [
        invoice({ id: 'old', day: '2027-01-05', status: 'paid', paidAt: '2027-01-09T10:00:00.000Z' }),
      ],
    });
    expect(summary(gbp!.lines)).toEqual([
      ['invoice', '2027-01-05', 10_000, 10_000],
      ['payment', '2027-01-09', -10_000, 0],
    ]);
    expect(gbp!.totals).toMatchObject({ paidMinor: 10_000, balanceDueMinor: 0 });
  });

  it('takes credit notes off their invoice, and ignores those on invoices it does not show', () => {
    const [gbp] = familyStatement({
      invoices: [
        invoice({ id: 'a', day: '2027-01-05' }),
        invoice({ id: 'draft', day: '2027-01-05', status: 'draft' }),
      ],
      creditNotes: [
        {
          id: 'cn1',
          number: 'CN-1',
          invoiceId: 'a',
          currency: 'GBP',
          amountMinor: 2_500,
          at: '2027-01-07T10:00:00.000Z',
        },
        {
          id: 'cn2',
          number: 'CN-2',
          invoiceId: 'draft',
          currency: 'GBP',
          amountMinor: 99,
          at: '2027-01-07T10:00:00.000Z',
        },
      ],
    });
    expect(summary(gbp!.lines)).toEqual([
      ['invoice', '2027-01-05', 10_000, 10_000],
      ['creditNote', '2027-01-07', -2_500, 7_500],
    ]);
    expect(gbp!.lines[1]!.description).toBe('Credit note CN-1 on INV-a');
    expect(gbp!.totals).toMatchObject({
      creditedMinor: 2_500,
      balanceDueMinor: 7_500,
      closingBalanceMinor: 7_500,
    });
  });

  it('counts a credit note once: what went beyond the balance due is a credit line of its own', () => {
    const [gbp] = familyStatement({
      invoices: [
        invoice({
          id: 'a',
          day: '2027-01-05',
          payments: [{ id: 'p', amountMinor: 8_000, date: '2027-01-06' }],
        }),
        invoice({
          id: 'b',
          day: '2027-01-05',
          status: 'paid',
          payments: [{ id: 'q', amountMinor: 10_000, date: '2027-01-06' }],
        }),
      ],
      creditNotes: [
        {
          id: 'cn1',
          number: 'CN-1',
          invoiceId: 'a',
          currency: 'GBP',
          amountMinor: 5_000,
          at: '2027-01-07T10:00:00.000Z',
        },
        {
          id: 'cn2',
          number: 'CN-2',
          invoiceId: 'b',
          currency: 'GBP',
          amountMinor: 4_000,
          at: '2027-01-08T10:00:00.000Z',
        },
      ],
      creditEntries: [
        {
          currency: 'GBP',
          amountMinor: 3_000,
          reason: 'credit-note',
          creditNoteId: 'cn1',
          at: '2027-01-07T10:00:00.000Z',
        },
        {
          currency: 'GBP',
          amountMinor: 4_000,
          reason: 'credit-note',
          creditNoteId: 'cn2',
          at: '2027-01-08T10:00:00.000Z',
        },
        {
          currency: 'GBP',
          amountMinor: -1_000,
          reason: 'credit-note-refund',
          creditNoteId: 'cn2',
          at: '2027-01-09T10:00:00.000Z',
        },
      ],
    });
    expect(summary(gbp!.lines)).toEqual([
      ['invoice', '2027-01-05', 10_000, 10_000],
      ['invoice', '2027-01-05', 10_000, 20_000],
      ['payment', '2027-01-06', -8_000, 12_000],
      ['payment', '2027-01-06', -10_000, 2_000],
      ['creditNote', '2027-01-07', -2_000, 0],
      ['credit', '2027-01-07', -3_000, -3_000],
      ['creditNote', '2027-01-08', 0, -3_000],
      ['credit', '2027-01-08', -4_000, -7_000],
      ['credit', '2027-01-09', 1_000, -6_000],
    ]);
    expect(gbp!.lines.filter((line) => line.kind === 'credit').map((line) => line.description)).toEqual([
      'Credit added to account (credit note CN-1)',
      'Credit added to account (credit note CN-2)',
      'Credit refunded',
    ]);
    expect(gbp!.totals).toEqual({
      invoicedMinor: 20_000,
      paidMinor: 18_000,
      creditedMinor: 9_000,
      balanceDueMinor: 0,
      creditHeldMinor: 6_000,
      closingBalanceMinor: -6_000,
    });
  });

  it('never counts an invoice as owing less than nothing', () => {
    const [gbp] = familyStatement({
      invoices: [invoice({ id: 'a', day: '2027-01-05', totalMinor: 1_000 })],
      creditNotes: [
        {
          id: 'cn',
          number: 'CN-1',
          invoiceId: 'a',
          currency: 'GBP',
          amountMinor: 1_500,
          at: '2027-01-06T10:00:00.000Z',
        },
      ],
    });
    expect(gbp!.totals).toMatchObject({
      balanceDueMinor: 0,
      creditedMinor: 1_500,
      closingBalanceMinor: -500,
    });
  });

  it("shows the family's credit: added lowers the balance, refunded or used raises it", () => {
    const [gbp] = familyStatement({
      invoices: [
        invoice({
          id: 'a',
          day: '2027-01-05',
          status: 'paid',
          payments: [{ id: 'p', amountMinor: 10_000, date: '2027-01-08' }],
        }),
      ],
      creditEntries: [
        { currency: 'GBP', amountMinor: 3_000, reason: 'overpayment', at: '2027-01-08T11:00:00.000Z' },
        { currency: 'GBP', amountMinor: -1_000, reason: 'refund', at: '2027-01-09T11:00:00.000Z' },
        { currency: 'GBP', amountMinor: -500, reason: 'applied', at: '2027-01-10T11:00:00.000Z' },
        { currency: 'GBP', amountMinor: 200, reason: 'gift', at: '2027-01-11T11:00:00.000Z' },
      ],
    });
    expect(summary(gbp!.lines)).toEqual([
      ['invoice', '2027-01-05', 10_000, 10_000],
      ['payment', '2027-01-08', -10_000, 0],
      ['credit', '2027-01-08', -3_000, -3_000],
      ['credit', '2027-01-09', 1_000, -2_000],
      ['credit', '2027-01-10', 500, -1_500],
      ['credit', '2027-01-11', -200, -1_700],
    ]);
    expect(gbp!.lines.slice(2).map((line) => line.description)).toEqual([
      'Credit added to account (payment not needed by an invoice)',
      'Credit refunded',
      'Credit used',
      'Credit added to account',
    ]);
    expect(gbp!.totals).toMatchObject({
      creditHeldMinor: 1_700,
      balanceDueMinor: 0,
      closingBalanceMinor: -1_700,
    });
  });

  it('shows a currency the family only holds credit in', () => {
    const statements = familyStatement({
      invoices: [],
      creditEntries: [
        { currency: 'AED', amountMinor: 500, reason: 'overpayment', at: '2027-01-08T11:00:00.000Z' },
      ],
    });
    expect(statements.map((one) => one.currency)).toEqual(['AED']);
    expect(statements[0]!.totals).toEqual({
      invoicedMinor: 0,
      paidMinor: 0,
      creditedMinor: 0,
      balanceDueMinor: 0,
      creditHeldMinor: 500,
      closingBalanceMinor: -500,
    });
  });

  it('dates by the school calendar and orders one day: invoice, credit note, payment, credit; then by time', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (summer time).
    const [gbp] = familyStatement({
      invoices: [
        invoice({
          id: 'a',
          day: '2027-05-31',
          createdAt: '2027-05-31T23:30:00.000Z',
          payments: [
            { id: 'late', amountMinor: 100, date: '2027-06-01', recordedAt: '2027-06-01T15:00:00.000Z' },
            { id: 'early', amountMinor: 200, date: '2027-06-01', recordedAt: '2027-06-01T08:00:00.000Z' },
          ],
        }),
      ],
      creditNotes: [
        {
          id: 'cn',
          number: 'CN-1',
          invoiceId: 'a',
          currency: 'GBP',
          amountMinor: 300,
          at: '2027-06-01T20:00:00.000Z',
        },
      ],
      creditEntries: [
        { currency: 'GBP', amountMinor: 400, reason: 'overpayment', at: '2027-06-01T07:00:00.000Z' },
      ],
    });
    expect(summary(gbp!.lines)).toEqual([
      ['invoice', '2027-06-01', 10_000, 10_000],
      ['creditNote', '2027-06-01', -300, 9_700],
      ['payment', '2027-06-01', -200, 9_500],
      ['payment', '2027-06-01', -100, 9_400],
      ['credit', '2027-06-01', -400, 9_000],
    ]);
  });

  it('orders two invoices of one moment by id, whatever order they came in', () => {
    const first = invoice({ id: 'a1', day: '2027-01-05' });
    const second = invoice({ id: 'b2', day: '2027-01-05' });
    const ids = (invoices: StatementInvoice[]) =>
      familyStatement({ invoices })[0]!.lines.map((line) => line.invoiceId);
    expect(ids([second, first])).toEqual(['a1', 'b2']);
    expect(ids([first, second])).toEqual(['a1', 'b2']);
  });

  it('gives payments without an id or time a stable place', () => {
    const [gbp] = familyStatement({
      invoices: [
        invoice({
          id: 'a',
          day: '2027-01-05',
          payments: [
            { amountMinor: 100, date: '2027-01-06' },
            { amountMinor: 200, date: '2027-01-06' },
          ],
        }),
      ],
    });
    expect(gbp!.lines.map((line) => line.amountMinor)).toEqual([10_000, -100, -200]);
    expect(gbp!.lines[1]).not.toHaveProperty('method');
    expect(gbp!.lines[1]).not.toHaveProperty('reference');
  });
});
