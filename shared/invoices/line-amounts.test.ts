import { describe, expect, it } from 'vitest';
import {
  customAmountMinor,
  discountAmountMinor,
  discountValueProblem,
  hasTwoDecimalsAtMost,
  isSecondOrLaterChild,
  lineTotals,
  orderLines,
  quantityProblem,
  siblingDiscountDescription,
  unitPriceProblem,
  type PricedLine,
} from './line-amounts';

const lesson = (amountMinor: number): PricedLine => ({ amountMinor });
const custom = (amountMinor: number, taxable = true): PricedLine => ({
  kind: 'custom',
  amountMinor,
  taxable,
});
const percentOff = (percent: number): PricedLine => ({
  kind: 'discount',
  amountMinor: 0,
  discount: { type: 'percent', percent },
});
const amountOff = (amountMinor: number): PricedLine => ({
  kind: 'discount',
  amountMinor: 0,
  discount: { type: 'amount', amountMinor },
});

describe('a custom line’s amount', () => {
  it('is quantity × unit price rounded half away from zero to the minor unit', () => {
    expect(customAmountMinor(2.5, 333)).toBe(833); // 832.5
    expect(customAmountMinor(1, 2500)).toBe(2500);
    expect(customAmountMinor(0.5, 1)).toBe(1);
    expect(customAmountMinor(2.5, -333)).toBe(-833);
    expect(customAmountMinor(0.4, 1)).toBe(0);
    expect(Object.is(customAmountMinor(0.4, -1), 0)).toBe(true);
    expect(customAmountMinor(1.15, 1000)).toBe(1150);
  });
});

describe('a discount’s amount', () => {
  it('takes an amount off, never more than the lines above it come to', () => {
    expect(discountAmountMinor({ type: 'amount', amountMinor: 500 }, 8000)).toBe(-500);
    expect(discountAmountMinor({ type: 'amount', amountMinor: 9000 }, 8000)).toBe(-8000);
    expect(discountAmountMinor({ type: 'amount', amountMinor: 500 }, 8000 - 8000)).toBe(0);
    expect(discountAmountMinor({ type: 'amount', amountMinor: 500 }, -100)).toBe(0);
  });

  it('takes a percentage of the lines above it, rounded to the minor unit', () => {
    expect(discountAmountMinor({ type: 'percent', percent: 10 }, 7500)).toBe(-750);
    expect(discountAmountMinor({ type: 'percent', percent: 12.5 }, 1001)).toBe(-125); // 125.125
    expect(discountAmountMinor({ type: 'percent', percent: 50 }, 1001)).toBe(-501); // 500.5
    expect(discountAmountMinor({ type: 'percent', percent: 100 }, 4000)).toBe(-4000);
    expect(discountAmountMinor({ type: 'percent', percent: 10 }, -50)).toBe(0);
    expect(Object.is(discountAmountMinor({ type: 'percent', percent: 10 }, 0), 0)).toBe(true);
  });
});

describe('an invoice’s totals', () => {
  it('are the lessons’ sum taxed as before when there is nothing else', () => {
    expect(lineTotals([lesson(4000), lesson(3000)], 5)).toMatchObject({
      subtotalMinor: 7000,
      taxableMinor: 7000,
      taxMinor: 350,
      totalMinor: 7350,
    });
    expect(lineTotals([], 20)).toMatchObject({ subtotalMinor: 0, taxMinor: 0, totalMinor: 0 });
  });

  it('tax only the taxable lines', () => {
    const totals = lineTotals([lesson(8000), custom(1000, true), custom(3000, false)], 20);
    expect(totals).toMatchObject({
      subtotalMinor: 12000,
      taxableMinor: 9000,
      taxMinor: 1800,
      totalMinor: 13800,
    });
  });

  it('recompute each discount from the lines above it, in order', () => {
    const totals = lineTotals([lesson(4000), lesson(4000), amountOff(500), percentOff(10), custom(1000)], 0);
    expect(totals.lines.map((line) => line.amountMinor)).toEqual([4000, 4000, -500, -750, 1000]);
    expect(totals).toMatchObject({ subtotalMinor: 7750, totalMinor: 7750 });
  });

  it('reduce the taxed part in proportion to the taxable share of the lines above a discount', () => {
    // £80 taxable, £20 not: 10% off takes £8 of taxable and £2 of untaxed.
    const totals = lineTotals([lesson(8000), custom(2000, false), percentOff(10)], 20);
    expect(totals).toMatchObject({
      subtotalMinor: 9000,
      taxableMinor: 7200,
      taxMinor: 1440,
      totalMinor: 10440,
    });
  });

  it('never tax a negative amount, and leave a discount with nothing above it at 0', () => {
    expect(lineTotals([custom(-500, true), custom(1000, false)], 20)).toMatchObject({
      subtotalMinor: 500,
      taxableMinor: -500,
      taxMinor: 0,
      totalMinor: 500,
    });
    expect(lineTotals([percentOff(10)], 20)).toMatchObject({
      subtotalMinor: 0,
      taxableMinor: 0,
      totalMinor: 0,
    });
  });

  it('leave the lines given untouched', () => {
    const discount = percentOff(50);
    lineTotals([lesson(1000), discount], 0);
    expect(discount.amountMinor).toBe(0);
  });
});

