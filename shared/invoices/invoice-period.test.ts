import { describe, expect, it } from 'vitest';
import {
  customPeriod,
  defaultDueDate,
  isRealCalendarDate,
  monthPeriod,
  periodLabel,
  periodLengthDays,
  schoolToday,
  selectableYears,
} from './invoice-period';

describe('invoice periods', () => {
  it('covers a whole calendar month, leap years included', () => {
    expect(monthPeriod(2, 2028)).toEqual({
      month: 2,
      year: 2028,
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(monthPeriod(12, 2026)).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('files a custom range under the month it starts in', () => {
    expect(customPeriod('2026-03-20', '2026-04-10')).toEqual({
      month: 3,
      year: 2026,
      startDate: '2026-03-20',
      endDate: '2026-04-10',
    });
    expect(periodLengthDays('2026-03-20', '2026-04-10')).toBe(22);
    expect(periodLengthDays('2026-03-29', '2026-03-29')).toBe(1);
  });

  it('labels a whole month by name and a range by its dates', () => {
    expect(periodLabel(monthPeriod(3, 2026))).toBe('March 2026');
    expect(periodLabel(customPeriod('2026-03-03', '2026-03-17'))).toBe('3 Mar 2026 – 17 Mar 2026');
  });

  it('knows real calendar dates', () => {
    expect(isRealCalendarDate('2028-02-29')).toBe(true);
    expect(isRealCalendarDate('2026-02-29')).toBe(false);
    expect(isRealCalendarDate('2026-13-01')).toBe(false);
    expect(isRealCalendarDate('26-01-01')).toBe(false);
  });

  it("decides today on the school's London clock", () => {
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    expect(schoolToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(schoolToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('sets the default due date 30 days after issue (spec §9)', () => {
    expect(defaultDueDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-12-22');
    expect(defaultDueDate(new Date('2026-02-10T10:00:00Z'))).toBe('2026-03-12');
  });

  it('offers the current year and the four before it (spec §9)', () => {
    expect(selectableYears(new Date('2026-11-22T10:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
