import { pendingOutboxPages } from '../entities/outbox-message-entity';
import { deliverOutboxMessage, type DeliveryOutcome } from './deliver-outbox-message';

/** Sends at a time: SES's default sending rate is 14 a second; a few in flight keep well under it. */
const concurrentSends = 4;

export type DrainSummary = Record<DeliveryOutcome, number>;

/**
 * Sends every pending message, oldest first: one Query page of the pending
 * index at a time (never a Scan), a few sends in parallel. The local
 * runtime's drain and AWS's safety-net schedule (a stream record that ended
 * in the dead-letter queue, a crashed sender's lapsed claim) both run it.
 */
export async function drainPendingOutbox(now: () => Date = () => new Date()): Promise<DrainSummary> {
  const summary: DrainSummary = { sent: 0, failed: 0, retry: 0, optedOut: 0, skipped: 0 };
  for await (const page of pendingOutboxPages()) {
    const ids = page.map((message) => message.id);
    for (let start = 0; start < ids.length; start += concurrentSends) {
      const outcomes = await Promise.all(
        ids.slice(start, start + concurrentSends).map((id) => deliverOutboxMessage(id, now())),
      );
      for (const outcome of outcomes) summary[outcome]++;
    }
  }
  return summary;
}
