import { describe, expect, it } from 'vitest';
import { dateRangeProblem, defaultDateRange } from './exports-model';

describe('defaultDateRange', () => {
  it('runs from the first of the school’s month to its today', () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in London (summer time).
    expect(defaultDateRange(new Date('2026-03-31T23:30:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(defaultDateRange(new Date('2026-12-02T12:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-02',
    });
  });
});

describe('dateRangeProblem', () => {
  it('accepts a range of one day up to a leap year', () => {
    expect(dateRangeProblem('2026-03-01', '2026-03-01')).toBeUndefined();
    expect(dateRangeProblem('2028-01-01', '2028-12-31')).toBeUndefined();
  });

  it('says what is wrong otherwise', () => {
    expect(dateRangeProblem('', '2026-03-01')).toBe('Choose a date for both ends');
    expect(dateRangeProblem('2026-02-30', '2026-03-01')).toBe('Choose a date for both ends');
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toBe('The last day must not be before the first');
    expect(dateRangeProblem('2026-01-01', '2027-01-02')).toBe(
      'An export covers at most 366 days: choose a shorter range',
    );
  });
});
