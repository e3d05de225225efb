import { describe, expect, it } from 'vitest';
import { instantToWallTime, wallTimeToInstant } from './lesson-time';
import { expandRecurrence, seriesLengthDays } from './recurrence';

describe('wall time in a lesson zone', () => {
  it('puts 17:00 UK at 17:00 UTC in winter and 16:00 UTC in summer', () => {
    expect(wallTimeToInstant('2026-01-15', '17:00', 'UK').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(wallTimeToInstant('2026-07-15', '17:00', 'UK').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('puts 17:00 UAE at 13:00 UTC all year (Dubai has no summer time)', () => {
    expect(wallTimeToInstant('2026-01-15', '17:00', 'UAE').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(wallTimeToInstant('2026-07-15', '17:00', 'UAE').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('reads an instant back as the wall time of the zone', () => {
    expect(instantToWallTime(new Date('2026-07-15T16:00:00Z'), 'UK')).toEqual({
      date: '2026-07-15',
      time: '17:00',
    });
    expect(instantToWallTime(new Date('2026-07-15T16:00:00Z'), 'UAE')).toEqual({
      date: '2026-07-15',
      time: '20:00',
    });
  });
});

describe('expandRecurrence', () => {
  it('keeps a weekly 17:00 UK lesson at 17:00 London across the March clock change', () => {
    // The UK moves to BST on Sunday 29 March 2026.
    const starts = expandRecurrence({
      startDate: '2026-03-16',
      endDate: '2026-04-06',
      startTime: '17:00',
      timezone: 'UK',
      pattern: 'weekly',
      daysOfWeek: [1],
    });
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-03-16T17:00:00.000Z',
      '2026-03-23T17:00:00.000Z',
      '2026-03-30T16:00:00.000Z',
      '2026-04-06T16:00:00.000Z',
    ]);
    expect(starts.every((start) => instantToWallTime(start, 'UK').time === '17:00')).toBe(true);
  });

  it('keeps it at 17:00 London across the October clock change', () => {
    // The UK returns to GMT on Sunday 25 October 2026.
    const starts = expandRecurrence({
      startDate: '2026-10-19',
      endDate: '2026-10-27',
      startTime: '17:00',
      timezone: 'UK',
      pattern: 'weekly',
      daysOfWeek: [2],
    });
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-10-20T16:00:00.000Z',
      '2026-10-27T17:00:00.000Z',
    ]);
  });

  it('keeps a UAE series at the same UTC instant, since Dubai does not change clocks', () => {
    const starts = expandRecurrence({
      startDate: '2026-03-23',
      endDate: '2026-04-03',
      startTime: '18:30',
      timezone: 'UAE',
      pattern: 'weekly',
      daysOfWeek: [1, 3],
    });
    expect(starts.map((start) => start.toISOString().slice(11))).toEqual(Array(4).fill('14:30:00.000Z'));
    expect(starts.map((start) => start.getUTCDay())).toEqual([1, 3, 1, 3]);
  });

  it('expands daily patterns inclusively and monthly ones on the same day, skipping short months', () => {
    expect(
      expandRecurrence({
        startDate: '2026-05-01',
        endDate: '2026-05-03',
        startTime: '09:00',
        timezone: 'UK',
        pattern: 'daily',
        daysOfWeek: [],
      }),
    ).toHaveLength(3);
    const monthly = expandRecurrence({
      startDate: '2026-01-31',
      endDate: '2026-05-31',
      startTime: '09:00',
      timezone: 'UAE',
      pattern: 'monthly',
      daysOfWeek: [],
    });
    expect(monthly.map((start) => start.toISOString().slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
  });

  it('gives nothing for a weekly rule without days, and measures series length in days', () => {
    expect(
      expandRecurrence({
        startDate: '2026-05-01',
        endDate: '2026-06-01',
        startTime: '09:00',
        timezone: 'UK',
        pattern: 'weekly',
        daysOfWeek: [],
      }),
    ).toEqual([]);
    expect(seriesLengthDays('2026-01-01', '2027-01-01')).toBe(365);
    expect(seriesLengthDays('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('gives nothing for a series that ends before it starts', () => {
    expect(
      expandRecurrence({
        startDate: '2026-05-02',
        endDate: '2026-05-01',
        startTime: '09:00',
        timezone: 'UK',
        pattern: 'daily',
        daysOfWeek: [],
      }),
    ).toEqual([]);
  });
});
