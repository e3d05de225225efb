import { inject } from 'vitest';

/**
 * The DynamoDB Local of the worker running this file (shared-dynamodb.ts starts one per worker).
 * VITEST_POOL_ID numbers the workers from 1; a run with more workers than DynamoDB Locals shares them.
 */
export function workerDynamoDbEndpoint(): string {
  const endpoints = inject('sharedDynamoDbEndpoints');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return endpoints[worker % endpoints.length]!;
}
