import { describe, expect, it } from 'vitest';
import {
  customPeriod,
  defaultPaymentDays,
  maxPeriodDays,
  monthNames,
  schoolTimeZone,
  shortDate,
  defaultDueDate,
  isRealCalendarDate,
  monthPeriod,
  periodLabel,
  periodLengthDays,
  schoolToday,
  invoicePeriodYears,
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

  it('sets the default due date 30 days after issue', () => {
    expect(defaultDueDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-12-22');
    expect(defaultDueDate(new Date('2026-02-10T10:00:00Z'))).toBe('2026-03-12');
  });

  it('offers the current year and the four before it', () => {
    expect(selectableYears(new Date('2026-11-22T10:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('offers next year too for an invoice period, on the London clock', () => {
    expect(invoicePeriodYears(new Date('2026-12-01T10:00:00Z'))).toEqual([
      2027, 2026, 2025, 2024, 2023, 2022,
    ]);
    // 23:30 UTC on 31 December 2026 is still 2026 in London; half past midnight on 1 January is 2027.
    expect(invoicePeriodYears(new Date('2026-12-31T23:30:00Z'))[0]).toBe(2027);
    expect(invoicePeriodYears(new Date('2027-01-01T00:30:00Z'))[0]).toBe(2028);
  });

  it('labels part of a month by its dates, not as the whole month', () => {
    expect(periodLabel(customPeriod('2026-03-01', '2026-03-15'))).toBe('1 Mar 2026 – 15 Mar 2026');
    expect(periodLabel(customPeriod('2026-03-10', '2026-03-31'))).toBe('10 Mar 2026 – 31 Mar 2026');
    // A custom range that happens to be the whole month reads as the month.
    expect(periodLabel(customPeriod('2026-02-01', '2026-02-28'))).toBe('February 2026');
    expect(periodLabel(monthPeriod(12, 2026))).toBe('December 2026');
    expect(periodLabel(monthPeriod(1, 2027))).toBe('January 2027');
  });

  it('names every month in English, January first', () => {
    const english = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    const months = Array.from({ length: 12 }, (_, month) => english.format(Date.UTC(2026, month, 1)));
    expect(monthNames).toEqual(months);
  });

  it('writes a short date from a date or a timestamp', () => {
    expect(shortDate('2026-01-05')).toBe('5 Jan 2026');
    expect(shortDate('2026-12-31T23:59:00.000Z')).toBe('31 Dec 2026');
  });

  it('reads only a whole YYYY-MM-DD string as a date', () => {
    expect(isRealCalendarDate('x2026-01-01')).toBe(false);
    expect(isRealCalendarDate('2026-01-01x')).toBe(false);
    expect(isRealCalendarDate('2026-00-10')).toBe(false);
    // Real days, but not written with a four-digit year.
    expect(isRealCalendarDate('999-01-01')).toBe(false);
    expect(isRealCalendarDate('12026-01-01')).toBe(false);
    expect(isRealCalendarDate('2026-01-31')).toBe(true);
  });

  it('keeps a custom range to a year, due 30 days on, on the London clock', () => {
    expect(maxPeriodDays).toBe(366);
    expect(defaultPaymentDays).toBe(30);
    expect(schoolTimeZone).toBe('Europe/London');
    // 23:30 UTC on 30 June is 1 July in London: due 31 July.
    expect(defaultDueDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-31');
    // 23:30 UTC on 31 December 2026 is still 2026 in London, not yet the year after.
    expect(selectableYears(new Date('2026-12-31T23:30:00Z'))[0]).toBe(2026);
    expect(selectableYears(new Date('2027-01-01T00:30:00Z'))[0]).toBe(2027);
  });
});
