import { forgetCachedAccount } from '../../accounts/current-principal';
import { activityKeyPages } from '../../../entities/activity-entity';
import { accountLinkKeysOf } from '../../../entities/account-link-entity';
import { calendarFeedKeys, feedStateOf } from '../../../entities/calendar-feed-entity';
import { bellKeyPages } from '../../../entities/notification-entity';
import { accountSessionKeyPages } from '../../../entities/refresh-token-entity';
import { counterDeltas } from '../../../entities/school-counters-entity';
import { getStudentsByIds } from '../../../entities/student-entity';
import {
  emailRelease,
  userChildLink,
  userDeleteIfChildless,
  type UserRecord,
} from '../../../entities/user-entity';
import { batchDeleteKeys } from '../../../platform/table/batch-delete-keys';
import type { EntityWrite } from '../../../platform/table/table-write';
import { writeTransaction } from '../../../platform/table/write-transaction';
import { eraseMentionsFor, eraseMessagesTo, staffAccountIds } from './erase-mentions';
import { erasedFamilyWording, replaceNamesInLessonNotes } from './erase-names-elsewhere';
import { eraseStudent } from './erase-student';
import { reduceAuditEntriesAbout } from './erasure-audit';

/**
 * What only the account holds: its bell, its activity list, its emails, its
 * calendar feed, its links, and its refresh tokens and sign-in families (so
 * none waits for its TTL).
 */
export async function eraseAccountHoldings(userId: string): Promise<void> {
  for await (const keys of accountSessionKeyPages(userId)) await batchDeleteKeys(keys);
  for await (const keys of bellKeyPages(userId)) await batchDeleteKeys(keys);
  for await (const keys of activityKeyPages({ kind: 'user', userId })) await batchDeleteKeys(keys);
  await eraseMessagesTo(userId);
  const feed = await feedStateOf(userId);
  await batchDeleteKeys([
    ...(feed.hash ? [calendarFeedKeys.ofHash(feed.hash)] : []),
    // Every purpose a link can have, an email change's included: the erased account keeps none.
    ...accountLinkKeysOf(userId),
  ]);
}

/**
 * Erases a family account with its children: each child as `eraseStudent`
 * does, then what the account holds (its sign-ins included), what names the
 * parent elsewhere (the staff's lists, bells and emails; in other children's
 * lesson notes and events it reads "a former family") and the account itself with its email's
 * uniqueness item and counters, last, so a retry finishes the job. Invoices
 * issued to the family stay, with the names they were issued with.
 */
export async function eraseFamilyAccount(family: UserRecord, finalWrites: readonly EntityWrite[] = []) {
  const children = await getStudentsByIds(family.children);
  const teacherIds = new Set<string>();
  for (const child of children)
    for (const teacherId of (await eraseStudent(child, [], { siblingsErasedToo: true })).teacherIds)
      teacherIds.add(teacherId);
  // A child id whose student is gone already would keep the account from its childless delete.
  const found = new Set(children.map((child) => child.id));
  for (const missing of family.children.filter((id) => !found.has(id)))
    await writeTransaction([userChildLink(family.id, missing, 'DELETE')]);
  await eraseAccountHoldings(family.id);
  const erased = { ids: [family.id, ...family.children], names: [family.name], wording: erasedFamilyWording };
  // The children's teachers may have named the parent in other children's lesson notes.
  const otherFamilies = await replaceNamesInLessonNotes(
    [...teacherIds].map((teacherId) => ({ teacherId })),
    [{ name: family.name, wording: erasedFamilyWording }],
    family.children,
  );
  await eraseMentionsFor(await staffAccountIds(), erased, otherFamilies);
  await reduceAuditEntriesAbout([family.id, ...family.children]);
  await writeTransaction([
    userDeleteIfChildless(family.id),
    emailRelease(family.email),
    counterDeltas({ users: -1 }),
    ...finalWrites,
  ]);
  forgetCachedAccount(family.id);
}
