import { startDynamoDbLocal } from '../../../functions/local/dynamodb-local';

/**
 * Playwright's global setup: one DynamoDB Local (in memory) for every spec
 * file's school, as the API tests share one (tests/api/support/shared-dynamodb.ts).
 * A JVM per school cost about 6 s of CPU to start and was slow until warm;
 * each school's runtime still makes a table of its own and deletes it when
 * it stops (functions/local/start.ts reads SHARED_DYNAMODB_ENDPOINT, which
 * the workers inherit and pass on to the runtimes they start).
 */
export default async function startSharedDynamoDb(): Promise<() => Promise<void>> {
  const dynamoDb = await startDynamoDbLocal(undefined);
  process.env.SHARED_DYNAMODB_ENDPOINT = dynamoDb.endpoint;
  return () => dynamoDb.stop();
}
