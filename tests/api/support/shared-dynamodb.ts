import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../../functions/local/dynamodb-local';
import { vitestWorkers } from '../../config/vitest-workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API tests' DynamoDB Locals (in memory), one per worker (worker-dynamodb.ts picks a worker's). */
    sharedDynamoDbEndpoints: string[];
  }
}

let dynamoDbs: DynamoDbLocal[] = [];

/**
 * Vitest global setup of the API tests: a DynamoDB Local for each worker
 * instead of a JVM per file (about 4 s each to start on the 2-core machine,
 * then slow until warm). Two workers on one DynamoDB Local waited on it (a
 * third worker was no faster while the cores were not full): with one each,
 * forty API files took 130 s instead of 145–153 s. Isolation stays per file: each
 * runtime creates its own table and deletes it when it stops.
 */
export async function setup(project: TestProject): Promise<void> {
  dynamoDbs = await Promise.all(Array.from({ length: vitestWorkers }, () => startDynamoDbLocal(undefined)));
  project.provide(
    'sharedDynamoDbEndpoints',
    dynamoDbs.map((dynamoDb) => dynamoDb.endpoint),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(dynamoDbs.map((dynamoDb) => dynamoDb.stop()));
}
