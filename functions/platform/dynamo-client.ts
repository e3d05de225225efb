import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { madePerTarget } from './made-per-target';
import { dynamoRequestTimeoutMs } from './runtime-config';
import { cancelledOnlyByConflict } from './transaction-conflict';

/**
 * The database and key the environment names (made-per-target.ts): a runtime started again on another
 * DynamoDB Local must not reach the previous one's closed port, the export index's backfill included.
 */
export const configuredDynamoTarget = () =>
  `${process.env.AWS_ENDPOINT_URL_DYNAMODB ?? ''} ${process.env.AWS_ACCESS_KEY_ID ?? ''}`;

/**
 * How long one call may take, so that a database that stops answering fails
 * a request within seconds instead of holding it for minutes: by default the
 * SDK waits on a connection and an answer for ever. A connect takes far less
 * than a second, in a region and on this machine alike; the answer's bound is
 * 3 s in AWS (runtime-config.ts) and looser under the local runtime, whose
 * DynamoDB Local can take seconds for one transaction on a loaded machine.
 * The SDK's standard retry mode (3 attempts, jittered backoff, a retry
 * quota) still covers throttling and dropped connections. A database that is
 * down refuses the connection: the request fails in well under a second.
 * What still fails after the retries answers 503 (temporary-outage.ts).
 */
export function dynamoClientSettings(): DynamoDBClientConfig {
  return {
    retryMode: 'standard',
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: 1_000,
      requestTimeout: dynamoRequestTimeoutMs(),
      throwOnRequestTimeout: true,
    },
  };
}

/**
 * Retries of a transaction cancelled by a conflict, and the longest pause between two. Twenty
 * requests taking numbers from one counter at once (a month's invoices generated side by side) on
 * a loaded machine needed more than four; eight, each pause at most a second, give up within about
 * five seconds, well inside a function's time limit.
 */
const maxConflictRetries = 8;
const maxConflictPauseMs = 1_000;

const conflictPauseMs = (attempt: number) =>
  Math.min(maxConflictPauseMs, (20 + Math.random() * 30) * 2 ** attempt);

/**
 * The one DocumentClient of a function instance (of each database, locally).
 * Created on first use, not at import, so the local runtime can set the
 * endpoint before any handler runs;
 * the SDK reads `AWS_ENDPOINT_URL_DYNAMODB` itself. Transactions cancelled by
 * a conflict are retried with jittered backoff (the SDK's own retries do not
 * cover that case).
 */
export const dynamo: () => DynamoDBDocumentClient = madePerTarget(configuredDynamoTarget, () => {
  const client = new DynamoDBClient(dynamoClientSettings());
  // The SDK's logger step copies every answer through its sensitive-data filter to hand it to the
  // logger, even to the silent one the app leaves in place: a tenth of a year's lessons export went
  // there. The app logs no SDK calls, so the step goes.
  client.middlewareStack.remove('loggerMiddleware');
  const documentClientOfTarget = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  documentClientOfTarget.middlewareStack.add(
    (next) => async (args) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await next(args);
        } catch (error) {
          if (attempt >= maxConflictRetries || !cancelledOnlyByConflict(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, conflictPauseMs(attempt)));
        }
      }
    },
    { step: 'initialize', name: 'retryTransactionConflicts' },
  );
  return documentClientOfTarget;
});
