/**
 * Attempts are stored in fixed windows (one item per window, a conditional
 * write per attempt) and read as a sliding window: the attempts of the
 * window running, plus those of the window before weighted by the share of
 * it that still lies within the last window's length. Read as fixed windows
 * alone, a burst just before a window's end and another just after it got
 * twice the limit in a few seconds.
 */
export interface WindowPosition {
  /** Length of a window, in seconds. */
  seconds: number;
  /** When the running window started (epoch seconds, a multiple of `seconds`). */
  start: number;
  /** When the window before it started. */
  previousStart: number;
  /** Seconds of the running window gone by. */
  elapsed: number;
}

/** The attempts counted in the window before and in the one running. */
export interface WindowCounts {
  previous: number;
  current: number;
}

export function windowAt(nowSeconds: number, seconds: number): WindowPosition {
  const start = nowSeconds - (nowSeconds % seconds);
  return { seconds, start, previousStart: start - seconds, elapsed: nowSeconds - start };
}

/** The share of the window before that still lies within the last `seconds`. */
const previousWeight = (position: WindowPosition) => (position.seconds - position.elapsed) / position.seconds;

/**
 * How many attempts the running window may hold now: the limit less the
 * window before's weighted count. Not always a whole number: an attempt
 * is allowed while the running window's count is below it.
 */
export function allowanceNow(limit: number, previousCount: number, position: WindowPosition): number {
  return limit - previousCount * previousWeight(position);
}

/**
 * Seconds until one more attempt is allowed (a 429's Retry-After), from
 * the counts read: while the running window's count is under the limit,
 * once the window before weighs little enough; otherwise after the window
 * ends, once the running window (then the one before) weighs little enough.
 */
export function secondsUntilAllowed(limit: number, counts: WindowCounts, position: WindowPosition): number {
  const left = position.seconds - position.elapsed;
  if (counts.current < limit) {
    const untilPreviousFades =
      counts.previous > 0 ? left - ((limit - counts.current) * position.seconds) / counts.previous : 0;
    return wholeSecondsAfter(Math.min(untilPreviousFades, left));
  }
  return wholeSecondsAfter(left + position.seconds * (1 - limit / counts.current));
}

/** The first whole second strictly after `seconds` (at that moment itself the count is still at its limit), at least 1. */
function wholeSecondsAfter(seconds: number): number {
  return Math.max(1, Math.floor(seconds) + 1);
}
