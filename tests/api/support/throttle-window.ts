/**
 * The sign-in throttle counts in fixed ten-minute windows
 * (functions/auth/login-throttle.ts), so a test whose tries straddle a
 * window's end starts counting afresh halfway: in one CI run the attacker's
 * 31st try landed in the next window and was let through. A test that counts
 * waits, if less than half a minute of the window is left, until the next
 * one has begun.
 */
export async function clearOfThrottleWindowEnd(): Promise<void> {
  const windowMs = 10 * 60 * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

/** A counting test's timeout: room for that wait on top of the test itself. */
export const countingTestTimeout = 60_000;
