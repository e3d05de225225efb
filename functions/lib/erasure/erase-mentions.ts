import { activityOfAudienceQuery, type ActivityAudience } from '../entities/activity-entity';
import { notificationTextsQuery, notificationsReadUpdate } from '../entities/notification-entity';
import { messagesToAccountQuery } from '../entities/outbox-message-entity';
import { usersQuery } from '../entities/user-entity';
import { batchDeleteKeys } from '../table/batch-delete-keys';
import { queryPages } from '../table/query-items';
import type { TableItem } from '../table/table-item';
import { updateItem } from '../table/write-item';
import { namesAny } from './names-in-text';

const keyOf = (item: TableItem) => ({ PK: item.PK as string, SK: item.SK as string });

/** Events in one reader's activity list that name someone erased: one paged Query, batch deletes. */
export async function eraseActivityNaming(audience: ActivityAudience, names: readonly string[]) {
  for await (const page of queryPages(activityOfAudienceQuery(audience))) {
    const naming = page.filter((item) => namesAny([item.title, item.description], names));
    await batchDeleteKeys(naming.map(keyOf));
  }
}

/** An account's notifications that name someone erased, and their ids in its unread set. */
export async function eraseNotificationsNaming(userId: string, names: readonly string[]) {
  for await (const page of queryPages(notificationTextsQuery(userId))) {
    const naming = page.filter((item) => namesAny([item.title, item.body], names));
    if (naming.length === 0) continue;
    await batchDeleteKeys(naming.map(keyOf));
    await updateItem(
      notificationsReadUpdate(
        userId,
        naming.map((item) => item.id as string),
      ),
    );
  }
}

/**
 * Emails to an account that are about someone erased (the message's facts
 * hold their id or name), whatever their status: pending ones are never
 * sent, sent ones are not kept for the 90 days their claim would last.
 */
export async function eraseMessagesNaming(userId: string, ids: readonly string[], names: readonly string[]) {
  for await (const page of queryPages(messagesToAccountQuery(userId))) {
    const naming = page.filter((item) => {
      const facts = JSON.stringify(item.message ?? {});
      return ids.some((id) => facts.includes(id)) || namesAny([facts], names);
    });
    await batchDeleteKeys(naming.map(keyOf));
  }
}

/** Every email to an account (erasing the account itself). */
export async function eraseMessagesTo(userId: string) {
  for await (const page of queryPages(messagesToAccountQuery(userId))) await batchDeleteKeys(page.map(keyOf));
}

/** The school's staff accounts: their digests and notifications may name a student. */
export async function staffAccountIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const role of ['super_admin', 'admin'] as const)
    for await (const page of queryPages({ ...usersQuery(role), attributes: ['id'] }))
      ids.push(...page.map((item) => item.id as string));
  return ids;
}

/**
 * What the readers of an erased person's events hold about them: the staff's
 * shared activity list, and each reader's own list, bell and emails.
 */
export async function eraseMentionsFor(
  readerIds: readonly string[],
  erased: { ids: readonly string[]; names: readonly string[] },
) {
  await eraseActivityNaming({ kind: 'all' }, erased.names);
  for (const userId of new Set(readerIds)) {
    await eraseActivityNaming({ kind: 'user', userId }, erased.names);
    await eraseNotificationsNaming(userId, erased.names);
    await eraseMessagesNaming(userId, erased.ids, erased.names);
  }
}
