import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../../functions/local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API tests' one DynamoDB Local (in memory); each file makes a table of its own in it. */
    sharedDynamoDbEndpoint: string;
  }
}

/**
 * The run's DynamoDB Local and how many projects use it. Each project loads
 * this file again (its own module runner), so it lives on the global object:
 * the api and bench projects both use this set-up, and a second JVM cost
 * seconds of CPU to start and memory for the whole run.
 */
interface SharedDynamoDb {
  started: Promise<DynamoDbLocal>;
  users: number;
}
const runWide = globalThis as typeof globalThis & { schoolTestsDynamoDb?: SharedDynamoDb };

/**
 * Vitest global setup of the API tests (and the bench's): one DynamoDB Local
 * for every file instead of a JVM per file (about 4 s each to start on the
 * 2-core machine, then slow until warm). Isolation stays per file: each
 * runtime creates its own table and deletes it when it stops.
 */
export async function setup(project: TestProject): Promise<void> {
  runWide.schoolTestsDynamoDb ??= { started: startDynamoDbLocal(undefined), users: 0 };
  runWide.schoolTestsDynamoDb.users += 1;
  project.provide('sharedDynamoDbEndpoint', (await runWide.schoolTestsDynamoDb.started).endpoint);
}

export async function teardown(): Promise<void> {
  const shared = runWide.schoolTestsDynamoDb;
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  runWide.schoolTestsDynamoDb = undefined;
  await (await shared.started).stop();
}
