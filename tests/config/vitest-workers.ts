/**
 * How many test files vitest runs at once. On 2 cores two workers keep both busy: a third took
 * longer (tests/api/support/shared-dynamodb.ts starts a DynamoDB Local for each).
 */
export const vitestWorkers = 2;
