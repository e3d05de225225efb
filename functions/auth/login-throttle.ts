import { createHash } from 'node:crypto';
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/dynamo-client';
import { tooManyRequests } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import { normalizeEmail } from '../lib/entities/user-entity';

/**
 * Failed sign-ins are counted per email in five-minute windows. Eight failures
 * across the current and previous window refuse further attempts for that
 * email, so guessing is slow while the real owner waits ten minutes at most.
 * Unknown emails are counted the same way, so the throttle reveals nothing.
 */
const windowSeconds = 5 * 60;
export const maxFailures = 8;

const emailHash = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('base64url');
const windowStart = (epochSeconds: number) => epochSeconds - (epochSeconds % windowSeconds);
const windowSortKey = (start: number) => `WINDOW#${String(start).padStart(12, '0')}`;
const partitionKey = (email: string) => `LOGIN_FAILURES#${emailHash(email)}`;

export async function assertLoginAllowed(email: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const previousWindow = windowStart(now) - windowSeconds;
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK >= :from',
      ExpressionAttributeValues: { ':pk': partitionKey(email), ':from': windowSortKey(previousWindow) },
      ConsistentRead: true,
    }),
  );
  const failures = (answer.Items ?? []).reduce((sum, item) => sum + Number(item.failures ?? 0), 0);
  if (failures >= maxFailures) {
    // By then every counted failure has left the two windows read above.
    const retryAfter = windowStart(now) + 2 * windowSeconds - now;
    throw tooManyRequests(
      'Too many failed sign-in attempts for this email. Please wait a few minutes and try again.',
      retryAfter,
    );
  }
}

export async function recordLoginFailure(email: string): Promise<void> {
  const start = windowStart(Math.floor(Date.now() / 1000));
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: partitionKey(email), SK: windowSortKey(start) },
      UpdateExpression: 'ADD failures :one SET expiresAt = :expiresAt, entity = :entity',
      ExpressionAttributeValues: {
        ':one': 1,
        ':expiresAt': start + 3 * windowSeconds,
        ':entity': 'LoginFailures',
      },
    }),
  );
}

/** A successful sign-in forgives earlier typos. */
export async function clearLoginFailures(email: string): Promise<void> {
  const current = windowStart(Math.floor(Date.now() / 1000));
  await dynamo().send(
    new BatchWriteCommand({
      RequestItems: {
        [tableName()]: [current, current - windowSeconds].map((start) => ({
          DeleteRequest: { Key: { PK: partitionKey(email), SK: windowSortKey(start) } },
        })),
      },
    }),
  );
}
