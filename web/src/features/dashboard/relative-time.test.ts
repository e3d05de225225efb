import { describe, expect, it } from 'vitest';
import { formatFullTime, formatRelativeTime } from './relative-time';

const now = new Date(2026, 2, 10, 12, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [-30_000, 'just now'],
    [minute, '1 minute ago'],
    [5 * minute + 40_000, '5 minutes ago'],
    [3 * hour, '3 hours ago'],
    [day, 'yesterday'],
    [2 * day + hour, '2 days ago'],
    [6 * day, '6 days ago'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(formatRelativeTime(before(ms), now)).toBe(expected);
  });

  it('gives the date after a week', () => {
    expect(formatRelativeTime(new Date(2026, 1, 4, 9, 30), now)).toBe('4 Feb 2026');
  });
});

describe('formatFullTime', () => {
  it('reads as a British date with a 24-hour time', () => {
    expect(formatFullTime(new Date(2026, 2, 4, 15, 5))).toBe('4 March 2026 at 15:05');
  });
});
