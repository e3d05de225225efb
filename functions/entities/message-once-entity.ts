import { Entity, EntityParser, item, number, prefix, string, PutTransaction } from 'dynamodb-toolbox';
import { timeToLiveAttributeName } from '../platform/table-design';
import { batchGetItems } from '../platform/table/batch-get-items';
import { formattedItemOf } from '../platform/table/entity-items';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';

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
export const MessageOnceEntity = new Entity({
  name: 'MessageOnce',
  table: schoolTable,
  timestamps: false,
  schema: item({
    scope: string().key().savedAs('PK').transform(prefix('MESSAGE_ONCE')),
    subject: string().key().savedAs('SK'),
    createdAt: string(),
    expiresAt: number().savedAs(timeToLiveAttributeName),
  }),
});

/** The write that claims the message, refused when it was written before. */
export function messageOnceClaim(once: MessageOnce, now = new Date()): EntityWrite {
  return MessageOnceEntity.build(PutTransaction)
    .item({
      scope: once.scope,
      subject: once.subject,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
    })
    .options({ condition: { attr: 'scope', exists: false } });
}

export const messageOnceId = (once: MessageOnce) => `${once.scope}|${once.subject}`;

/** The marker's key as the table stores it (the entity's own key layout). */
const storedKeyOf = (once: MessageOnce) =>
  MessageOnceEntity.build(EntityParser).parse(once, { mode: 'key' }).key;

/**
 * Which of `candidates` were written already (as their `messageOnceId`): one
 * BatchGetItem per 100, so a job skips them without a refused transaction
 * each (the claim still decides a race).
 */
export async function messagesAlreadyWritten(candidates: readonly MessageOnce[]): Promise<Set<string>> {
  const stored = await batchGetItems(candidates.map(storedKeyOf));
  return new Set(stored.map((raw) => messageOnceId(formattedItemOf(MessageOnceEntity, raw))));
}
