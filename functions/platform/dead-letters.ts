import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { logger } from './logger';
import {
  localDeadLetterCounts,
  localDeadLetterQueues,
  runsOnOneMachine,
  type LocalDeadLetterQueue,
} from './local-stand-ins';

/** The dead letters waiting in each queue, or why they cannot be read here. */
export interface DeadLetterReport {
  available: boolean;
  queues: { queue: string; count: number }[];
  note?: string;
}

export interface DeadLetterReader {
  read(): Promise<DeadLetterReport>;
}

/**
 * Environment variable: the dead-letter queues' URLs by name, as JSON
 * (`{"mailer":"https://sqs…", …}`), set by the CDK app on the functions that
 * read them (infra/constructs/operations.ts). The names are the local
 * runtime's, so the page lists the same queues in both places.
 */
export const deadLetterQueuesVariable = 'DEAD_LETTER_QUEUES';

export type DeadLetterQueueUrls = Partial<Record<LocalDeadLetterQueue, string>>;

/** The queue URLs the CDK app set, keeping only the names this code knows. */
export function deadLetterQueueUrls(value = process.env[deadLetterQueuesVariable]): DeadLetterQueueUrls {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return Object.fromEntries(
      localDeadLetterQueues.flatMap((name) =>
        typeof parsed[name] === 'string' ? [[name, parsed[name]]] : [],
      ),
    );
  } catch {
    logger.warn('the dead-letter queue list is not JSON', { variable: deadLetterQueuesVariable });
    return {};
  }
}

/** On one machine: the runtime's own count of deliveries that failed for good (local-stand-ins.ts). */
const localReader: DeadLetterReader = {
  read: async () => ({ available: true, queues: localDeadLetterCounts() }),
};

/**
 * In AWS: SQS's ApproximateNumberOfMessages of each dead-letter queue (one
 * GetQueueAttributes each, the only SQS action the readers are granted).
 * SQS's figure is approximate by its nature, good enough for "is anything
 * waiting". A queue that cannot be read is left out and named in the note,
 * so one refusal does not hide the others.
 */
export function awsDeadLetterReader(client: SQSClient, queues: DeadLetterQueueUrls): DeadLetterReader {
  return {
    read: async () => {
      const named = Object.entries(queues) as [LocalDeadLetterQueue, string][];
      if (named.length === 0)
        return { available: false, queues: [], note: 'No dead-letter queue is configured' };
      const answers = await Promise.all(
        named.map(async ([queue, url]): Promise<{ queue: string; count?: number }> => {
          try {
            const { Attributes } = await client.send(
              new GetQueueAttributesCommand({
                QueueUrl: url,
                AttributeNames: ['ApproximateNumberOfMessages'],
              }),
            );
            const count = Number(Attributes?.ApproximateNumberOfMessages ?? 0);
            return { queue, count: Number.isSafeInteger(count) && count >= 0 ? count : 0 };
          } catch (error) {
            logger.warn('a dead-letter queue could not be read', { queue, error: String(error) });
            return { queue };
          }
        }),
      );
      const read = answers.flatMap(({ queue, count }) => (count === undefined ? [] : [{ queue, count }]));
      const unreadable = answers.flatMap(({ queue, count }) => (count === undefined ? [queue] : []));
      return {
        available: read.length > 0,
        queues: read,
        ...(unreadable.length > 0 ? { note: `Could not be read: ${unreadable.join(', ')}` } : {}),
      };
    },
  };
}

let client: SQSClient | undefined;

export const deadLetterReader = (): DeadLetterReader =>
  runsOnOneMachine()
    ? localReader
    : awsDeadLetterReader((client ??= new SQSClient({})), deadLetterQueueUrls());
