import { describe, expect, it } from 'vitest';
import { timezoneLabelsOn, uaeHoursAheadOfUk } from './lesson-time';

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
