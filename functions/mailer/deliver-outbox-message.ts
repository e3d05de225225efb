import {
  claimOutboxMessage,
  markOutboxMessageFailed,
  markOutboxMessageSent,
  markOutboxMessageSkipped,
  releaseOutboxMessage,
  type ClaimedOutboxMessage,
} from '../entities/outbox-message-entity';
import { logger } from '../platform/logger';
import { composeEmail } from './compose-email';
import { sendEmail } from './send-email';
import { failureReasonOf, isPermanentSendError, UndeliverableMessage } from './send-failures';
import { countEmail } from '../platform/school-metrics';

/** A message that fails this many claims in a row is given up on, with its last reason. */
export const maxSendAttempts = 5;
/**
 * How long a claim holds. Longer than a send takes (the sender Lambda's
 * timeout is 60 s), so only a crashed sender's claim ever lapses; then the
 * next drain sends it again (the one window where an email can go twice:
 * SES accepted it, and the sender died before recording that).
 */
export const claimLeaseMs = 2 * 60 * 1000;

/**
 * What one delivery did: `sent`; `failed` (given up on); `retry` (handed back);
 * `optedOut` (ended `skipped`, unsent: the recipient turned the category off);
 * `skipped` (nothing to do: the message was settled or claimed by another sender).
 */
export type DeliveryOutcome = 'sent' | 'failed' | 'retry' | 'optedOut' | 'skipped';

async function giveUp(claimed: ClaimedOutboxMessage, reason: string): Promise<DeliveryOutcome> {
  await markOutboxMessageFailed(claimed, reason);
  logger.warn('email given up', { outboxMessageId: claimed.id, kind: claimed.message.kind, reason });
  countEmail(claimed.message.kind, 'failed');
  return 'failed';
}

async function optOut(claimed: ClaimedOutboxMessage, reason: string): Promise<DeliveryOutcome> {
  await markOutboxMessageSkipped(claimed, reason);
  logger.info('email not sent: the recipient opted out', {
    outboxMessageId: claimed.id,
    kind: claimed.message.kind,
  });
  return 'optedOut';
}

/**
 * Sends one outbox message at most once: claim it (skipped when it is sent,
 * failed, or being sent by someone else), compose and send it, record the
 * outcome. A transient failure hands it back ('retry') for the next drain or
 * stream retry; a permanent one, or the last attempt, ends it 'failed' with
 * the reason. The claim is the idempotency key's guard: the work between SES
 * accepting the email and `markOutboxMessageSent` is one UpdateItem.
 */
export async function deliverOutboxMessage(messageId: string, now = new Date()): Promise<DeliveryOutcome> {
  const claimed = await claimOutboxMessage(messageId, claimLeaseMs, now);
  if (!claimed) return 'skipped';
  let providerMessageId: string;
  try {
    const composed = await composeEmail(claimed);
    if ('skip' in composed) return await optOut(claimed, composed.skip);
    providerMessageId = await sendEmail(composed.send);
  } catch (error) {
    const reason = failureReasonOf(error);
    if (error instanceof UndeliverableMessage || isPermanentSendError(error)) return giveUp(claimed, reason);
    // A super_admin's retry (System health page) gives the message a fresh set of attempts.
    if (claimed.attempts - (claimed.attemptsBeforeRetry ?? 0) >= maxSendAttempts)
      return giveUp(claimed, reason);
    await releaseOutboxMessage(claimed, reason);
    logger.warn('email send failed; will retry', {
      outboxMessageId: claimed.id,
      attempt: claimed.attempts,
      reason,
    });
    return 'retry';
  }
  if (!(await markOutboxMessageSent(claimed, providerMessageId)))
    logger.warn('email sent after its claim lapsed', { outboxMessageId: claimed.id, providerMessageId });
  countEmail(claimed.message.kind, 'sent');
  return 'sent';
}
