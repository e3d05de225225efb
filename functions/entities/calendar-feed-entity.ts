import { createHash } from 'node:crypto';
import {
  $remove,
  DeleteItemCommand,
  DeleteTransaction,
  Entity,
  GetItemCommand,
  PutTransaction,
  UpdateTransaction,
  item,
  number,
  prefix,
  string,
} from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';
import { UserEntity } from './user-entity';

/**
 * A calendar feed's token is only in the URL the user copies; the table keeps
 * its SHA-256, as a feed item naming its owner, and the owner's user item
 * remembers which hash is current (so replacing the feed deletes the old one).
 * Both record the account's session version when the feed was made: ending
 * every session (sign out everywhere, a new password) moves the version on,
 * and a feed made under an older one is refused, like the sessions it outlived.
 */
const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const feedKeyOfHash = (hash: string) => ({ PK: `CALENDAR_FEED#${hash}`, SK: 'CALENDAR_FEED' });

export const calendarFeedKeys = {
  ofHash: feedKeyOfHash,
};

export const CalendarFeedEntity = new Entity({
  name: 'CalendarFeed',
  table: schoolTable,
  timestamps: false,
  schema: item({
    tokenHash: string().key().savedAs('PK').transform(prefix('CALENDAR_FEED')),
    sortKey: string().key().savedAs('SK').const('CALENDAR_FEED').hidden(),
    userId: string(),
    createdAt: string(),
    // Absent on feeds made before sessions had versions: 0.
    sessionVersion: number().optional(),
  }),
});

export interface FeedState {
  hash?: string;
  createdAt?: string;
  /** The account's session version now; a feed is made under it. */
  sessionVersion: number;
  /** The version the current feed was made under. */
  feedVersion: number;
}

/** A feed that outlived the sessions of its time: the account signed out everywhere or got a new password since. */
export const feedEndedWithSessions = (state: FeedState) =>
  Boolean(state.hash) && state.feedVersion !== state.sessionVersion;

export function calendarFeedPut(
  token: string,
  userId: string,
  createdAt: string,
  sessionVersion: number,
): EntityWrite {
  return CalendarFeedEntity.build(PutTransaction).item({
    tokenHash: feedTokenHash(token),
    userId,
    createdAt,
    sessionVersion,
  });
}

export const calendarFeedDelete = (hash: string): EntityWrite =>
  CalendarFeedEntity.build(DeleteTransaction).key({ tokenHash: hash });

/** Deletes the feed a token names (one that ended with the sessions of its time). */
export async function deleteFeed(token: string): Promise<void> {
  await CalendarFeedEntity.build(DeleteItemCommand)
    .key({ tokenHash: feedTokenHash(token) })
    .send();
}

/** Records the current feed on the account, which must exist. */
export function accountFeedSet(
  userId: string,
  token: string,
  createdAt: string,
  sessionVersion: number,
): EntityWrite {
  return UserEntity.build(UpdateTransaction)
    .item({
      id: userId,
      calendarFeedHash: feedTokenHash(token),
      calendarFeedCreatedAt: createdAt,
      calendarFeedVersion: sessionVersion,
    })
    .options({ condition: { attr: 'id', exists: true } });
}

/** Forgets the account's feed; the account must exist. */
export function accountFeedCleared(userId: string): EntityWrite {
  return UserEntity.build(UpdateTransaction)
    .item({
      id: userId,
      calendarFeedHash: $remove(),
      calendarFeedCreatedAt: $remove(),
      calendarFeedVersion: $remove(),
    })
    .options({ condition: { attr: 'id', exists: true } });
}

/** Strongly consistent: a feed made just after signing out everywhere must carry the new version. */
export async function feedStateOf(userId: string): Promise<FeedState> {
  const { Item: account } = await UserEntity.build(GetItemCommand)
    .key({ id: userId })
    .options({
      consistent: true,
      attributes: ['calendarFeedHash', 'calendarFeedCreatedAt', 'calendarFeedVersion', 'sessionVersion'],
    })
    .send();
  return {
    hash: account?.calendarFeedHash,
    createdAt: account?.calendarFeedCreatedAt,
    // Older items have no version: 0, as for the account's own (user-entity.ts).
    sessionVersion: account?.sessionVersion ?? 0,
    feedVersion: account?.calendarFeedVersion ?? 0,
  };
}

export async function findFeed(
  token: string,
): Promise<{ userId: string; sessionVersion: number } | undefined> {
  const { Item: feed } = await CalendarFeedEntity.build(GetItemCommand)
    .key({ tokenHash: feedTokenHash(token) })
    .options({ consistent: true })
    .send();
  return feed ? { userId: feed.userId, sessionVersion: feed.sessionVersion ?? 0 } : undefined;
}
