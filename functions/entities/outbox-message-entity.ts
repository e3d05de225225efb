import { studentTraceAttributes } from './student-traces';
import { newId } from '../../shared/ids';
import type { EmailMessage } from './email-messages';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import { putIfAbsent } from '../platform/table/table-write';
import { updateItem } from '../platform/table/write-item';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

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
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface OutboxMessageRecord {
  id: string;
  /** The account the email is for; its current address is read when sending. */
  recipientUserId: string;
  message: EmailMessage;
  status: OutboxStatus;
  /** Claims so far; the claim's number fences the writes that end it. */
  attempts: number;
  createdAt: string;
  /** Until when the current claim holds (status sending): a crashed sender's claim lapses then. */
  leaseUntil?: string;
  sentAt?: string;
  /** SES's id of the sent email, to trace a bounce or complaint back to this message. */
  providerMessageId?: string;
  failedAt?: string;
  /** Why the email was given up on (status failed), for staff to read on the recipient's account. */
  failureReason?: string;
  /** The last transient error, kept while the message is retried. */
  lastError?: string;
  skippedAt?: string;
  /** Why nothing was sent (status skipped), e.g. the recipient turned the category off. */
  skipReason?: string;
}

const pendingPartition = 'OUTBOX_PENDING';
/** A sent message's claim must outlive every retry of its stream record (24 hours); then it may go. */
const sentRetentionSeconds = 90 * 24 * 60 * 60;

/**
 * Access patterns (docs/data-model.md):
 * - one message: GetItem / UpdateItem on its primary key;
 * - messages still to send: sparse GSI1 `OUTBOX_PENDING`, oldest first, only while pending or sending
 *   (the local drain and the safety-net sweep read it; AWS sends from the stream);
 * - an account's failed emails: sparse GSI2 `EMAIL_FAILED#<userId>`, newest first, only once failed;
 * - every message to one account: GSI3 `OUTBOX_TO#<userId>`, oldest first (erasure finds what an
 *   account was sent, whatever its status; messages written before this index expire by TTL), except a
 *   message about exactly one student, whose GSI3 is that student's trace partition instead
 *   (student-traces.ts): erasing a student removes those through it.
 */
export const outboxKeys = {
  primary: (messageId: string) => ({ PK: `OUTBOX#${messageId}`, SK: 'MESSAGE' }),
  pending: (record: Pick<OutboxMessageRecord, 'id' | 'createdAt'>) => ({
    GSI1PK: pendingPartition,
    GSI1SK: `${record.createdAt}#${record.id}`,
  }),
  failedPartition: (userId: string) => `EMAIL_FAILED#${userId}`,
  recipient: (record: Pick<OutboxMessageRecord, 'id' | 'createdAt' | 'recipientUserId'>) => ({
    GSI3PK: `OUTBOX_TO#${record.recipientUserId}`,
    GSI3SK: `${record.createdAt}#${record.id}`,
  }),
};

export const outboxEntityName = 'OutboxMessage';

/** The outbox item of a new message, for the transaction of the change that causes it. */
export function outboxMessagePut(
  recipientUserId: string,
  message: EmailMessage,
  now = new Date(),
  studentIds: readonly string[] = [],
) {
  const record: OutboxMessageRecord = {
    id: newId(now),
    recipientUserId,
    message,
    status: 'pending',
    attempts: 0,
    createdAt: now.toISOString(),
  };
  const key = outboxKeys.primary(record.id);
  return putIfAbsent({
    ...key,
    ...outboxKeys.pending(record),
    ...outboxKeys.recipient(record),
    entity: outboxEntityName,
    ...record,
    ...studentTraceAttributes(studentIds, key),
  });
}

export function outboxMessageFromItem(item: Record<string, unknown>): OutboxMessageRecord {
  const optional = (name: string) => (typeof item[name] === 'string' ? { [name]: item[name] as string } : {});
  return {
    id: item.id as string,
    recipientUserId: item.recipientUserId as string,
    message: item.message as EmailMessage,
    status: item.status as OutboxStatus,
    attempts: Number(item.attempts ?? 0),
    createdAt: item.createdAt as string,
    ...optional('leaseUntil'),
    ...optional('sentAt'),
    ...optional('providerMessageId'),
    ...optional('failedAt'),
    ...optional('failureReason'),
    ...optional('lastError'),
    ...optional('skippedAt'),
    ...optional('skipReason'),
  };
}

export async function findOutboxMessage(messageId: string): Promise<OutboxMessageRecord | undefined> {
  const item = await getItem(outboxKeys.primary(messageId), { consistentRead: true });
  return item ? outboxMessageFromItem(item) : undefined;
}

/** Messages not yet sent or given up on, oldest first. */
export const pendingOutboxQuery: TableQuery = { index: 'GSI1', partition: pendingPartition };

/** An account's failed emails, newest first (for a screen on the account). */
export function failedEmailsQuery(userId: string): TableQuery {
  return { index: 'GSI2', partition: outboxKeys.failedPartition(userId), newestFirst: true };
}

