import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/dynamo-client';
import { tableName } from '../platform/runtime-config';
import { timeToLiveAttributeName } from '../platform/table-design';

/** The local stand-in for DynamoDB's TTL process runs this often; DynamoDB itself takes up to a few days. */
export const defaultExpiryIntervalMs = 60 * 60 * 1000;
/** The first run waits a little, so it does not compete with the first page loads after a start. */
export const firstExpiryDelayMs = 30_000;

/**
 * Deletes every item whose TTL attribute is in the past, as DynamoDB's TTL
 * process does in AWS; DynamoDB Local never does, so without this the
 * one-machine mode would keep expired refresh tokens, slot locks, sign-in
 * counts and activity for ever. DynamoDB's own process reads the whole
 * table, and so does this stand-in: a paged Scan, run by the local runtime's
 * timer, never on a request path. Each delete is conditional on the item
 * still being expired, so an item renewed meanwhile is kept.
 */
export async function deleteExpiredItems(now = new Date()): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#ttl < :now',
        ProjectionExpression: 'PK, SK',
        ExpressionAttributeNames: { '#ttl': timeToLiveAttributeName },
        ExpressionAttributeValues: { ':now': nowSeconds },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const key of page.Items ?? []) if (await deleteIfStillExpired(key, nowSeconds)) deleted++;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

async function deleteIfStillExpired(key: Record<string, unknown>, nowSeconds: number): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { PK: key.PK, SK: key.SK },
        ConditionExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': timeToLiveAttributeName },
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
