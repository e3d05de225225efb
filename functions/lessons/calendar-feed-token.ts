import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { apiBasePath } from '../../shared/routes/route-definition';
import { dynamo } from '../lib/dynamo-client';
import { userKeys } from '../lib/entities/user-entity';
import { tableName } from '../lib/runtime-config';

/** The token is only in the URL the user copies; the table keeps its SHA-256. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export const feedKey = (token: string) => ({ PK: `CALENDAR_FEED#${hashOf(token)}`, SK: 'CALENDAR_FEED' });
const feedKeyOfHash = (hash: string) => ({ PK: `CALENDAR_FEED#${hash}`, SK: 'CALENDAR_FEED' });

export interface FeedState {
  hash?: string;
  createdAt?: string;
}

export async function feedStateOf(userId: string): Promise<FeedState> {
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.primary(userId),
      ProjectionExpression: 'calendarFeedHash, calendarFeedCreatedAt',
    }),
  );
  return {
    hash: answer.Item?.calendarFeedHash as string | undefined,
    createdAt: answer.Item?.calendarFeedCreatedAt as string | undefined,
  };
}

/** Where the account's own update sits in each transaction below (its condition: the account exists). */
export const feedAccountItem = { replace: 1, revoke: 0 } as const;

/** The old feed item goes in the same transaction that records the new one, so at most one URL works. */
export async function replaceFeed(
  userId: string,
  previous: FeedState,
): Promise<{ path: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date().toISOString();
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...feedKey(token), entity: 'CalendarFeed', userId, createdAt },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: userKeys.primary(userId),
            UpdateExpression: 'SET calendarFeedHash = :hash, calendarFeedCreatedAt = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':hash': hashOf(token), ':at': createdAt },
          },
        },
        ...(previous.hash ? [{ Delete: { TableName: tableName(), Key: feedKeyOfHash(previous.hash) } }] : []),
      ],
    }),
  );
  return { path: `${apiBasePath}/calendar-feed/${token}`, createdAt };
}

export async function revokeFeed(userId: string, previous: FeedState): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: userKeys.primary(userId),
            UpdateExpression: 'REMOVE calendarFeedHash, calendarFeedCreatedAt',
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        ...(previous.hash ? [{ Delete: { TableName: tableName(), Key: feedKeyOfHash(previous.hash) } }] : []),
      ],
    }),
  );
}

export async function feedOwner(token: string): Promise<string | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: feedKey(token), ConsistentRead: true }),
  );
  return answer.Item?.userId as string | undefined;
}
