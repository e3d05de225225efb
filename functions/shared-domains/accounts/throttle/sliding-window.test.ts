import { describe, expect, it } from 'vitest';
import { allowanceNow, secondsUntilAllowed, windowAt } from './sliding-window';

const tenMinutes = 600;
/** 12:00:00 UTC on a day, a window's start. */
const noon = Date.UTC(2026, 10, 27, 12) / 1000;

describe('a sliding window over fixed windows', () => {
  it('places a moment in its window and the one before', () => {
    expect(windowAt(noon + 150, tenMinutes)).toEqual({
      seconds: tenMinutes,
      start: noon,
      previousStart: noon - tenMinutes,
      elapsed: 150,
    });
  });

  it('leaves the running window what the window before has not used, weighted by its share of the last ten minutes', () => {
    expect(allowanceNow(8, 0, windowAt(noon + 1, tenMinutes))).toBe(8);
    // Eight tries just before noon: just after, nothing is left; halfway through, half of the limit.
    expect(allowanceNow(8, 8, windowAt(noon + 1, tenMinutes))).toBeCloseTo(8 / 600, 6);
    expect(allowanceNow(8, 8, windowAt(noon + 300, tenMinutes))).toBe(4);
    expect(allowanceNow(8, 4, windowAt(noon + 450, tenMinutes))).toBe(7);
  });

  it('lets no burst on either side of a window’s end take more than the limit', () => {
    // Eight at 11:59:59, then as many as allowed at 12:00:01: not one more.
    const justAfter = windowAt(noon + 1, tenMinutes);
    const allowance = allowanceNow(8, 8, justAfter);
    const taken = Array.from({ length: 8 }, (_, index) => index).filter((count) => count < allowance).length;
    expect(taken).toBe(1);
    expect(allowanceNow(8, 8, windowAt(noon, tenMinutes))).toBe(0);
  });

  it('says when one more try is allowed', () => {
    // Limit reached in the window before and one try in this one: once an eighth of it has faded.
    expect(secondsUntilAllowed(8, { previous: 8, current: 1 }, windowAt(noon + 1, tenMinutes))).toBe(75);
    // Limit reached in this window: just after its end, and later by as much as the count is over the limit.
    expect(secondsUntilAllowed(8, { previous: 0, current: 8 }, windowAt(noon + 200, tenMinutes))).toBe(401);
    expect(secondsUntilAllowed(5, { previous: 0, current: 10 }, windowAt(noon + 200, tenMinutes))).toBe(701);
    // Nothing before and room now (a race refused it): a second.
    expect(secondsUntilAllowed(8, { previous: 0, current: 3 }, windowAt(noon + 200, tenMinutes))).toBe(1);
    // Never past the window's end while the running window is under the limit.
    expect(secondsUntilAllowed(8, { previous: 30, current: 7 }, windowAt(noon + 500, tenMinutes))).toBe(81);
  });
});