describe('line order', () => {
  it('puts lessons first by start, then the other lines as added', () => {
    const lines = [
      { id: 'c', kind: 'custom' as const },
      { id: 'l2', lessonStart: '2026-03-10T10:00:00Z' },
      { id: 'd', kind: 'discount' as const },
      { id: 'l1', kind: 'lesson' as const, lessonStart: '2026-03-03T10:00:00Z' },
    ];
    expect(orderLines(lines).map((line) => line.id)).toEqual(['l1', 'l2', 'c', 'd']);
    expect(lines[0]!.id).toBe('c');
  });
});

describe('what a request may ask for', () => {
  it('checks quantities', () => {
    expect(quantityProblem(1)).toBeUndefined();
    expect(quantityProblem(0.01)).toBeUndefined();
    expect(quantityProblem(1000)).toBeUndefined();
    expect(quantityProblem(0)).toBe('Quantity must be a number above 0');
    expect(quantityProblem(-1)).toBe('Quantity must be a number above 0');
    expect(quantityProblem(Number.NaN)).toBe('Quantity must be a number above 0');
    expect(quantityProblem(1000.01)).toBe('Quantity must be at most 1000');
    expect(quantityProblem(1.005)).toBe('Quantity may have at most two decimals');
  });

  it('checks unit prices, which may be negative (a credit) but not zero', () => {
    expect(unitPriceProblem(25)).toBeUndefined();
    expect(unitPriceProblem(-25)).toBeUndefined();
    expect(unitPriceProblem(100_000)).toBeUndefined();
    expect(unitPriceProblem(-100_000)).toBeUndefined();
    expect(unitPriceProblem(0)).toBe('Unit price must not be zero');
    expect(unitPriceProblem(0.001)).toBe('Unit price must not be zero');
    expect(unitPriceProblem(Number.POSITIVE_INFINITY)).toBe('Unit price must be a number');
    expect(unitPriceProblem(100_000.01)).toBe('Unit price must be at most 100000 either way');
    expect(unitPriceProblem(-100_000.01)).toBe('Unit price must be at most 100000 either way');
    expect(unitPriceProblem(1.234)).toBe('Unit price may have at most two decimals');
  });

  it('checks discounts', () => {
    expect(discountValueProblem('percent', 100)).toBeUndefined();
    expect(discountValueProblem('percent', 0.01)).toBeUndefined();
    expect(discountValueProblem('amount', 100_000)).toBeUndefined();
    expect(discountValueProblem('amount', 1000.5)).toBeUndefined();
    expect(discountValueProblem('percent', 100.01)).toBe('A percentage discount must be at most 100');
    expect(discountValueProblem('amount', 100_000.01)).toBe('Discount must be at most 100000');
    expect(discountValueProblem('amount', 0)).toBe('Discount must be a number above 0');
    expect(discountValueProblem('amount', -5)).toBe('Discount must be a number above 0');
    expect(discountValueProblem('amount', Number.NaN)).toBe('Discount must be a number above 0');
    expect(discountValueProblem('percent', 1.005)).toBe('Discount may have at most two decimals');
  });

  it('counts decimals without a float’s noise', () => {
    expect(hasTwoDecimalsAtMost(0.1 + 0.2)).toBe(true);
    expect(hasTwoDecimalsAtMost(19.99)).toBe(true);
    expect(hasTwoDecimalsAtMost(19.999)).toBe(false);
  });
});

describe('the sibling discount', () => {
  const family = [
    { id: 'b', createdAt: '2026-01-02T00:00:00Z' },
    { id: 'a', createdAt: '2026-01-01T00:00:00Z' },
    { id: 'd', createdAt: '2026-01-03T00:00:00Z' },
    { id: 'c', createdAt: '2026-01-03T00:00:00Z' },
  ];

  it('is for every child but the first created (ties by id)', () => {
    expect(isSecondOrLaterChild('a', family)).toBe(false);
    expect(isSecondOrLaterChild('b', family)).toBe(true);
    expect(isSecondOrLaterChild('c', family)).toBe(true);
    expect(isSecondOrLaterChild('d', family)).toBe(true);
    expect(isSecondOrLaterChild('c', [family[3]!, family[2]!])).toBe(false);
    expect(isSecondOrLaterChild('d', [family[3]!, family[2]!])).toBe(true);
    expect(isSecondOrLaterChild('x', family)).toBe(false);
    expect(isSecondOrLaterChild('a', [family[1]!])).toBe(false);
  });

  it('says what it is', () => {
    expect(siblingDiscountDescription(10)).toBe('Sibling discount (10%)');
  });
});
