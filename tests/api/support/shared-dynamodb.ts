import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../../functions/local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API tests' one DynamoDB Local (in memory); each file makes a table of its own in it. */
    sharedDynamoDbEndpoint: string;
  }
}

let dynamoDb: DynamoDbLocal | undefined;

/**
 * Vitest global setup of the API tests: one DynamoDB Local for every file
 * instead of a JVM per file (about 4 s each to start on the 2-core machine,
 * then slow until warm). Isolation stays per file: each runtime creates its
 * own table and deletes it when it stops.
 */
export async function setup(project: TestProject): Promise<void> {
  dynamoDb = await startDynamoDbLocal(undefined);
  project.provide('sharedDynamoDbEndpoint', dynamoDb.endpoint);
}

export async function teardown(): Promise<void> {
  await dynamoDb?.stop();
}
