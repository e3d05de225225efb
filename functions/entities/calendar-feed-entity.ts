import { createHash } from 'node:crypto';
import { getItem } from '../platform/table/get-item';
import { itemExists, put, remove, type TableWrite } from '../platform/table/table-write';
import { userKeys } from './user-entity';

/**
 * A calendar feed's token is only in the URL the user copies; the table keeps
 * its SHA-256, as a feed item naming its owner, and the owner's user item
 * remembers which hash is current (so replacing the feed deletes the old one).
 * Both record the account's session version when the feed was made: ending
 * every session (sign out everywhere, a new password) moves the version on,
 * and a feed made under an older one is refused, like the sessions it outlived.
 */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const feedKeyOfHash = (hash: string) => ({ PK: `CALENDAR_FEED#${hash}`, SK: 'CALENDAR_FEED' });

export const calendarFeedKeys = {
  ofHash: feedKeyOfHash,
  ofToken: (token: string) => feedKeyOfHash(feedTokenHash(token)),
};

export interface FeedState {
  hash?: string;
  createdAt?: string;
  /** The account's session version now; a feed is made under it. */
  sessionVersion: number;
  /** The version the current feed was made under. */
  feedVersion: number;
}

/** Older items have no version: 0, as for the account's own (user-entity.ts). */
const versionOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** A feed that outlived the sessions of its time: the account signed out everywhere or got a new password since. */
export const feedEndedWithSessions = (state: FeedState) =>
  Boolean(state.hash) && state.feedVersion !== state.sessionVersion;

export function calendarFeedPut(
  token: string,
  userId: string,
  createdAt: string,
  sessionVersion: number,
): TableWrite {
  return put({
    ...calendarFeedKeys.ofToken(token),
    entity: 'CalendarFeed',
    userId,
    createdAt,
    sessionVersion,
  });
}

export const calendarFeedDelete = (hash: string): TableWrite => remove(calendarFeedKeys.ofHash(hash));

/** Records the current feed on the account, which must exist. */
export function accountFeedSet(
  userId: string,
  token: string,
  createdAt: string,
  sessionVersion: number,
): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression:
        'SET calendarFeedHash = :hash, calendarFeedCreatedAt = :at, calendarFeedVersion = :version',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: {
        ':hash': feedTokenHash(token),
        ':at': createdAt,
        ':version': sessionVersion,
      },
    },
  };
}

export function accountFeedCleared(userId: string): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression: 'REMOVE calendarFeedHash, calendarFeedCreatedAt, calendarFeedVersion',
      ConditionExpression: itemExists,
    },
  };
}

/** Strongly consistent: a feed made just after signing out everywhere must carry the new version. */
export async function feedStateOf(userId: string): Promise<FeedState> {
  const item = await getItem(userKeys.primary(userId), {
    consistentRead: true,
    attributes: ['calendarFeedHash', 'calendarFeedCreatedAt', 'calendarFeedVersion', 'sessionVersion'],
  });
  return {
    hash: item?.calendarFeedHash as string | undefined,
    createdAt: item?.calendarFeedCreatedAt as string | undefined,
    sessionVersion: versionOf(item?.sessionVersion),
    feedVersion: versionOf(item?.calendarFeedVersion),
  };
}

export async function findFeed(
  token: string,
): Promise<{ userId: string; sessionVersion: number } | undefined> {
  const item = await getItem(calendarFeedKeys.ofToken(token), { consistentRead: true });
  return item ? { userId: item.userId as string, sessionVersion: versionOf(item.sessionVersion) } : undefined;
}
