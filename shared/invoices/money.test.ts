import { describe, expect, it } from 'vitest';
import { rateSchema } from '../schemas/value-schemas';
import {
  currencies,
  formatMoney,
  lessonAmountMinor,
  maxRate,
  rateProblem,
  taxMinor,
  toMajorUnits,
  toMinorUnits,
} from './money';

describe('money in minor units', () => {
  it('converts major units to whole minor units without float drift', () => {
    expect(toMinorUnits(45.5)).toBe(4550);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMajorUnits(1999)).toBe(19.99);
  });

  it('charges a lesson for its minutes at an hourly rate, rounding half up to the penny', () => {
    expect(lessonAmountMinor(4000, 60)).toBe(4000);
    expect(lessonAmountMinor(3333, 45)).toBe(2500); // 2499.75
    expect(lessonAmountMinor(1001, 30)).toBe(501); // 500.5
    expect(lessonAmountMinor(3333, 20)).toBe(1111);
  });

  it('adds lines exactly where floating point would not', () => {
    const lines = Array.from({ length: 10 }, () => lessonAmountMinor(toMinorUnits(0.1), 60));
    expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(100);
  });

  it('computes tax on the subtotal, rounded to the minor unit', () => {
    expect(taxMinor(10_000, 0)).toBe(0);
    expect(taxMinor(10_000, 5)).toBe(500);
    expect(taxMinor(3333, 5)).toBe(167); // 166.65
    expect(taxMinor(1999, 20)).toBe(400); // 399.8
  });

  it('formats amounts the en-GB way in both currencies', () => {
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
    expect(formatMoney(1234.5, 'AED')).toBe('AED 1,234.50');
  });

  it('accepts only positive rates with at most two decimals', () => {
    expect(rateSchema.safeParse(45).success).toBe(true);
    expect(rateSchema.safeParse(45.25).success).toBe(true);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 45.255, 1e9, '45']) {
      expect(rateSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(rateSchema.safeParse(0).error?.issues[0]?.message).toBe('Please enter a valid rate');
    expect(rateSchema.safeParse(1e9).error?.issues[0]?.message).toBe('Rate must be at most 100000');
    expect(rateSchema.safeParse(45.255).error?.issues[0]?.message).toBe('Rate may have at most two decimals');
  });

  it('bills in pounds and dirhams', () => {
    expect(currencies).toEqual(['GBP', 'AED']);
  });

  it('formats each currency its own way every time, negative and rounded amounts included', () => {
    expect(formatMoney(-3.5, 'GBP')).toBe('-£3.50');
    expect(formatMoney(1234567.891, 'AED')).toBe('AED 1,234,567.89');
    // Formatted a second time, from the formatter kept for the currency.
    expect(formatMoney(2, 'AED')).toBe('AED 2.00');
    expect(formatMoney(2, 'GBP')).toBe('£2.00');
  });

  it('accepts the exact maximum rate and refuses a penny more', () => {
    expect(maxRate).toBe(100_000);
    expect(rateProblem(100_000)).toBeUndefined();
    expect(rateProblem(99_999.99)).toBeUndefined();
    expect(rateProblem(100_000.01)).toBe('Rate must be at most 100000');
  });

  it('refuses a rate that bills nothing once rounded to the penny', () => {
    expect(rateProblem(0.01)).toBeUndefined();
    expect(rateProblem(0.004)).toBe('Please enter a valid rate');
    expect(rateProblem(-0)).toBe('Please enter a valid rate');
    expect(rateProblem(-45)).toBe('Please enter a valid rate');
    expect(rateProblem(Number.NEGATIVE_INFINITY)).toBe('Please enter a valid rate');
  });

  it('refuses a third decimal, but not the float error of two', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(rateProblem(0.29)).toBeUndefined();
    expect(rateProblem(0.005)).toBe('Rate may have at most two decimals');
    expect(rateProblem(1.005)).toBe('Rate may have at most two decimals');
    expect(rateProblem(45.251)).toBe('Rate may have at most two decimals');
  });
});
