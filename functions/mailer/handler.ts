import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { outboxEntityName } from '../entities/outbox-message-entity';
import { logger } from '../platform/logger';
import { publishCountedMetrics } from '../platform/school-metrics';
import { deliverOutboxMessage } from './deliver-outbox-message';
import { drainPendingOutbox, type DrainSummary } from './drain-pending-outbox';

/** The id of the outbox message a stream record announces, if it announces one. */
function outboxMessageIdOf(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== outboxEntityName) return undefined;
  return image.id?.S;
}

/**
 * Sends the messages of a batch of stream records, in order. A send that
 * failed for a passing reason (SES throttled or down) leaves its message
 * pending for the 15-minute schedule: stream retries come within seconds and
 * would spend a message's five attempts on one short outage. Only a delivery
 * that throws (the table unreachable) is reported as the batch's first
 * failure, so Lambda retries from that record on and, in the end, hands it
 * to the dead-letter queue; the message itself stays in the pending index.
 */
async function sendStreamBatch(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const messageId = outboxMessageIdOf(record);
    if (!messageId) continue;
    const failed = { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    try {
      await deliverOutboxMessage(messageId);
    } catch (error) {
      logger.error('outbox delivery threw', { outboxMessageId: messageId, error: String(error) });
      return failed;
    }
  }
  return { batchItemFailures: [] };
}

/**
 * The mailer function: the table's stream (only new outbox items pass the
 * event source's filter) sends each new message as it is written; a schedule
 * drains whatever is still pending (a stream record that ended in the
 * dead-letter queue, a crashed sender's lapsed claim).
 */
export const handler = async (
  event: DynamoDBStreamEvent | { drain: 'pending' },
): Promise<DynamoDBBatchResponse | DrainSummary> => {
  try {
    if ('Records' in event) return await sendStreamBatch(event);
    const summary = await drainPendingOutbox();
    logger.info('outbox drained', { ...summary });
    return summary;
  } finally {
    publishCountedMetrics();
  }
};
