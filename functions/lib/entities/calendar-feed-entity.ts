import { createHash } from 'node:crypto';
import { getItem } from '../table/get-item';
import { itemExists, put, remove, type TableWrite } from '../table/table-write';
import { userKeys } from './user-entity';

/**
 * A calendar feed's token is only in the URL the user copies; the table keeps
 * its SHA-256, as a feed item naming its owner, and the owner's user item
 * remembers which hash is current (so replacing the feed deletes the old one).
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
}

export function calendarFeedPut(token: string, userId: string, createdAt: string): TableWrite {
  return put({ ...calendarFeedKeys.ofToken(token), entity: 'CalendarFeed', userId, createdAt });
}

export const calendarFeedDelete = (hash: string): TableWrite => remove(calendarFeedKeys.ofHash(hash));

/** Records the current feed on the account, which must exist. */
export function accountFeedSet(userId: string, token: string, createdAt: string): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression: 'SET calendarFeedHash = :hash, calendarFeedCreatedAt = :at',
      ConditionExpression: itemExists,
      ExpressionAttributeValues: { ':hash': feedTokenHash(token), ':at': createdAt },
    },
  };
}

export function accountFeedCleared(userId: string): TableWrite {
  return {
    Update: {
      Key: userKeys.primary(userId),
      UpdateExpression: 'REMOVE calendarFeedHash, calendarFeedCreatedAt',
      ConditionExpression: itemExists,
    },
  };
}

export async function feedStateOf(userId: string): Promise<FeedState> {
  const item = await getItem(userKeys.primary(userId), {
    attributes: ['calendarFeedHash', 'calendarFeedCreatedAt'],
  });
  return {
    hash: item?.calendarFeedHash as string | undefined,
    createdAt: item?.calendarFeedCreatedAt as string | undefined,
  };
}

export async function findFeedOwner(token: string): Promise<string | undefined> {
  const item = await getItem(calendarFeedKeys.ofToken(token), { consistentRead: true });
  return item?.userId as string | undefined;
}
