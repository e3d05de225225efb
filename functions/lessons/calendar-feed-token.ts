import { randomBytes } from 'node:crypto';
import { apiBasePath } from '../../shared/routes/route-definition';
import {
  accountFeedCleared,
  accountFeedSet,
  calendarFeedDelete,
  calendarFeedPut,
  type FeedState,
} from '../lib/entities/calendar-feed-entity';
import { writeTransaction } from '../lib/table/write-transaction';

/** Where the account's own update sits in each transaction below (its condition: the account exists). */
export const feedAccountItem = { replace: 1, revoke: 0 } as const;

/** The old feed item goes in the same transaction that records the new one, so at most one URL works. */
export async function replaceFeed(
  userId: string,
  previous: FeedState,
): Promise<{ path: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date().toISOString();
  await writeTransaction([
    calendarFeedPut(token, userId, createdAt),
    accountFeedSet(userId, token, createdAt),
    ...(previous.hash ? [calendarFeedDelete(previous.hash)] : []),
  ]);
  return { path: `${apiBasePath}/calendar-feed/${token}`, createdAt };
}

export async function revokeFeed(userId: string, previous: FeedState): Promise<void> {
  await writeTransaction([
    accountFeedCleared(userId),
    ...(previous.hash ? [calendarFeedDelete(previous.hash)] : []),
  ]);
}
