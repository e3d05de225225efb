import { describe, expect, it } from 'vitest';
import type { InvoiceSentEmail } from '../../functions/entities/email-messages';
import {
  claimOutboxMessage,
  markOutboxMessageFailed,
  outboxMessagePut,
} from '../../functions/entities/outbox-message-entity';
import { messagePuts } from '../../functions/shared-domains/messaging/message-puts';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { asTableWrite } from '../../functions/platform/table/toolbox-write';
import type { Notification } from '../../shared/schemas/notification-schemas';
import { request } from './support/http';
import { bookMonth, generateInvoice, monthAllocator, setStatus } from './support/invoice-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * The bell (issue 15): every message writes its recipient's notification in
 * its own transaction (messagePuts); each account lists and marks only its own.
 */
const { runtime, school } = useSchoolWithPeople();

interface Bell {
  notifications: Notification[];
  unreadCount: number;
  nextCursor?: string;
}

async function bell(token: string, query = ''): Promise<Bell> {
  const answer = await request(runtime.api, 'GET', `/notifications${query}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return { ...answer.body.data, nextCursor: answer.body.nextCursor };
}

const markRead = (token: string, body: unknown) =>
  request(runtime.api, 'POST', '/notifications/read', { token, body });

function madeUpMessage(invoiceNumber: string): InvoiceSentEmail {
  return {
    kind: 'invoice-sent',
    invoiceId: '0123456789abcdef01234567',
    invoiceNumber,
    studentName: 'Ben B1',
    period: { month: 5, year: 2027, startDate: '2027-05-01', endDate: '2027-05-31' },
    totalMinor: 12_345,
    currency: 'AED',
    dueDate: '2027-06-30',
  };
}

/** Tells the account something, as a producer does: messagePuts in a transaction of its own. Answers the notification's id. */
async function tell(userId: string, invoiceNumber: string, now = new Date()): Promise<string> {
  const puts = messagePuts(userId, madeUpMessage(invoiceNumber), now).map(asTableWrite);
  await writeTransaction(puts);
  const notification = puts.find((write) => 'Put' in write && write.Put.Item?.entity === 'Notification');
  return (notification as { Put: { Item: { id: string } } }).Put.Item.id;
}

const unreadIdsOf = (page: Bell) => page.notifications.filter((n) => !n.read).map((n) => n._id);

it('sending an invoice notifies its family, with the invoice screen, and no other account', async () => {
  const accounts = [school.familyA, school.familyB, school.teacherA, school.admin, school.superAdmin];
  const period = monthAllocator(2027, 3)();
  const token = school.superAdmin.token;
  await bookMonth(runtime.api, token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    ...period,
    days: [4],
  });
  const draft = await generateInvoice(runtime.api, token, {
    studentId: school.childA1._id,
    dateRangeType: 'month',
    ...period,
    currency: 'GBP',
  });
  // Counted after the booking, which notifies the family and the teacher of its own.
  const before = await Promise.all(accounts.map(async (account) => (await bell(account.token)).unreadCount));
  const sent = await setStatus(runtime.api, token, draft._id, 'sent');

  const after = await Promise.all(accounts.map(async (account) => await bell(account.token)));
  expect(after.map((page) => page.unreadCount)).toEqual([before[0]! + 1, ...before.slice(1)]);
  expect(after[0]!.notifications[0]).toMatchObject({
    kind: 'invoice-sent',
    title: `Invoice ${sent.invoiceNumber} sent`,
    path: `/dashboard/invoices/${sent._id}`,
    read: false,
  });
});

it("lists only the caller's own notifications, newest first, page by page", async () => {
  const start = Date.now();
  const ids: string[] = [];
  for (const [index, number] of ['P-1', 'P-2', 'P-3'].entries())
    ids.push(await tell(school.familyB.id, number, new Date(start + index * 1000)));
  await tell(school.familyA.id, 'NOT-B');

  const first = await bell(school.familyB.token, '?limit=2');
  expect(first.notifications.map((n) => n._id)).toEqual([ids[2], ids[1]]);
  expect(first.nextCursor).toBeTruthy();
  const rest = await bell(school.familyB.token, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
  expect(rest.notifications[0]!._id).toBe(ids[0]);
  const all = [...first.notifications, ...rest.notifications].map((n) => n.title);
  expect(all).not.toContain('Invoice NOT-B sent');
});

it('marks ids read and then all read, the count exact; marking twice or another account’s ids changes nothing', async () => {
  const account = school.teacherA;
  const ids = [await tell(account.id, 'R-1'), await tell(account.id, 'R-2'), await tell(account.id, 'R-3')];
  const start = (await bell(account.token)).unreadCount;
  expect(start).toBeGreaterThanOrEqual(3);

  // Another account cannot mark them: its own count answers, the owner's is unchanged.
  const foreign = await markRead(school.familyA.token, { ids });
  expect(foreign.status).toBe(200);
  expect(foreign.body.data.unreadCount).toBe((await bell(school.familyA.token)).unreadCount);
  expect((await bell(account.token)).unreadCount).toBe(start);

  for (let round = 0; round < 2; round++) {
    const marked = await markRead(account.token, { ids: [ids[0], ids[1]] });
    expect(marked.body.data).toEqual({ unreadCount: start - 2 });
  }
  const page = await bell(account.token);
  expect(page.unreadCount).toBe(start - 2);
  expect(page.notifications.filter((n) => ids.includes(n._id)).map((n) => [n._id, n.read])).toEqual([
    [ids[2], false],
    [ids[1], true],
    [ids[0], true],
  ]);

  expect((await markRead(account.token, { all: true })).body.data).toEqual({ unreadCount: 0 });
  const cleared = await bell(account.token);
  expect([cleared.unreadCount, unreadIdsOf(cleared)]).toEqual([0, []]);
});

it('keeps the count exact while messages arrive and are marked read at the same time', async () => {
  const account = school.admin;
  await markRead(account.token, { all: true });
  const earlier = await Promise.all(Array.from({ length: 8 }, (_, index) => tell(account.id, `E-${index}`)));

  // New messages arrive while the earlier ones are marked read one by one, and the bell is read meanwhile.
  const [later] = await Promise.all([
    Promise.all(Array.from({ length: 8 }, (_, index) => tell(account.id, `L-${index}`))),
    Promise.all(earlier.map((id) => markRead(account.token, { ids: [id] }))),
    Promise.all(Array.from({ length: 4 }, () => bell(account.token))),
  ]);
  const settled = await bell(account.token, '?limit=50');
  expect(settled.unreadCount).toBe(8);
  expect(unreadIdsOf(settled).sort()).toEqual([...later].sort());

  // 'Mark all' racing new messages: whatever the order, the count is exactly the unread ones listed.
  await Promise.all([
    Promise.all(Array.from({ length: 6 }, (_, index) => tell(account.id, `M-${index}`))),
    markRead(account.token, { all: true }),
    markRead(account.token, { all: true }),
  ]);
  const after = await bell(account.token, '?limit=50');
  expect(after.unreadCount).toBe(unreadIdsOf(after).length);
  expect(after.unreadCount).toBeLessThanOrEqual(6);
});

describe('refuses bad input with a clear 400 and changes nothing', () => {
  it.each([
    ['neither ids nor all', {}, 'Give either ids or all: true'],
    ['both ids and all', { ids: ['0123456789abcdef01234567'], all: true }, 'Give either ids or all: true'],
    ['no ids', { ids: [] }, 'ids must name at least one notification'],
    ['an id that is not one', { ids: ['not-an-id'] }, 'Invalid ID format'],
    ['ids not a list', { ids: 'x' }, 'ids must be a list of notification ids'],
    ['101 ids', { ids: Array.from({ length: 101 }, () => '0123456789abcdef01234567') }, 'At most 100 ids'],
    ['all false', { all: false }, 'all must be true'],
    ['an unknown field', { all: true, extra: 1 }, 'extra'],
  ])('%s', async (_label, body, message) => {
    const answer = await markRead(school.familyA.token, body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toContain(message);
  });

  it('a cursor that is not one of its own', async () => {
    const answer = await request(runtime.api, 'GET', '/notifications?cursor=nonsense', {
      token: school.familyA.token,
    });
    expect(answer.status, answer.text).toBe(400);
  });
});

it("lists an account's failed emails, with the reason, for the staff who may edit it", async () => {
  const put = outboxMessagePut(school.teacherB.id, madeUpMessage('F-1'));
  await writeTransaction([put]);
  const claimed = await claimOutboxMessage(put.Put.Item.id as string, 60_000);
  expect(await markOutboxMessageFailed(claimed!, 'MessageRejected: address is on the suppression list')).toBe(
    true,
  );
  const answer = await request(runtime.api, 'GET', `/users/${school.teacherB.id}/failed-emails`, {
    token: school.admin.token,
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.data).toEqual([
    expect.objectContaining({
      _id: put.Put.Item.id,
      kind: 'invoice-sent',
      reason: 'MessageRejected: address is on the suppression list',
    }),
  ]);
});
