import { describe, expect, it } from 'vitest';
import {
  allocateTax,
  defaultXeroSettings,
  xeroColumns,
  xeroDate,
  xeroRows,
  xeroTaxType,
  type XeroDocument,
} from './xero-rows';

describe('allocateTax', () => {
  it('shares the tax in proportion and adds up to it exactly', () => {
    expect(allocateTax([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    expect(allocateTax([3000, 1000], 800)).toEqual([600, 200]);
    // Exact 66.6, 66.6, 66.8: the two units left go to the .8 and then the first .6.
    expect(allocateTax([333, 333, 334], 200)).toEqual([67, 66, 67]);
  });

  it('gives the units left to the largest remainders, the earlier line on a tie', () => {
    // Exact shares 2.5, 7.5: floors 2 and 7, one unit left, the tie goes to the first.
    expect(allocateTax([250, 750], 10)).toEqual([3, 7]);
    expect(allocateTax([100, 100], 1)).toEqual([1, 0]);
  });

  it('gives a discount a negative share and no tax at all on no tax', () => {
    expect(allocateTax([4000, -1000], 600)).toEqual([800, -200]);
    expect(allocateTax([4000, 2000], 0)).toEqual([0, 0]);
    expect(allocateTax([1000, -1000], 0)).toEqual([0, 0]);
    expect(allocateTax([], 0)).toEqual([]);
  });

  it('always sums to the tax', () => {
    const lines = [1234, 5678, 91, 2000, 3333];
    for (const tax of [1, 7, 99, 2467, 10_000])
      expect(allocateTax(lines, tax).reduce((sum, share) => sum + share, 0)).toBe(tax);
  });
});

describe('xeroTaxType and xeroDate', () => {
  it('uses the currency’s tax type when tax is charged, the untaxed one otherwise', () => {
    const settings = { ...defaultXeroSettings, taxTypes: { GBP: 'OUTPUT2', AED: 'OUTPUT' } };
    expect(xeroTaxType(settings, 'GBP', 20)).toBe('OUTPUT2');
    expect(xeroTaxType(settings, 'AED', 5)).toBe('OUTPUT');
    expect(xeroTaxType(settings, 'GBP', 0)).toBe('NONE');
    expect(xeroTaxType({ ...settings, untaxedTaxType: 'ZERORATEDOUTPUT' }, 'AED', 0)).toBe('ZERORATEDOUTPUT');
  });

  it('writes dates day first', () => {
    expect(xeroDate('2026-03-09')).toBe('09/03/2026');
    expect(xeroDate('2025-12-31')).toBe('31/12/2025');
  });
});

const invoice: XeroDocument = {
  contactName: 'Jane Parent',
  email: 'jane@example.com',
  number: 'INV-2026-0007',
  reference: 'Sam Student',
  date: '2026-03-02',
  dueDate: '2026-03-16',
  currency: 'GBP',
  taxRatePercent: 20,
  taxMinor: 1000,
  lines: [
    { description: 'Maths', amountMinor: 4000 },
    { description: 'Physics', amountMinor: 1000 },
  ],
  credit: false,
};

describe('xeroRows', () => {
  it('writes one row per line in the template’s columns, quantity 1 and the line’s amount as a number', () => {
    const rows = xeroRows(invoice, defaultXeroSettings);
    expect(rows).toEqual([
      [
        'Jane Parent',
        'jane@example.com',
        'INV-2026-0007',
        'Sam Student',
        '02/03/2026',
        '16/03/2026',
        '',
        'Maths',
        1,
        40,
        '',
        '200',
        'OUTPUT2',
        8,
        'GBP',
      ],
      [
        'Jane Parent',
        'jane@example.com',
        'INV-2026-0007',
        'Sam Student',
        '02/03/2026',
        '16/03/2026',
        '',
        'Physics',
        1,
        10,
        '',
        '200',
        'OUTPUT2',
        2,
        'GBP',
      ],
    ]);
    for (const row of rows) expect(row).toHaveLength(xeroColumns.length);
  });

  it('writes a credit note’s amounts and tax negative, with the account code set', () => {
    const rows = xeroRows(
      { ...invoice, number: 'CN-2026-0001', credit: true, taxRatePercent: 0, taxMinor: 0 },
      { ...defaultXeroSettings, salesAccountCode: '4000' },
    );
    expect(rows.map((row) => [row[2], row[9], row[11], row[12], row[13]])).toEqual([
      ['CN-2026-0001', -40, '4000', 'NONE', 0],
      ['CN-2026-0001', -10, '4000', 'NONE', 0],
    ]);
  });

  it('gives an untaxed line the untaxed tax type and no share of the tax', () => {
    const rows = xeroRows(
      {
        ...invoice,
        taxMinor: 800,
        lines: [
          { description: 'Maths', amountMinor: 4000 },
          { description: 'Exam entry', amountMinor: 2500, taxable: false },
        ],
      },
      { ...defaultXeroSettings, untaxedTaxType: 'EXEMPTOUTPUT' },
    );
    expect(rows.map((row) => [row[7], row[9], row[12], row[13]])).toEqual([
      ['Maths', 40, 'OUTPUT2', 8],
      ['Exam entry', 25, 'EXEMPTOUTPUT', 0],
    ]);
  });
});
