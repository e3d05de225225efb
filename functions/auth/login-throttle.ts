import { failuresOf, loginFailureIncrement, loginFailureKeys } from '../lib/entities/login-failures-entity';
import { tooManyRequests } from '../lib/http-errors';
import { batchDeleteKeys } from '../lib/table/batch-delete-keys';
import { queryAll } from '../lib/table/query-items';
import { updateItem } from '../lib/table/write-item';

/**
 * Failed sign-ins are counted per email in five-minute windows. Eight failures
 * across the current and previous window refuse further attempts for that
 * email, so guessing is slow while the real owner waits ten minutes at most.
 * Unknown emails are counted the same way, so the throttle reveals nothing.
 */
const windowSeconds = 5 * 60;
export const maxFailures = 8;

const windowStart = (epochSeconds: number) => epochSeconds - (epochSeconds % windowSeconds);
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function assertLoginAllowed(email: string): Promise<void> {
  const now = nowSeconds();
  const previousWindow = windowStart(now) - windowSeconds;
  const items = await queryAll({
    partition: loginFailureKeys.partition(email),
    sortKey: { atLeast: loginFailureKeys.windowSortKey(previousWindow) },
    consistentRead: true,
  });
  const failures = items.reduce((sum, item) => sum + failuresOf(item), 0);
  if (failures >= maxFailures) {
    // By then every counted failure has left the two windows read above.
    const retryAfter = windowStart(now) + 2 * windowSeconds - now;
    throw tooManyRequests(
      'Too many failed sign-in attempts for this email. Please wait a few minutes and try again.',
      retryAfter,
    );
  }
}

export async function recordLoginFailure(email: string): Promise<void> {
  const start = windowStart(nowSeconds());
  await updateItem(loginFailureIncrement(email, start, start + 3 * windowSeconds));
}

/** A successful sign-in forgives earlier typos. */
export async function clearLoginFailures(email: string): Promise<void> {
  const current = windowStart(nowSeconds());
  await batchDeleteKeys(
    [current, current - windowSeconds].map((start) => loginFailureKeys.window(email, start)),
  );
}
