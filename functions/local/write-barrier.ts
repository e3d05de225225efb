import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClientSettings } from '../platform/dynamo-client';
import { tableName } from '../platform/runtime-config';

const barrierKey = { PK: { S: 'LOCAL#WRITE_BARRIER' }, SK: { S: 'WRITE_BARRIER' } };

/** Its own client: the functions' one is metered, and this read is not theirs (AWS never makes it). */
let client: DynamoDBClient | undefined;

/**
 * DynamoDB Local answers a write before it has reached its database file: a
 * runtime killed right after an acknowledged write could lose it (found by
 * tests/api/restart.test.ts). One more strongly consistent read is answered
 * only once the writes before it are stored, so the local runtime makes it
 * before acknowledging any API write.
 */
export async function awaitStoredWrites(): Promise<void> {
  // The functions' bounds: a database that died after the write fails the barrier fast, not in minutes.
  client ??= new DynamoDBClient(dynamoClientSettings());
  await client.send(new GetItemCommand({ TableName: tableName(), Key: barrierKey, ConsistentRead: true }));
}
