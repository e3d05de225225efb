/**
 * Whether an error thrown by an AWS SDK call means the service is briefly
 * out of reach or overloaded, not that the request or the code is wrong:
 * asking again in a moment may work, so the API answers 503 instead of 500.
 * The SDK has already retried these (standard mode) before it threw, and the
 * DocumentClient a transaction cancelled by conflicts (dynamo-client.ts).
 */
import { cancelledOnlyByConflict } from './transaction-conflict';

/** The connection failed or broke: the server is down, restarting or unreachable. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Named errors of the SDK (its request and connection timeouts) and of DynamoDB (throttling, its own faults). */
const outageErrorNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
]);

/** An answer of the service whose status says the fault and the cure are on its side (S3's 500/503 included). */
const transientStatusCodes = new Set([500, 502, 503, 504]);

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

export function isTemporaryOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const fields = error as ErrorFields;
  if (typeof fields.code === 'string' && connectionErrorCodes.has(fields.code)) return true;
  if (cancelledOnlyByConflict(error)) return true;
  // Only errors the SDK threw (they carry $metadata): middy, for one, names its own 500 InternalServerError.
  if (fields.$metadata) {
    if (typeof fields.name === 'string' && outageErrorNames.has(fields.name)) return true;
    const status = fields.$metadata.httpStatusCode;
    if (fields.$fault === 'server' && typeof status === 'number' && transientStatusCodes.has(status))
      return true;
  }
  // Node wraps a failed connect to several addresses in an AggregateError; the SDK sometimes keeps a cause.
  const inner = [fields.cause, ...(Array.isArray(fields.errors) ? fields.errors : [])];
  return inner.some((cause) => isTemporaryOutage(cause, depth + 1));
}
