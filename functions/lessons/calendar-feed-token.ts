import { randomBytes } from 'node:crypto';
import { apiBasePath } from '../../shared/routes/route-definition';
import {
  accountFeedCleared,
  accountFeedSet,
  calendarFeedDelete,
  calendarFeedPut,
  deleteFeed,
  findFeed,
  type FeedState,
} from '../entities/calendar-feed-entity';
import { getUserById, type UserRecord } from '../entities/user-entity';
import { namedWrites } from '../platform/table/named-writes';
import { writeNamedTransaction } from '../platform/table/write-transaction';

/** The name of the account's own update in each transaction below (its condition: the account exists). */
export const feedAccountWrite = 'account';

/**
 * The old feed item goes in the same transaction that records the new one, so at most one URL works.
 * The new one is made under the account's session version as `previous` read it.
 */
export async function replaceFeed(
  userId: string,
  previous: FeedState,
): Promise<{ path: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date().toISOString();
  await writeNamedTransaction(
    namedWrites({
      feed: calendarFeedPut(token, userId, createdAt, previous.sessionVersion),
      [feedAccountWrite]: accountFeedSet(userId, token, createdAt, previous.sessionVersion),
      previousFeed: previous.hash ? calendarFeedDelete(previous.hash) : undefined,
    }),
  );
  return { path: `${apiBasePath}/calendar-feed/${token}`, createdAt };
}

export async function revokeFeed(userId: string, previous: FeedState): Promise<void> {
  await writeNamedTransaction(
    namedWrites({
      [feedAccountWrite]: accountFeedCleared(userId),
      previousFeed: previous.hash ? calendarFeedDelete(previous.hash) : undefined,
    }),
  );
}

/**
 * The account a feed token serves, or undefined. A feed made before the account
 * last ended every session (sign out everywhere, a new password) ended with
 * them: its item is deleted on sight, and the account item keeps the old hash
 * so the owner's feed status can say why the link stopped.
 */
export async function feedOwnerOf(token: string): Promise<UserRecord | undefined> {
  const feed = await findFeed(token);
  const owner = feed ? await getUserById(feed.userId) : undefined;
  if (!feed || !owner) return undefined;
  if (feed.sessionVersion === owner.sessionVersion) return owner;
  await deleteFeed(token);
  return undefined;
}
