import { timeToLiveAttributeName } from '../platform/table-design';
import { batchGetItems } from '../platform/table/batch-get-items';
import { putIfAbsent, type TableWrite } from '../platform/table/table-write';

/**
 * The mark that a message meant to go once (an invoice's overdue stage, a
 * day's staff digest, a family's weekly digest) has been written. It is put
 * only if absent, in the transaction with the message itself: two jobs that
 * run at once both try, one commits and the other's transaction is refused,
 * so the message exists once. It is the message's idempotency key.
 */
export interface MessageOnce {
  /** What the message is about and when: `invoice-overdue#<invoiceId>`, `overdue-digest#2027-05-14`. */
  scope: string;
  /** Who or which stage within the scope: a user id, `stage#7`. */
  subject: string;
}

/** Long past any rerun of the job that wrote it (a year and a month); then DynamoDB may delete it. */
const retentionSeconds = 400 * 24 * 60 * 60;

/** Access pattern (docs/data-model.md): GetItem / conditional Put on `MESSAGE_ONCE#<scope>`, `<subject>`. */
export const messageOnceKey = (once: MessageOnce) => ({ PK: `MESSAGE_ONCE#${once.scope}`, SK: once.subject });

/** The write that claims the message, refused when it was written before. */
export function messageOnceClaim(once: MessageOnce, now = new Date()): TableWrite {
  return putIfAbsent({
    ...messageOnceKey(once),
    entity: 'MessageOnce',
    createdAt: now.toISOString(),
    [timeToLiveAttributeName]: Math.floor(now.getTime() / 1000) + retentionSeconds,
  });
}

/**
 * Which of `candidates` were written already: one BatchGetItem per 100, so a
 * job skips them without a refused transaction each (the claim still decides a race).
 */
export async function messagesAlreadyWritten(candidates: readonly MessageOnce[]): Promise<Set<string>> {
  const items = await batchGetItems(candidates.map(messageOnceKey));
  return new Set(items.map((item) => `${item.PK as string}|${item.SK as string}`));
}

export const messageOnceId = (once: MessageOnce) => {
  const key = messageOnceKey(once);
  return `${key.PK}|${key.SK}`;
};
