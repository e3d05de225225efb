import { describe, expect, it } from 'vitest';
import { invoiceRetentionCutoff } from './invoice-retention-cutoff';

describe('invoiceRetentionCutoff (six years after the UK financial year ending 5 April)', () => {
  it('keeps an invoice until the sixth anniversary of its year’s end', () => {
    // Issued in the year 6 April 2019 – 5 April 2020: kept until 6 April 2026 (London midnight, BST).
    const before = invoiceRetentionCutoff(new Date('2026-04-05T22:59:59.000Z'), 6);
    const after = invoiceRetentionCutoff(new Date('2026-04-05T23:00:00.000Z'), 6);
    expect(before.toISOString()).toBe('2019-04-05T23:00:00.000Z');
    expect(after.toISOString()).toBe('2020-04-05T23:00:00.000Z');
  });

  it('treats a January date as still in the year that started the April before', () => {
    expect(invoiceRetentionCutoff(new Date('2027-01-15T12:00:00.000Z'), 6).toISOString()).toBe(
      '2020-04-05T23:00:00.000Z',
    );
    expect(invoiceRetentionCutoff(new Date('2027-01-15T12:00:00.000Z'), 10).toISOString()).toBe(
      '2016-04-05T23:00:00.000Z',
    );
  });
});
