import { describe, expect, it } from 'vitest';
import {
  calendarDatePattern,
  ianaZones,
  instantToWallTime,
  lessonEnd,
  lessonMinutes,
  lessonTimezoneLabels,
  lessonTimezones,
  slotMinutes,
  startsOnSlotBoundary,
  timezoneLabelsOn,
  uaeHoursAheadOfUk,
  wallTimePattern,
  wallTimeToInstant,
} from './lesson-time';

describe('the difference between the UAE and the UK', () => {
  it('is 4 hours in the UK winter and 3 in its summer, changing with the UK clocks', () => {
    expect(uaeHoursAheadOfUk(new Date('2026-01-15T12:00:00Z'))).toBe(4);
    expect(uaeHoursAheadOfUk(new Date('2026-07-15T12:00:00Z'))).toBe(3);
    // The UK's clocks go back at 01:00 UTC on 25 October 2026.
    expect(uaeHoursAheadOfUk(new Date('2026-10-25T00:59:00Z'))).toBe(3);
    expect(uaeHoursAheadOfUk(new Date('2026-10-25T01:00:00Z'))).toBe(4);
  });

  it('is named for the lesson’s date, and left out without one', () => {
    expect(timezoneLabelsOn(new Date('2026-12-01T17:00:00Z')).UAE).toBe('UAE, 4 hours ahead of UK');
    expect(timezoneLabelsOn(new Date('2026-06-01T16:00:00Z')).UAE).toBe('UAE, 3 hours ahead of UK');
    expect(timezoneLabelsOn(null)).toEqual({ UAE: 'UAE', UK: 'UK' });
  });
});

describe('lesson dates and times as typed', () => {
  it('accepts every wall-clock time of the day, 00:00 to 23:59', () => {
    for (const time of ['00:00', '09:05', '19:59', '20:00', '21:30', '22:45', '23:59']) {
      expect(wallTimePattern.test(time), time).toBe(true);
    }
  });

  it.each([
    '24:00',
    '23:60',
    '9:00',
    '09:5',
    '25:00',
    '30:00',
    ' 09:00',
    '09:00 ',
    'x09:00',
    '09:00x',
    '0900',
  ])('refuses the time %j', (time) => {
    expect(wallTimePattern.test(time)).toBe(false);
  });

  it('accepts a date written YYYY-MM-DD and nothing around it', () => {
    expect(calendarDatePattern.test('2026-03-29')).toBe(true);
    for (const date of [
      'x2026-03-29',
      '2026-03-29x',
      '2026-3-29',
      '26-03-29',
      '2026/03/29',
      '2026-03-29T00:00',
    ]) {
      expect(calendarDatePattern.test(date), date).toBe(false);
    }
  });
});

describe('lesson instants', () => {
  it('places a wall-clock time in its zone, whatever the clocks did that day', () => {
    // The UK's clocks went forward on 29 March 2026: 17:00 is 16:00 UTC that day, 17:00 UTC the day before.
    expect(wallTimeToInstant('2026-03-28', '17:00', 'UK').toISOString()).toBe('2026-03-28T17:00:00.000Z');
    expect(wallTimeToInstant('2026-03-29', '17:00', 'UK').toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(wallTimeToInstant('2026-12-31', '23:45', 'UAE').toISOString()).toBe('2026-12-31T19:45:00.000Z');
  });

  it('reads an instant back as the date and time on the zone’s clock', () => {
    expect(instantToWallTime(new Date('2026-10-26T17:00:00Z'), 'UK')).toEqual({
      date: '2026-10-26',
      time: '17:00',
    });
    expect(instantToWallTime(new Date('2026-01-05T05:07:00Z'), 'UAE')).toEqual({
      date: '2026-01-05',
      time: '09:07',
    });
    // 20:45 UTC on New Year's Eve is already the next year in Dubai.
    expect(instantToWallTime(new Date('2026-12-31T20:45:00Z'), 'UAE')).toEqual({
      date: '2027-01-01',
      time: '00:45',
    });
  });

  it('names the two zones', () => {
    expect(lessonTimezones).toEqual(['UAE', 'UK']);
    expect(ianaZones).toEqual({ UAE: 'Asia/Dubai', UK: 'Europe/London' });
    expect(lessonTimezoneLabels).toEqual({ UAE: 'UAE', UK: 'UK' });
    expect(timezoneLabelsOn(new Date('2026-12-01T17:00:00Z')).UK).toBe('UK');
    expect(timezoneLabelsOn(undefined)).toEqual({ UAE: 'UAE', UK: 'UK' });
  });
});

describe('the double-booking lock’s rules', () => {
  it('ends a lesson one hour after it starts', () => {
    expect(lessonMinutes).toBe(60);
    expect(lessonEnd(new Date('2026-11-12T23:30:00Z')).toISOString()).toBe('2026-11-13T00:30:00.000Z');
  });

  it('starts lessons on the quarter hour only', () => {
    expect(slotMinutes).toBe(15);
    for (const start of ['2026-11-12T10:00:00Z', '2026-11-12T10:15:00Z', '2026-11-12T10:45:00Z']) {
      expect(startsOnSlotBoundary(new Date(start)), start).toBe(true);
    }
    for (const start of ['2026-11-12T10:05:00Z', '2026-11-12T10:14:59Z', '2026-11-12T10:15:00.001Z']) {
      expect(startsOnSlotBoundary(new Date(start)), start).toBe(false);
    }
  });
});
