import {
  ConditionalCheckFailedException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { isTemporaryOutage } from './temporary-outage';

/**
 * tests/api/database-outage.test.ts covers a database that is down (refused
 * connections) over HTTP; DynamoDB's throttling and its own faults cannot be
 * provoked from DynamoDB Local, so these are the SDK's exceptions as it
 * throws them after its retries, and what must stay a 500 (or a 4xx) beside them.
 */
const metadata = { $metadata: { httpStatusCode: 400, attempts: 3 } };
const serverMetadata = { $metadata: { httpStatusCode: 500, attempts: 3 } };

const sdkTimeout = Object.assign(new Error('a request has exceeded the configured 3000 ms requestTimeout'), {
  name: 'TimeoutError',
  code: 'ETIMEDOUT',
  $metadata: { attempts: 3 },
});
const socketError = (code: string) => Object.assign(new Error(code), { code, $metadata: { attempts: 3 } });

describe('isTemporaryOutage', () => {
  it.each([
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['the SDK request timeout', sdkTimeout],
    ['throttling', new ThrottlingException({ message: 'Rate exceeded', ...metadata })],
    [
      'provisioned throughput exceeded',
      new ProvisionedThroughputExceededException({ message: 'Throughput exceeded', ...metadata }),
    ],
    ['the account request limit', new RequestLimitExceeded({ message: 'Limit', ...metadata })],
    ['an internal server error', new InternalServerError({ message: 'Internal', ...serverMetadata })],
    [
      'a 503 answer of the service',
      Object.assign(new Error('ServiceUnavailable'), {
        name: 'ServiceUnavailable',
        $fault: 'server',
        $metadata: { httpStatusCode: 503 },
      }),
    ],
    ['a connection error kept as a cause', new Error('wrapped', { cause: socketError('ECONNREFUSED') })],
    [
      'a transaction still cancelled by conflicts after its retries',
      new TransactionCanceledException({
        message: 'Cancelled',
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
        ...metadata,
      }),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isTemporaryOutage(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'PK')")],
    ['a refused condition', new ConditionalCheckFailedException({ message: 'Failed', ...metadata })],
    [
      'a cancelled transaction',
      new TransactionCanceledException({ message: 'Cancelled', CancellationReasons: [], ...metadata }),
    ],
    [
      'a transaction cancelled by a refused condition beside a conflict',
      new TransactionCanceledException({
        message: 'Cancelled',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }],
        ...metadata,
      }),
    ],
    [
      "middy's own 500, which has no $metadata",
      Object.assign(new Error('x'), { name: 'InternalServerError' }),
    ],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isTemporaryOutage(error)).toBe(false);
  });
});
