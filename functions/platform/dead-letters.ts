import { localDeadLetterCounts, runsOnOneMachine } from './local-stand-ins';

/** The dead letters waiting in each queue, or why they cannot be read here. */
export interface DeadLetterReport {
  available: boolean;
  queues: { queue: string; count: number }[];
  note?: string;
}

export interface DeadLetterReader {
  read(): Promise<DeadLetterReport>;
}

/** On one machine: the runtime's own count of deliveries that failed for good (local-stand-ins.ts). */
const localReader: DeadLetterReader = {
  read: async () => ({ available: true, queues: localDeadLetterCounts() }),
};

/**
 * In AWS the count is SQS's ApproximateNumberOfMessages of each dead-letter
 * queue. The SQS client (@aws-sdk/client-sqs) is not a dependency of this
 * project yet, so this reader says so instead of guessing; the operations
 * dashboard and the dead-letter alarms (infra/constructs/operations*.ts)
 * show the same queues meanwhile.
 */
const awsReader: DeadLetterReader = {
  read: async () => ({
    available: false,
    queues: [],
    note: 'Not read here yet: see the dead-letter alarms and the operations dashboard in CloudWatch',
  }),
};

export const deadLetterReader = (): DeadLetterReader => (runsOnOneMachine() ? localReader : awsReader);
