import { describe, expect, it } from 'vitest';
import { invoiceKeys, listFiltersOf, type InvoiceRecord } from './invoice-entity';
import { cellDeltas, countMatching } from './invoice-stats-entity';

const invoice = (changes: Partial<InvoiceRecord> = {}) =>
  ({ month: 3, year: 2026, status: 'sent', currency: 'GBP', totalMinor: 4550, ...changes }) as InvoiceRecord;

describe('invoice stats cells', () => {
  it('adds a new invoice to its month, status and currency cell', () => {
    expect(Object.fromEntries(cellDeltas(undefined, invoice()))).toEqual({
      n_03_sent_GBP: 1,
      m_03_sent_GBP: 4550,
    });
  });

  it('moves an invoice between cells when its status changes and drops unchanged cells', () => {
    expect(Object.fromEntries(cellDeltas(invoice(), invoice({ status: 'paid' })))).toEqual({
      n_03_sent_GBP: -1,
      m_03_sent_GBP: -4550,
      n_03_paid_GBP: 1,
      m_03_paid_GBP: 4550,
    });
    expect(Object.fromEntries(cellDeltas(invoice(), invoice({ totalMinor: 5000 })))).toEqual({
      m_03_sent_GBP: 450,
    });
    expect(cellDeltas(invoice(), invoice()).size).toBe(0);
  });

  it('counts the cells a list filter matches', () => {
    const stats = { PK: 'x', n_03_sent_GBP: 2, n_03_paid_AED: 1, n_04_sent_GBP: 5, m_03_sent_GBP: 999 };
    expect(countMatching(stats, {})).toBe(8);
    expect(countMatching(stats, { month: 3 })).toBe(3);
    expect(countMatching(stats, { status: 'sent' })).toBe(7);
    expect(countMatching(stats, { currency: 'AED' })).toBe(1);
    expect(countMatching(stats, { month: 3, status: 'sent', currency: 'GBP' })).toBe(2);
    expect(countMatching(undefined, {})).toBe(0);
  });
});

describe('invoice list partitions', () => {
  it('puts an invoice in one partition per combination of its filter values or any', () => {
    const partitions = listFiltersOf(invoice()).map(invoiceKeys.listPartition);
    expect(new Set(partitions).size).toBe(16);
    expect(partitions).toContain('INVOICE_LIST#*#*#*#*');
    expect(partitions).toContain('INVOICE_LIST#sent#GBP#2026#03');
    expect(partitions).toContain('INVOICE_LIST#*#*#*#03');
    expect(invoiceKeys.listPartition({ status: 'paid', year: 2026 })).toBe('INVOICE_LIST#paid#*#2026#*');
  });
});