/** Every message to one account (GSI3), keys and message only: erasure reads them to delete them. */
export function messagesToAccountQuery(userId: string): TableQuery {
  return {
    index: 'GSI3',
    partition: `OUTBOX_TO#${userId}`,
    attributes: ['PK', 'SK', 'message', 'status'],
  };
}

/** An UpdateItem that answers false instead of throwing when its condition refuses. */
async function conditionalUpdate(request: Parameters<typeof updateItem>[0]) {
  try {
    return await updateItem(request);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
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
): Promise<OutboxMessageRecord | undefined> {
  const attributes = await conditionalUpdate({
    Key: outboxKeys.primary(messageId),
    UpdateExpression: 'SET #status = :sending, leaseUntil = :leaseUntil ADD attempts :one',
    ConditionExpression:
      'attribute_exists(PK) AND (#status = :pending OR (#status = :sending AND leaseUntil < :now))',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':pending': 'pending',
      ':now': now.toISOString(),
      ':leaseUntil': new Date(now.getTime() + leaseMs).toISOString(),
      ':one': 1,
    },
    ReturnValues: 'ALL_NEW',
  });
  return attributes ? outboxMessageFromItem(attributes) : undefined;
}

/**
 * An account email's link token (invitation, reset, verification) is needed
 * only until the email leaves: once the message ends (sent, failed or
 * skipped) it is removed, so the table keeps no usable copy of a live link
 * (the link items keep only its hash). REMOVE of a path that is absent is a no-op.
 */
const endedMessageRemoves = 'GSI1PK, GSI1SK, leaseUntil, #message.#token';

/**
 * Changes a claimed message, only while its claim is still held: the holder of
 * claim number `attempt` alone may end or release it, so a sender whose lease
 * lapsed cannot overwrite. False when the claim was lost meanwhile.
 */
async function updateHeldClaim(
  claimed: OutboxMessageRecord,
  change: { set: string; remove: string; values: Record<string, unknown> },
): Promise<boolean> {
  const done = await conditionalUpdate({
    Key: outboxKeys.primary(claimed.id),
    UpdateExpression: `SET ${change.set} REMOVE ${change.remove}`,
    ConditionExpression: '#status = :sending AND attempts = :attempt',
    ExpressionAttributeNames: {
      '#status': 'status',
      ...(change.remove.includes('#message') ? { '#message': 'message', '#token': 'token' } : {}),
    },
    ExpressionAttributeValues: { ':sending': 'sending', ':attempt': claimed.attempts, ...change.values },
  });
  return done !== false;
}

const expiresAtOf = (now: Date) => Math.floor(now.getTime() / 1000) + sentRetentionSeconds;

/** Records the send; the message leaves the pending index. False when the claim was lost meanwhile. */
export function markOutboxMessageSent(
  claimed: OutboxMessageRecord,
  providerMessageId: string,
  now = new Date(),
): Promise<boolean> {
  return updateHeldClaim(claimed, {
    set: '#status = :sent, sentAt = :now, providerMessageId = :providerId, expiresAt = :expiresAt',
    remove: `${endedMessageRemoves}, lastError`,
    values: {
      ':sent': 'sent',
      ':now': now.toISOString(),
      ':providerId': providerMessageId,
      ':expiresAt': expiresAtOf(now),
    },
  });
}

/** Hands the message back for a later attempt after a transient error. */
export function releaseOutboxMessage(claimed: OutboxMessageRecord, error: string): Promise<boolean> {
  return updateHeldClaim(claimed, {
    set: '#status = :pending, lastError = :error',
    remove: 'leaseUntil',
    values: { ':pending': 'pending', ':error': error },
  });
}

/** Gives up on the message with its reason; it leaves the pending index and joins the account's failed emails. */
export function markOutboxMessageFailed(
  claimed: OutboxMessageRecord,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  return updateHeldClaim(claimed, {
    set: '#status = :failed, failedAt = :now, failureReason = :reason, GSI2PK = :failedPartition, GSI2SK = :failedSort',
    remove: endedMessageRemoves,
    values: {
      ':failed': 'failed',
      ':now': now.toISOString(),
      ':reason': reason,
      ':failedPartition': outboxKeys.failedPartition(claimed.recipientUserId),
      ':failedSort': `${now.toISOString()}#${claimed.id}`,
    },
  });
}

/** Ends the message unsent because its recipient does not want it; it leaves the pending index, like a sent one. */
export function markOutboxMessageSkipped(
  claimed: OutboxMessageRecord,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  return updateHeldClaim(claimed, {
    set: '#status = :skipped, skippedAt = :now, skipReason = :reason, expiresAt = :expiresAt',
    remove: `${endedMessageRemoves}, lastError`,
    values: {
      ':skipped': 'skipped',
      ':now': now.toISOString(),
      ':reason': reason,
      ':expiresAt': expiresAtOf(now),
    },
  });
}
