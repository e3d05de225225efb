import {
  $add,
  $remove,
  Entity,
  UpdateItemCommand,
  any,
  item,
  list,
  number,
  string,
  type Condition,
  type FormattedItem,
  type UpdateItemInput,
  PutTransaction,
  UpdateTransaction,
} from 'dynamodb-toolbox';
import { newId } from '../../shared/ids';
import { isUnspent, type EmailMessage, type StoredEmailMessage } from './email-messages';
import { answerUnlessRefused } from '../platform/table/condition-refused';
import { findEntityItem } from '../platform/table/entity-items';
import { queryEntityPage, queryEntityPages } from '../platform/table/entity-query';
import { indexKeys, optionalIndexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import type { ItemPut, EntityWrite } from '../platform/table/table-write';
import { asTableWrite } from '../platform/table/toolbox-write';
import { studentTracePartition } from './student-traces';

/**
 * An email waiting to be sent, sent, or given up on. It is written in the
 * transaction of the change that causes it (a rolled-back change sends
 * nothing) and drained by the mailer (functions/mailer/): from the table's
 * stream in AWS, by a Query of the pending index on this machine.
 *
 * Its id is the message's idempotency key. Sending claims the item with a
 * conditional update (pending → sending, with a lease and an attempt number),
 * and only the claim holder marks it sent or failed: a retry, a second drain
 * or a restart finds it claimed or done and sends nothing.
 *
 * `skipped` is the end of a message its recipient does not want: the
 * account turned the message's category off (its email preferences, or an
 * unsubscribe link) before it was sent. Nothing was sent and nothing failed;
 * `skipReason` says why.
 */
const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const pendingPartition = 'OUTBOX_PENDING';
/** The school's failed emails, for the System health page (docs/operations.md#system-health-page). */
const failedPartition = 'OUTBOX_FAILED';
/** A sent message's claim must outlive every retry of its stream record (24 hours); then it may go. */
const sentRetentionSeconds = 90 * 24 * 60 * 60;

/**
 * Access patterns (docs/data-model.md):
 * - one message: GetItem / UpdateItem on its primary key;
 * - messages still to send: sparse GSI1 `OUTBOX_PENDING`, oldest first, only while pending or sending
 *   (the local drain and the safety-net sweep read it; AWS sends from the stream);
 * - an account's failed emails: sparse GSI2 `EMAIL_FAILED#<userId>`, newest first, only once failed;
 * - the school's failed emails: sparse GSI1 `OUTBOX_FAILED`, newest first, only while failed and neither
 *   retried nor dismissed (the System health page); GSI1 holds a message while pending or sending, and
 *   this partition once it fails, never both;
 * - every message to one account: GSI3 `OUTBOX_TO#<userId>`, oldest first (erasure finds what an
 *   account was sent, whatever its status; messages written before this index expire by TTL), except a
 *   message about exactly one student, whose GSI3 is that student's trace partition instead
 *   (student-traces.ts): erasing a student removes those through it.
 */
export const outboxKeys = {
  primary: (messageId: string) => ({ PK: `OUTBOX#${messageId}`, SK: 'MESSAGE' }),
  failedPartition: (userId: string) => `EMAIL_FAILED#${userId}`,
  recipientPartition: (userId: string) => `OUTBOX_TO#${userId}`,
};

const outboxAttributes = item({
  id: string().key(),
  /** The account the email is for; its current address is read when sending. */
  recipientUserId: string(),
  message: any().castAs<StoredEmailMessage>(),
  status: string().enum(...outboxStatuses),
  /** Claims so far; the claim's number fences the writes that end it. */
  attempts: number(),
  createdAt: string(),
  /** Until when the current claim holds (status sending): a crashed sender's claim lapses then. */
  leaseUntil: string().optional(),
  sentAt: string().optional(),
  /** SES's id of the sent email, to trace a bounce or complaint back to this message. */
  providerMessageId: string().optional(),
  failedAt: string().optional(),
  /** Why the email was given up on (status failed), for staff to read on the recipient's account. */
  failureReason: string().optional(),
  /** The last transient error, kept while the message is retried. */
  lastError: string().optional(),
  skippedAt: string().optional(),
  /** Why nothing was sent (status skipped), e.g. the recipient turned the category off. */
  skipReason: string().optional(),
  /** When a super_admin dismissed the failed message (System health page): it stays failed, for the record. */
  dismissedAt: string().optional(),
  dismissedBy: string().optional(),
  /** Claims made before a super_admin's last retry: the retry gets a fresh set of attempts. */
  attemptsBeforeRetry: number().optional(),
  retriedAt: string().optional(),
  /** TTL (epoch seconds), once the message has ended unfailed. */
  expiresAt: number().optional(),
  /** The students the message is about (student-traces.ts); absent when it is about none. */
  studentIds: list(string()).optional(),
});

const isPending = (status: OutboxStatus) => status === 'pending' || status === 'sending';
const onlyStudentOf = ({ studentIds }: { studentIds?: string[] }) =>
  studentIds?.length === 1 ? studentIds[0] : undefined;

export const OutboxMessageEntity = new Entity({
  name: 'OutboxMessage',
  table: schoolTable,
  timestamps: false,
  schema: outboxAttributes.and((schema) => ({
    ...optionalIndexKeys(schema, 'GSI1', {
      partition: ({ status }) => (isPending(status) ? pendingPartition : undefined),
      sort: ({ status, createdAt, id }) => (isPending(status) ? `${createdAt}#${id}` : undefined),
    }),
    // Written when the message fails (markOutboxMessageFailed), never by a put.
    GSI2PK: string().optional().hidden(),
    GSI2SK: string().optional().hidden(),
    ...indexKeys(schema, 'GSI3', {
      partition: (message) => {
        const studentId = onlyStudentOf(message);
        return studentId === undefined
          ? outboxKeys.recipientPartition(message.recipientUserId)
          : studentTracePartition(studentId);
      },
      sort: (message) => {
        if (onlyStudentOf(message) === undefined) return `${message.createdAt}#${message.id}`;
        const { PK, SK } = outboxKeys.primary(message.id);
        return `${PK}#${SK}`;
      },
    }),
  })),
  computeKey: ({ id }) => outboxKeys.primary(id),
});

type OutboxItem = FormattedItem<typeof OutboxMessageEntity>;

/** A message as the outbox holds it (its index keys and trace ids aside). */
export type OutboxMessageRecord = Omit<OutboxItem, 'expiresAt' | 'studentIds'>;

/** A message its sender holds the claim of: pending until now, so it still has all it was written with. */
export interface ClaimedOutboxMessage extends OutboxMessageRecord {
  message: EmailMessage;
}

export const outboxEntityName = OutboxMessageEntity.entityName;

/** The outbox item of a new message, for the transaction of the change that causes it. */
export function outboxMessageWrite(
  recipientUserId: string,
  message: EmailMessage,
  now = new Date(),
  studentIds: readonly string[] = [],
) {
  const aboutStudents = [...new Set(studentIds)];
  return OutboxMessageEntity.build(PutTransaction)
    .item({
      id: newId(now),
      recipientUserId,
      message,
      status: 'pending',
      attempts: 0,
      createdAt: now.toISOString(),
      ...(aboutStudents.length ? { studentIds: aboutStudents } : {}),
    })
    .options({ condition: { attr: 'id', exists: false } });
}

/**
 * `outboxMessageWrite` built into the put it sends, with its item beside it:
 * the bench and the tests read the new message's id from it.
 */
export function outboxMessagePut(...message: Parameters<typeof outboxMessageWrite>): ItemPut {
  const write = asTableWrite(outboxMessageWrite(...message));
  if (!('Put' in write) || !write.Put.Item) throw new Error('An outbox message built as no put');
  return { Put: { ...write.Put, Item: write.Put.Item } };
}

function recordOf({
  expiresAt: _expiresAt,
  studentIds: _studentIds,
  ...record
}: OutboxItem): OutboxMessageRecord {
  return record;
}

export async function findOutboxMessage(messageId: string): Promise<OutboxMessageRecord | undefined> {
  const stored = await findEntityItem(OutboxMessageEntity, { id: messageId });
  return stored ? recordOf(stored) : undefined;
}

/** The messages not yet sent or given up on, oldest first, one Query page at a time (never a Scan). */
export async function* pendingOutboxPages(): AsyncGenerator<OutboxMessageRecord[]> {
  for await (const page of queryEntityPages(OutboxMessageEntity, {
    index: 'GSI1',
    partition: pendingPartition,
  }))
    yield page.map(recordOf);
}

/** One page of an account's failed emails, newest first (for a screen on the account). */
export async function failedEmailsPage(userId: string, page: { limit: number; cursor?: string }) {
  const answer = await queryEntityPage(
    OutboxMessageEntity,
    { index: 'GSI2', partition: outboxKeys.failedPartition(userId), newestFirst: true },
    page,
  );
  return { items: answer.items.map(recordOf), nextCursor: answer.nextCursor };
}

/** Every message to one account (GSI3), whatever its status, a page at a time: erasure reads them to delete them. */
export const messagePagesTo = (userId: string) =>
  queryEntityPages(OutboxMessageEntity, { index: 'GSI3', partition: outboxKeys.recipientPartition(userId) });

type OutboxUpdate = UpdateItemInput<typeof OutboxMessageEntity>;

/** An UpdateItem that answers undefined instead of throwing when its condition refuses. */
async function conditionalUpdate(change: OutboxUpdate, condition: Condition<typeof OutboxMessageEntity>) {
  const answer = await answerUnlessRefused(() =>
    OutboxMessageEntity.build(UpdateItemCommand)
      .item(change)
      .options({ condition, returnValues: 'ALL_NEW' })
      .send(),
  );
  return answer?.Attributes;
}

/**
 * Claims a message for sending: pending, or sending under a lease that has
 * lapsed (its sender crashed). Answers the claimed record, with its new
 * attempt number, or undefined when the message is sent, failed, claimed by
 * another sender, or gone.
 */
export async function claimOutboxMessage(
  messageId: string,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedOutboxMessage | undefined> {
  const claimed = await conditionalUpdate(
    {
      id: messageId,
      status: 'sending',
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: $add(1),
    },
    {
      and: [
        { attr: 'id', exists: true },
        {
          or: [
            { attr: 'status', eq: 'pending' },
            {
              and: [
                { attr: 'status', eq: 'sending' },
                { attr: 'leaseUntil', lt: now.toISOString() },
              ],
            },
          ],
        },
      ],
    },
  );
  if (!claimed) return undefined;
  const { message } = claimed;
  // Only an ended message loses its link's token, and an ended message is never claimed.
  if (!isUnspent(message)) throw new Error(`Outbox message ${messageId} claimed without its link`);
  return { ...recordOf(claimed), message };
}

/**
 * An account email's link token (invitation, reset, verification) is needed
 * only until the email leaves: once the message ends (sent, failed or
 * skipped) it is removed, so the table keeps no usable copy of a live link
 * (the link items keep only its hash). REMOVE of a path that is absent is a no-op.
 *
 * The library builds `REMOVE message.token` from a $remove nested in the
 * message, but types an update of an any() attribute as its whole value only:
 * hence this one cast.
 */
const linkTokenRemoval = { token: $remove() } as unknown as StoredEmailMessage;

/** What ending a message changes besides its outcome: it leaves the pending index, with its lease and link. */
const ending = {
  message: linkTokenRemoval,
  GSI1PK: $remove(),
  GSI1SK: $remove(),
  leaseUntil: $remove(),
};

/** A message done with for good (sent, or skipped) keeps no last error, and goes once its retention ends. */
const settled = (now: Date) => ({
  expiresAt: Math.floor(now.getTime() / 1000) + sentRetentionSeconds,
  lastError: $remove(),
});

/**
 * Changes a claimed message, only while its claim is still held: the holder of
 * claim number `attempt` alone may end or release it, so a sender whose lease
 * lapsed cannot overwrite. False when the claim was lost meanwhile.
 */
async function updateHeldClaim(
  claimed: ClaimedOutboxMessage,
  change: Omit<OutboxUpdate, 'id'>,
): Promise<boolean> {
  const changed = await conditionalUpdate(
    { ...change, id: claimed.id },
    {
      and: [
        { attr: 'status', eq: 'sending' },
        { attr: 'attempts', eq: claimed.attempts },
      ],
    },
  );
  return changed !== undefined;
}

/** Ends a claimed message with its outcome, only while its claim is still held (`ending`). */
const endHeldClaim = (claimed: ClaimedOutboxMessage, outcome: Omit<OutboxUpdate, 'id'>) =>
  updateHeldClaim(claimed, { ...ending, ...outcome });

/** Records the send; the message leaves the pending index. False when the claim was lost meanwhile. */
export function markOutboxMessageSent(
  claimed: ClaimedOutboxMessage,
  providerMessageId: string,
  now = new Date(),
): Promise<boolean> {
  return endHeldClaim(claimed, {
    status: 'sent',
    sentAt: now.toISOString(),
    providerMessageId,
    ...settled(now),
  });
}

/** Hands the message back for a later attempt after a transient error. */
export function releaseOutboxMessage(claimed: ClaimedOutboxMessage, error: string): Promise<boolean> {
  return updateHeldClaim(claimed, { status: 'pending', lastError: error, leaseUntil: $remove() });
}

/** Gives up on the message with its reason; it leaves the pending index and joins the account's failed emails. */
export function markOutboxMessageFailed(
  claimed: ClaimedOutboxMessage,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  return endHeldClaim(claimed, {
    status: 'failed',
    failedAt: now.toISOString(),
    failureReason: reason,
    GSI2PK: outboxKeys.failedPartition(claimed.recipientUserId),
    GSI2SK: `${now.toISOString()}#${claimed.id}`,
    // Instead of `ending`'s removal: the message moves from the pending to the school's failed partition.
    GSI1PK: failedPartition,
    GSI1SK: `${now.toISOString()}#${claimed.id}`,
  });
}

/** The messages of one GSI1 list, counted up to `cap` by a Query of ids only. */
async function countListed(partition: string, cap: number): Promise<number> {
  let count = 0;
  for await (const page of queryEntityPages(OutboxMessageEntity, {
    index: 'GSI1',
    partition,
    attributes: ['id'],
    limit: cap,
  }))
    count += page.length;
  return count;
}

/** How many messages wait to be sent (pending or sending), counted up to `cap`. */
export const countPendingOutbox = (cap: number): Promise<number> => countListed(pendingPartition, cap);

/** How many failed emails are on the school's list (neither retried nor dismissed), counted up to `cap`. */
export const countFailedEmails = (cap: number): Promise<number> => countListed(failedPartition, cap);

/** One page of the school's failed emails (neither retried nor dismissed), newest first. */
export async function schoolFailedEmailsPage(page: { limit: number; cursor?: string }) {
  const answer = await queryEntityPage(
    OutboxMessageEntity,
    { index: 'GSI1', partition: failedPartition, newestFirst: true },
    page,
  );
  return { items: answer.items.map(recordOf), nextCursor: answer.nextCursor };
}

/** Only a failed message that is still on the failed list may be retried or dismissed. */
const stillFailed: Condition<typeof OutboxMessageEntity> = {
  and: [
    { attr: 'status', eq: 'failed' },
    { attr: 'dismissedAt', exists: false },
  ],
};

/**
 * A failed message handed back to the mailer, as a transient failure hands
 * it back (releaseOutboxMessage): pending again, on the pending index at its
 * first place, with a fresh set of attempts. In AWS the 15-minute drain sends
 * it (the stream announces only new messages); on this machine the drain
 * that follows every write. It leaves both failed lists; its reason stays as
 * its last error. For the transaction of the retry and its audit entry.
 */
export function outboxRetryUpdate(failed: OutboxMessageRecord, now = new Date()): EntityWrite {
  return OutboxMessageEntity.build(UpdateTransaction)
    .item({
      id: failed.id,
      status: 'pending',
      attemptsBeforeRetry: failed.attempts,
      retriedAt: now.toISOString(),
      ...(failed.failureReason ? { lastError: failed.failureReason } : {}),
      failedAt: $remove(),
      failureReason: $remove(),
      GSI1PK: pendingPartition,
      GSI1SK: `${failed.createdAt}#${failed.id}`,
      GSI2PK: $remove(),
      GSI2SK: $remove(),
    })
    .options({ condition: stillFailed });
}

/** A failed message set aside by a super_admin: still failed, for the record, but off the school's failed list. */
export function outboxDismissUpdate(failed: OutboxMessageRecord, byUserId: string, now = new Date()) {
  return OutboxMessageEntity.build(UpdateTransaction)
    .item({
      id: failed.id,
      dismissedAt: now.toISOString(),
      dismissedBy: byUserId,
      GSI1PK: $remove(),
      GSI1SK: $remove(),
    })
    .options({ condition: stillFailed });
}

/** Ends the message unsent because its recipient does not want it; it leaves the pending index, like a sent one. */
export function markOutboxMessageSkipped(
  claimed: ClaimedOutboxMessage,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  return endHeldClaim(claimed, {
    status: 'skipped',
    skippedAt: now.toISOString(),
    skipReason: reason,
    ...settled(now),
  });
}
