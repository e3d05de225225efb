import { activityKeyPages } from '../entities/activity-entity';
import { accountLinkKeysOf } from '../entities/account-link-entity';
import { calendarFeedKeys, feedStateOf } from '../entities/calendar-feed-entity';
import { bellKeyPages } from '../entities/notification-entity';
import { accountSessionKeyPages } from '../entities/refresh-token-entity';
import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import type { TableKey } from '../platform/table/table-item';

/** Its activity, its bell, and its refresh tokens and sign-in families (by account, GSI3), page by page. */
const accountKeyPages = (userId: string) => [
  activityKeyPages({ kind: 'user', userId }),
  bellKeyPages(userId),
  accountSessionKeyPages(userId),
];

/**
 * What an account has in partitions of its own, removed once the account is
 * deleted (not before: a refused deletion, the last Super Admin's, must not
 * lose them): its recent activity, its bell (notifications and unread set),
 * its calendar feed, its pending invitation, reset or verification links,
 * and its refresh tokens and sign-in families (refused already with the
 * account gone, deleted at once rather than left to their TTL). Each a paged
 * Query and batch deletes; nothing is scanned. `feedHash` is read from the
 * account before it goes. Should this fail half-way, what is left is
 * unreachable (every route refuses a deleted account; a feed whose owner is
 * gone answers 404) and expires by TTL. Its sent emails' outbox items and
 * once-markers carry its id and expire by TTL too (90 days, 400 days): no
 * route reaches them and no index finds them by account.
 */
export async function removeAccountTraces(userId: string, feedHash: string | undefined): Promise<void> {
  // Keys known without reading go with the first page, so a small account is one BatchWriteItem.
  let keys: TableKey[] = [
    ...(feedHash ? [calendarFeedKeys.ofHash(feedHash)] : []),
    ...accountLinkKeysOf(userId),
  ];
  for (const pages of accountKeyPages(userId))
    for await (const page of pages) {
      keys.push(...page);
      if (keys.length >= 25) {
        await batchDeleteKeys(keys);
        keys = [];
      }
    }
  await batchDeleteKeys(keys);
}

/** The account's current feed hash, read before the account is deleted. */
export const feedHashOf = async (userId: string) => (await feedStateOf(userId)).hash;
