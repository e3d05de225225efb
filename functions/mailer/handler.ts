import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { outboxEntityName } from '../lib/entities/outbox-message-entity';
import { logger } from '../lib/logger';
import { deliverOutboxMessage } from './deliver-outbox-message';
import { drainPendingOutbox, type DrainSummary } from './drain-pending-outbox';

/** The id of the outbox message a stream record announces, if it announces one. */
function outboxMessageIdOf(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== outboxEntityName) return undefined;
  return image.id?.S;
}

/**
 * Sends the messages of a batch of stream records, in order. A message that
 * needs another attempt (or a sender that throws) is reported as the batch's
 * first failure, so Lambda retries from that record on (records before it
 * are done; after it, already-sent messages are skipped by their claim).
 */
async function sendStreamBatch(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const messageId = outboxMessageIdOf(record);
    if (!messageId) continue;
    const failed = { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    try {
      if ((await deliverOutboxMessage(messageId)) === 'retry') return failed;
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
  if ('Records' in event) return sendStreamBatch(event);
  const summary = await drainPendingOutbox();
  logger.info('outbox drained', { ...summary });
  return summary;
};
