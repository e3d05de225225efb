/**
 * The sign-in throttle keeps its counts in ten-minute windows and reads the
 * window before weighted by the share of it still within the last ten
 * minutes (functions/shared-domains/accounts/throttle/sliding-window.ts). Just after a window's end that
 * weight is a little under 1, so a burst that filled the window before still
 * lets one try through (in one CI run of the fixed windows before it, the
 * attacker's 31st try landed in the next window and was let through). A test
 * that counts waits, if less than half a minute of the window is left, until
 * the next one has begun.
 */
export async function clearOfThrottleWindowEnd(): Promise<void> {
  const windowMs = 10 * 60 * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

/** A counting test's timeout: room for that wait on top of the test itself. */
export const countingTestTimeout = 60_000;
