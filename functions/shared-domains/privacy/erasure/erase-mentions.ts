import {
  activityPagesOf,
  rewordActivity,
  type ActivityAudience,
  type ActivityItem,
} from '../../../entities/activity-entity';
import {
  markNotificationsRead,
  notificationKeys,
  notificationPagesOf,
} from '../../../entities/notification-entity';
import { messagePagesTo, outboxKeys } from '../../../entities/outbox-message-entity';
import { UserEntity, usersQuery } from '../../../entities/user-entity';
import { batchDeleteKeys } from '../../../platform/table/batch-delete-keys';
import { queryEntityPages } from '../../../platform/table/entity-query';
import { namesAny, withNamesReplaced } from './names-in-text';

/** Who is erased: their ids, the names texts hold, and the neutral words their name becomes elsewhere. */
export interface ErasedPeople {
  ids: readonly string[];
  names: readonly string[];
  wording: string;
}

/** An event about some other child (none of them erased): it is that child's, so it stays, reworded. */
const aboutOthers = ({ studentIds = [] }: ActivityItem, erased: ErasedPeople) =>
  studentIds.length > 0 && !studentIds.some((id) => erased.ids.includes(id));

/**
 * Events in one reader's activity list that name someone erased: one paged
 * Query; those about the erased (or about no child) are batch deleted, and
 * those about another child keep their place with the name replaced by
 * neutral words ("Yan: a former student's book list").
 */
export async function eraseActivityNaming(audience: ActivityAudience, erased: ErasedPeople) {
  const replacements = erased.names.map((name) => ({ name, wording: erased.wording }));
  for await (const page of activityPagesOf(audience)) {
    const naming = page.filter((event) => namesAny([event.title, event.description], erased.names));
    await batchDeleteKeys(
      naming.filter((event) => !aboutOthers(event, erased)).map(({ PK, SK }) => ({ PK, SK })),
    );
    for (const event of naming.filter((candidate) => aboutOthers(candidate, erased))) {
      const title = withNamesReplaced(event.title, replacements);
      const description = withNamesReplaced(event.description, replacements);
      if (title === event.title && description === event.description) continue;
      await rewordActivity({ PK: event.PK, SK: event.SK }, { title, description });
    }
  }
}

/** An account's notifications that name someone erased, and their ids in its unread set. */
export async function eraseNotificationsNaming(userId: string, names: readonly string[]) {
  for await (const page of notificationPagesOf(userId)) {
    const naming = page.filter((notification) => namesAny([notification.title, notification.body], names));
    if (naming.length === 0) continue;
    await batchDeleteKeys(naming.map((notification) => notificationKeys.item(userId, notification)));
    await markNotificationsRead(
      userId,
      naming.map((notification) => notification.id),
    );
  }
}

const messageKeyOf = ({ id }: { id: string }) => outboxKeys.primary(id);

/**
 * Emails to an account that are about someone erased (the message's facts
 * hold their id or name), whatever their status: pending ones are never
 * sent, sent ones are not kept for the 90 days their claim would last.
 */
export async function eraseMessagesNaming(userId: string, ids: readonly string[], names: readonly string[]) {
  for await (const page of messagePagesTo(userId)) {
    const naming = page.filter(({ message }) => {
      const facts = JSON.stringify(message);
      return ids.some((id) => facts.includes(id)) || namesAny([facts], names);
    });
    await batchDeleteKeys(naming.map(messageKeyOf));
  }
}

/** Every email to an account (erasing the account itself). */
export async function eraseMessagesTo(userId: string) {
  for await (const page of messagePagesTo(userId)) await batchDeleteKeys(page.map(messageKeyOf));
}

/** The school's staff accounts: their digests and notifications may name a student. */
export async function staffAccountIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const role of ['super_admin', 'admin'] as const)
    for await (const page of queryEntityPages(UserEntity, usersQuery(role)))
      ids.push(...page.map((user) => user.id));
  return ids;
}

/**
 * What the readers of an erased person's events hold about them: the staff's
 * shared activity list, and each reader's own list, bell and emails; and the
 * activity lists of `otherFamilies` (whose children's events may name them).
 */
export async function eraseMentionsFor(
  readerIds: readonly string[],
  erased: ErasedPeople,
  otherFamilies: Iterable<string> = [],
) {
  await eraseActivityNaming({ kind: 'all' }, erased);
  const readers = new Set(readerIds);
  for (const userId of readers) {
    await eraseActivityNaming({ kind: 'user', userId }, erased);
    await eraseNotificationsNaming(userId, erased.names);
    await eraseMessagesNaming(userId, erased.ids, erased.names);
  }
  for (const userId of new Set(otherFamilies))
    if (!readers.has(userId) && !erased.ids.includes(userId))
      await eraseActivityNaming({ kind: 'user', userId }, erased);
}
