import { describe, expect, it } from 'vitest';
import type { InvoiceStats } from '../../../../../shared/schemas/invoice-schemas';
import {
  compactMoney,
  formatPercent,
  monthRows,
  rowsWithData,
  shownCurrencies,
  statCards,
  yearFrom,
} from './invoice-analytics-model';

function stats(
  overrides: Partial<InvoiceStats['overview']> = {},
  monthlyData: InvoiceStats['monthlyData'] = [],
) {
  return {
    year: 2026,
    overview: {
      totalInvoices: 0,
      draftInvoices: 0,
      paidInvoices: 0,
      pendingInvoices: 0,
      overdueInvoices: 0,
      totalRevenue: { GBP: 0, AED: 0 },
      pendingAmount: { GBP: 0, AED: 0 },
      paymentRate: 0,
      ...overrides,
    },
    monthlyData,
  } satisfies InvoiceStats;
}

const month = (number: number, invoices: number, GBP: number, AED: number) => ({
  month: number,
  monthName: ['January', 'February', 'March', 'April'][number - 1] ?? 'Other',
  invoices,
  revenue: { GBP, AED },
});

describe('yearFrom', () => {
  const years = [2026, 2025, 2024, 2023, 2022];

  it('takes an offered year from the address', () => {
    expect(yearFrom(new URLSearchParams('year=2024'), years)).toBe(2024);
  });

  it('falls back to the current year when the year is missing, not offered or not a year', () => {
    for (const query of ['', 'year=2019', 'year=2031', 'year=abc', 'year=2024.5', 'year=%202024', 'year=']) {
      expect(yearFrom(new URLSearchParams(query), years), query).toBe(2026);
    }
  });
});

describe('monthRows and rowsWithData', () => {
  it('gives twelve months in order, zero where the answer has none', () => {
    const rows = monthRows([month(3, 2, 90, 0), month(1, 1, 45, 0)]);
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows[0]).toMatchObject({
      monthName: 'January',
      shortName: 'Jan',
      invoices: 1,
      revenue: { GBP: 45, AED: 0 },
    });
    expect(rows[1]).toMatchObject({ monthName: 'February', invoices: 0, revenue: { GBP: 0, AED: 0 } });
    expect(rows[11]).toMatchObject({ monthName: 'December', shortName: 'Dec' });
  });

  it('keeps only the months with an invoice or some revenue', () => {
    const rows = monthRows([month(1, 0, 0, 0), month(2, 3, 0, 0), month(4, 0, 0, 120)]);
    expect(rowsWithData(rows).map((row) => row.month)).toEqual([2, 4]);
    expect(rowsWithData(monthRows([]))).toEqual([]);
  });
});

describe('shownCurrencies', () => {
  it('shows both when the year has no money at all', () => {
    expect(shownCurrencies(stats())).toEqual(['GBP', 'AED']);
  });

  it('hides a currency that is zero for the whole year', () => {
    expect(shownCurrencies(stats({ totalRevenue: { GBP: 90, AED: 0 } }))).toEqual(['GBP']);
    expect(shownCurrencies(stats({ pendingAmount: { GBP: 0, AED: 300 } }))).toEqual(['AED']);
    expect(shownCurrencies(stats({}, [month(2, 1, 0, 50)]))).toEqual(['AED']);
  });

  it('shows both when each has money somewhere in the year', () => {
    expect(
      shownCurrencies(stats({ totalRevenue: { GBP: 90, AED: 0 }, pendingAmount: { GBP: 0, AED: 300 } })),
    ).toEqual(['GBP', 'AED']);
  });
});

describe('statCards', () => {
  it('gives the four cards with counts, the payment rate and one money line per used currency', () => {
    const cards = statCards(
      stats({
        totalInvoices: 5,
        draftInvoices: 2,
        paidInvoices: 2,
        pendingInvoices: 2,
        overdueInvoices: 1,
        totalRevenue: { GBP: 1234.5, AED: 0 },
        pendingAmount: { GBP: 90, AED: 0 },
        paymentRate: 40,
      }),
    );
    expect(cards.map((card) => [card.label, card.values.map((value) => value.text), card.hint])).toEqual([
      ['Total Invoices', ['5'], 'Issued, plus 2 drafts not yet sent'],
      ['Paid Invoices', ['2'], '40% payment rate'],
      ['Total Revenue', ['£1,234.50'], 'From paid invoices'],
      ['Pending Amount', ['£90.00'], '3 invoices pending or overdue (1 overdue)'],
    ]);
  });

  it('never adds pounds and dirhams together', () => {
    const [, , revenue, pending] = statCards(
      stats({
        totalRevenue: { GBP: 100, AED: 450 },
        pendingAmount: { GBP: 0, AED: 45.5 },
        pendingInvoices: 1,
      }),
    );
    expect(revenue?.values.map((value) => value.text)).toEqual(['£100.00', 'AED 450.00']);
    expect(pending?.values.map((value) => value.text)).toEqual(['£0.00', 'AED 45.50']);
    expect(pending?.hint).toBe('1 invoice pending or overdue');
  });

  it('shows zero in both currencies for an empty year', () => {
    const [total, paid, revenue] = statCards(stats());
    expect(total?.hint).toBe('Issued (sent, overdue or paid)');
    expect(paid?.hint).toBe('0% payment rate');
    expect(revenue?.values.map((value) => value.text)).toEqual(['£0.00', 'AED 0.00']);
  });
});

describe('formats', () => {
  it('writes a rate with at most one decimal', () => {
    expect(formatPercent(66.7)).toBe('66.7%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(33.333)).toBe('33.3%');
  });

  it('writes short axis amounts in each currency', () => {
    expect(compactMoney(0, 'GBP')).toBe('£0');
    // ICU writes 'k' for en-GB today; either case reads the same.
    expect(compactMoney(1500, 'GBP')).toMatch(/^£1\.5[kK]$/);
    expect(compactMoney(15000, 'AED')).toMatch(/^AED 15[kK]$/);
  });
});
