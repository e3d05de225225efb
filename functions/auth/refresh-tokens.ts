import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../shared/ids';
import { dynamo } from '../lib/dynamo-client';
import { unauthorized } from '../lib/http-errors';
import { tableName } from '../lib/runtime-config';
import { isTransactionCancelled } from '../lib/transaction-errors';

/**
 * Refresh tokens are random, stored only as a SHA-256 hash, and rotate on every
 * use. All tokens descending from one sign-in form a family: presenting a token
 * that was already used means it was copied, so the whole family is revoked.
 */
const day = 24 * 60 * 60;
export const rememberedLifetimeSeconds = 30 * day;
/** Without "Remember me" the cookie ends with the browser session; the server gives up after 12 hours. */
const sessionLifetimeSeconds = 12 * 60 * 60;

interface TokenItem {
  userId: string;
  familyId: string;
  persistent: boolean;
  expiresAt: number;
  usedAt?: string;
}

export interface IssuedRefreshToken {
  token: string;
  userId: string;
  persistent: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const keys = {
  token: (token: string) => ({ PK: `REFRESH_TOKEN#${hashOf(token)}`, SK: 'REFRESH_TOKEN' }),
  family: (familyId: string) => ({ PK: `TOKEN_FAMILY#${familyId}`, SK: 'TOKEN_FAMILY' }),
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

function newTokenItem(token: string, userId: string, familyId: string, persistent: boolean) {
  const lifetime = persistent ? rememberedLifetimeSeconds : sessionLifetimeSeconds;
  return {
    ...keys.token(token),
    entity: 'RefreshToken',
    userId,
    familyId,
    persistent,
    expiresAt: nowSeconds() + lifetime,
  };
}

export async function issueRefreshToken(userId: string, persistent: boolean): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const familyId = newId();
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.family(familyId),
              entity: 'TokenFamily',
              userId,
              expiresAt: nowSeconds() + rememberedLifetimeSeconds,
            },
          },
        },
        { Put: { TableName: tableName(), Item: newTokenItem(token, userId, familyId, persistent) } },
      ],
    }),
  );
  return { token, userId, persistent };
}

export async function revokeFamily(familyId: string): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.family(familyId),
        UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :now)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

async function readToken(token: string): Promise<TokenItem | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.token(token), ConsistentRead: true }),
  );
  const item = answer.Item as TokenItem | undefined;
  return item && item.expiresAt > nowSeconds() ? item : undefined;
}

const expired = () => unauthorized('Your session has expired. Please log in again.');

/**
 * Marks the token used and issues its successor in one transaction, on the
 * condition that the token was unused and its family not revoked. Of two
 * racing uses exactly one succeeds; the other is treated as reuse.
 */
export async function rotateRefreshToken(token: string): Promise<IssuedRefreshToken> {
  const current = await readToken(token);
  if (!current) throw expired();
  if (current.usedAt) {
    await revokeFamily(current.familyId);
    throw expired();
  }
  const successor = randomBytes(32).toString('base64url');
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.token(token),
              UpdateExpression: 'SET usedAt = :now',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(usedAt)',
              ExpressionAttributeValues: { ':now': new Date().toISOString() },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.family(current.familyId),
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revokedAt)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: newTokenItem(successor, current.userId, current.familyId, current.persistent),
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    await revokeFamily(current.familyId);
    throw expired();
  }
  return { token: successor, userId: current.userId, persistent: current.persistent };
}

/** Logout: the family of the presented token can no longer refresh. Unknown tokens are ignored. */
export async function revokeRefreshToken(token: string): Promise<void> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.token(token), ConsistentRead: true }),
  );
  const item = answer.Item as TokenItem | undefined;
  if (item) await revokeFamily(item.familyId);
}
