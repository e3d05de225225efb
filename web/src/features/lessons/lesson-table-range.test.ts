import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { orderForRange, pastWindow, tableRangeFrom, upcomingWindow } from './lesson-table-range';

const now = new Date(2026, 10, 26, 15, 30); // Thursday 26 November 2026, 15:30

describe('the lesson list’s range', () => {
  it('opens on upcoming lessons, on a month when the address names a date, or on what it names', () => {
    expect(tableRangeFrom(new URLSearchParams(''))).toBe('upcoming');
    expect(tableRangeFrom(new URLSearchParams('date=2026-10-01'))).toBe('month');
    expect(tableRangeFrom(new URLSearchParams('list=past&date=2026-10-01'))).toBe('past');
    expect(tableRangeFrom(new URLSearchParams('list=soon'))).toBe('upcoming');
  });

  it('reads from the start of today four weeks on, and the four weeks before today without overlap', () => {
    const upcoming = upcomingWindow(now);
    expect(upcoming.from).toEqual(new Date(2026, 10, 26));
    expect(upcoming.to).toEqual(new Date(2026, 11, 23, 23, 59, 59, 999));
    const past = pastWindow(now);
    expect(past.from).toEqual(new Date(2026, 9, 29));
    expect(past.to.getTime()).toBe(upcoming.from.getTime() - 1);
  });

  it('puts the soonest lesson first, and in the past the latest first, comparing instants not text', () => {
    const lesson = (id: string, startTime: string) => ({ _id: id, startTime }) as Lesson;
    // 09:00 in Dubai is 05:00 UTC: earlier than 07:00 UTC although its text sorts after it.
    const lessons = [lesson('b', '2026-11-27T07:00:00Z'), lesson('a', '2026-11-27T09:00:00+04:00')];
    expect(orderForRange(lessons, 'upcoming').map((l) => l._id)).toEqual(['a', 'b']);
    expect(orderForRange(lessons, 'past').map((l) => l._id)).toEqual(['b', 'a']);
  });
});
