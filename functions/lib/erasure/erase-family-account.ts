import { forgetCachedAccount } from '../accounts/current-principal';
import { activityOfAudienceQuery } from '../entities/activity-entity';
import { accountLinkKeys, type AccountLinkPurpose } from '../entities/account-link-entity';
import { calendarFeedKeys, feedStateOf } from '../entities/calendar-feed-entity';
import { notificationPartitionQuery } from '../entities/notification-entity';
import { counterDeltas } from '../entities/school-counters-entity';
import { getStudentsByIds } from '../entities/student-entity';
import { userChildLink, userDeleteIfChildless, userKeys, type UserRecord } from '../entities/user-entity';
import { batchDeleteKeys } from '../table/batch-delete-keys';
import { queryPages } from '../table/query-items';
import type { TableQuery } from '../table/table-query';
import { remove, type TableWrite } from '../table/table-write';
import { writeTransaction } from '../table/write-transaction';
import { eraseMentionsFor, eraseMessagesTo, staffAccountIds } from './erase-mentions';
import { eraseStudent } from './erase-student';
import { reduceAuditEntriesAbout } from './erasure-audit';

const linkPurposes: readonly AccountLinkPurpose[] = ['invitation', 'password-reset', 'email-verification'];

async function deleteWholeQuery(query: TableQuery) {
  for await (const page of queryPages(query))
    await batchDeleteKeys(page.map((item) => ({ PK: item.PK as string, SK: item.SK as string })));
}

/** What only the account holds: its bell, its activity list, its emails, its calendar feed and its links. */
export async function eraseAccountHoldings(userId: string): Promise<void> {
  await deleteWholeQuery(notificationPartitionQuery(userId));
  await deleteWholeQuery(activityOfAudienceQuery({ kind: 'user', userId }));
  await eraseMessagesTo(userId);
  const feed = await feedStateOf(userId);
  await batchDeleteKeys([
    ...(feed.hash ? [calendarFeedKeys.ofHash(feed.hash)] : []),
    ...linkPurposes.map((purpose) => accountLinkKeys.primary(userId, purpose)),
  ]);
}

/**
 * Erases a family account with its children: each child as `eraseStudent`
 * does, then what the account holds, what names the parent elsewhere (the
 * staff's lists, bells and emails) and the account itself with its email's
 * uniqueness item and counters, last, so a retry finishes the job. Invoices
 * issued to the family stay, with the names they were issued with.
 *
 * Its refresh tokens cannot be found by account (their keys are hashes of
 * the token) and hold no name; with the account gone they are refused, and
 * DynamoDB's TTL removes them.
 */
export async function eraseFamilyAccount(family: UserRecord, finalWrites: readonly TableWrite[] = []) {
  const children = await getStudentsByIds(family.children);
  for (const child of children) await eraseStudent(child);
  // A child id whose student is gone already would keep the account from its childless delete.
  const found = new Set(children.map((child) => child.id));
  for (const missing of family.children.filter((id) => !found.has(id)))
    await writeTransaction([userChildLink(family.id, missing, 'DELETE')]);
  await eraseAccountHoldings(family.id);
  await eraseMentionsFor(await staffAccountIds(), { ids: [family.id], names: [family.name] });
  await reduceAuditEntriesAbout([family.id, ...family.children]);
  await writeTransaction([
    userDeleteIfChildless(family.id),
    remove(userKeys.email(family.email)),
    counterDeltas({ users: -1 }),
    ...finalWrites,
  ]);
  forgetCachedAccount(family.id);
}
