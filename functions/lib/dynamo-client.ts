import {
  DynamoDBClient,
  TransactionCanceledException,
  type DynamoDBClientConfig,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;

/**
 * How long one call may take, so that a database that stops answering fails
 * a request within seconds instead of holding it (and the Lambda, whose
 * timeout is 10 s) for minutes: by default the SDK waits on a connection and
 * an answer for ever. DynamoDB answers in milliseconds; a connect takes far
 * less than a second in a region and on this machine alike. The SDK's
 * standard retry mode (3 attempts with jittered backoff and a retry quota)
 * still covers throttling and a dropped connection: at most about 3 × 3 s
 * against a database that accepts connections but never answers, a
 * fraction of a second against one that is down (the connection is refused).
 * Whatever still fails after the retries answers 503 (temporary-outage.ts).
 */
export const dynamoClientSettings: DynamoDBClientConfig = {
  retryMode: 'standard',
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
};

const maxConflictRetries = 4;

/**
 * A transaction cancelled only because another transaction touched the same
 * item at the same moment (every create and delete also updates the school's
 * counter item) failed for no fault of the request: it is worth retrying.
 */
function cancelledOnlyByConflict(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return (
    codes.includes('TransactionConflict') &&
    codes.every((code) => code === 'None' || code === 'TransactionConflict')
  );
}

/**
 * The one DocumentClient of a function instance. Created on first use, not at
 * import, so the local runtime can set the endpoint before any handler runs;
 * the SDK reads `AWS_ENDPOINT_URL_DYNAMODB` itself. Transactions cancelled by
 * a conflict are retried with jittered backoff (the SDK's own retries do not
 * cover that case).
 */
export function dynamo(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  documentClient = DynamoDBDocumentClient.from(new DynamoDBClient(dynamoClientSettings), {
    marshallOptions: { removeUndefinedValues: true },
  });
  documentClient.middlewareStack.add(
    (next) => async (args) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await next(args);
        } catch (error) {
          if (attempt >= maxConflictRetries || !cancelledOnlyByConflict(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, (20 + Math.random() * 30) * 2 ** attempt));
        }
      }
    },
    { step: 'initialize', name: 'retryTransactionConflicts' },
  );
  return documentClient;
}
