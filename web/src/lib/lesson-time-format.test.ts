import { describe, expect, it } from 'vitest';
import { wallTimeToInstant } from '../../../shared/lesson-time';
import { bothClocksText, lessonDateText, lessonTimeWithZone, otherClockText } from './lesson-time-format';

const lessonAt = (iso: string, timezone: 'UK' | 'UAE') => ({
  startTime: iso,
  endTime: new Date(Date.parse(iso) + 3_600_000).toISOString(),
  timezone,
});

describe('lesson time texts', () => {
  it('shows a UK lesson in London time, summer and winter, with the UAE clock beside it', () => {
    const summer = lessonAt('2026-10-13T16:00:00.000Z', 'UK');
    expect(lessonDateText(summer)).toBe('Tue 13 Oct 2026');
    expect(bothClocksText(summer)).toBe('17:00 UK · 20:00 UAE');
    const winter = lessonAt('2026-11-03T17:00:00.000Z', 'UK');
    expect(bothClocksText(winter)).toBe('17:00 UK · 21:00 UAE');
  });

  it('puts the lesson’s own clock first and names the other day when the date differs', () => {
    expect(bothClocksText(lessonAt('2026-10-13T16:00:00.000Z', 'UAE'))).toBe('20:00 UAE · 17:00 UK');
    expect(bothClocksText(lessonAt('2026-11-03T23:30:00.000Z', 'UK'))).toBe('23:30 UK · Wed 03:30 UAE');
  });

  it('renders the detail time in Dubai or London time', () => {
    expect(lessonTimeWithZone(lessonAt('2026-10-13T16:00:00.000Z', 'UAE'))).toBe(
      'Tuesday 13 October 2026, 20:00–21:00 Dubai time',
    );
    expect(lessonTimeWithZone(lessonAt('2026-10-13T16:00:00.000Z', 'UK'))).toBe(
      'Tuesday 13 October 2026, 17:00–18:00 London time',
    );
  });

  it('says what a typed wall time is in the other country', () => {
    expect(otherClockText(wallTimeToInstant('2026-10-27', '17:00', 'UK'), 'UK')).toBe(
      '17:00 UK is 21:00 in the UAE',
    );
    expect(otherClockText(wallTimeToInstant('2026-10-27', '02:00', 'UAE'), 'UAE')).toBe(
      '02:00 UAE is Mon 26 Oct, 22:00 in the UK',
    );
  });
});
