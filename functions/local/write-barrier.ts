import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { configuredDynamoTarget, dynamoClientSettings } from '../platform/dynamo-client';
import { madePerTarget } from '../platform/made-per-target';
import { tableName } from '../platform/runtime-config';

const barrierKey = { PK: { S: 'LOCAL#WRITE_BARRIER' }, SK: { S: 'WRITE_BARRIER' } };

/**
 * Its own client (of each database: made-per-target.ts): the functions' one is metered, and this read
 * is not theirs (AWS never makes it).
 */
const barrierClient = madePerTarget(configuredDynamoTarget, () => new DynamoDBClient(dynamoClientSettings()));

/**
 * DynamoDB Local answers a write before it has reached its database file: a
 * runtime killed right after an acknowledged write could lose it (found by
 * tests/api/restart.test.ts). One more strongly consistent read is answered
 * only once the writes before it are stored, so the local runtime makes it
 * before acknowledging any API write.
 */
export async function awaitStoredWrites(): Promise<void> {
  // The functions' bounds: a database that died after the write fails the barrier fast, not in minutes.
  await barrierClient().send(
    new GetItemCommand({ TableName: tableName(), Key: barrierKey, ConsistentRead: true }),
  );
}
