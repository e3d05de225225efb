import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  $get,
  ConditionCheck,
  Entity,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  boolean,
  item,
  number,
  prefix,
  string,
  type Condition,
} from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { TableKey } from '../platform/table/table-item';
import type { TableWrite } from '../platform/table/table-write';
import { asTableWrite } from '../platform/table/toolbox-write';

/**
 * A refresh token is stored only as its SHA-256 hash. All tokens descending
 * from one sign-in point to one family item, whose `revokedAt` ends them all.
 * The family keeps the account's session version it belongs to: once the
 * account's version moves on (password change, "Sign out everywhere") it
 * can no longer refresh. The family id is the session id access tokens carry.
 * Both expire by TTL (`expiresAt`, epoch seconds), and both are indexed by
 * account (GSI3 `ACCOUNT_SESSIONS#<userId>`), so an erased or deleted
 * account's are deleted at once (tokens stored before the index wait for TTL).
 */
export interface RefreshTokenRecord {
  userId: string;
  familyId: string;
  persistent: boolean;
  expiresAt: number;
  usedAt?: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const tokenPartition = (tokenHash: string) => `REFRESH_TOKEN#${tokenHash}`;
const familyPartition = (familyId: string) => `TOKEN_FAMILY#${familyId}`;
const accountSessionsPartition = (userId: string) => `ACCOUNT_SESSIONS#${userId}`;

const refreshTokenSchema = item({
  // The hash is the item's partition key only: the token itself is never stored.
  tokenHash: string().key().savedAs('PK').transform(prefix('REFRESH_TOKEN')),
  sortKey: string().key().savedAs('SK').const('REFRESH_TOKEN').hidden(),
  userId: string(),
  familyId: string(),
  persistent: boolean(),
  expiresAt: number(),
  usedAt: string().optional(),
});

export const RefreshTokenEntity = new Entity({
  name: 'RefreshToken',
  table: schoolTable,
  timestamps: false,
  schema: refreshTokenSchema.and((_schema) => ({
    // Optional on reads: tokens stored before the index have neither.
    GSI3PK: string()
      .optional()
      .hidden()
      .link<typeof _schema>(({ userId }) => accountSessionsPartition(userId)),
    GSI3SK: string()
      .optional()
      .hidden()
      .link<typeof _schema>(({ tokenHash }) => tokenPartition(tokenHash)),
  })),
});

const tokenFamilySchema = item({
  familyId: string().key().savedAs('PK').transform(prefix('TOKEN_FAMILY')),
  sortKey: string().key().savedAs('SK').const('TOKEN_FAMILY').hidden(),
  userId: string(),
  // Absent on families stored before sessions had versions: they count as version 0.
  sessionVersion: number().optional(),
  expiresAt: number(),
  revokedAt: string().optional(),
});

export const TokenFamilyEntity = new Entity({
  name: 'TokenFamily',
  table: schoolTable,
  timestamps: false,
  schema: tokenFamilySchema.and((_schema) => ({
    GSI3PK: string()
      .optional()
      .hidden()
      .link<typeof _schema>(({ userId }) => accountSessionsPartition(userId)),
    GSI3SK: string()
      .optional()
      .hidden()
      .link<typeof _schema>(({ familyId }) => familyPartition(familyId)),
  })),
});

type FamilyCondition = Condition<typeof TokenFamilyEntity>;

export function refreshTokenPut(token: string, record: RefreshTokenRecord): TableWrite {
  return asTableWrite(RefreshTokenEntity.build(PutTransaction).item({ tokenHash: hashOf(token), ...record }));
}

export function tokenFamilyPut(
  familyId: string,
  family: { userId: string; sessionVersion: number; expiresAt: number },
): TableWrite {
  return asTableWrite(TokenFamilyEntity.build(PutTransaction).item({ familyId, ...family }));
}

/**
 * The keys of every refresh token and sign-in family of one account, a page
 * at a time (one Query of GSI3 for both kinds), for its erasure or deletion.
 */
export async function* accountSessionKeyPages(userId: string): AsyncGenerator<TableKey[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const answer = await schoolTable
      .build(QueryCommand)
      .entities(RefreshTokenEntity, TokenFamilyEntity)
      .query({ index: 'GSI3', partition: accountSessionsPartition(userId) })
      .options(startKey ? { exclusiveStartKey: startKey } : {})
      .send();
    yield (answer.Items ?? []).map((session) =>
      'tokenHash' in session
        ? { PK: tokenPartition(session.tokenHash), SK: 'REFRESH_TOKEN' }
        : { PK: familyPartition(session.familyId), SK: 'TOKEN_FAMILY' },
    );
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
}

/** Marks the token used, on the condition that it exists and nobody used it before. */
export function markTokenUsed(token: string, usedAt: string): TableWrite {
  return asTableWrite(
    RefreshTokenEntity.build(UpdateTransaction)
      .item({ tokenHash: hashOf(token), usedAt })
      .options({
        condition: {
          and: [
            { attr: 'tokenHash', exists: true },
            { attr: 'usedAt', exists: false },
          ],
        },
      }),
  );
}

/** A family's version condition: families stored before versions existed count as version 0. */
function familyVersionIs(version: number): FamilyCondition {
  return version === 0
    ? {
        or: [
          { attr: 'sessionVersion', exists: false },
          { attr: 'sessionVersion', eq: 0 },
        ],
      }
    : { attr: 'sessionVersion', eq: version };
}

/** Holds a transaction to the family still being valid: not revoked, and of the account's current session version. */
export function familyStillValid(familyId: string, accountSessionVersion: number): TableWrite {
  return asTableWrite(
    TokenFamilyEntity.build(ConditionCheck)
      .key({ familyId })
      .condition({
        and: [
          { attr: 'familyId', exists: true },
          { attr: 'revokedAt', exists: false },
          familyVersionIs(accountSessionVersion),
        ],
      }),
  );
}

/**
 * Moves one family to the account's next session version, so the sign-in
 * that changed the password stays signed in while every other one ends.
 */
export function familyCarriedOver(familyId: string, userId: string, fromVersion: number): TableWrite {
  return asTableWrite(
    TokenFamilyEntity.build(UpdateTransaction)
      .item({ familyId, sessionVersion: fromVersion + 1 })
      .options({ condition: { and: [{ attr: 'userId', eq: userId }, familyVersionIs(fromVersion)] } }),
  );
}

/**
 * Revokes a family. The first revocation time is kept: a later one must not
 * look like the original. A family that expired meanwhile needs no revoking.
 */
export async function revokeTokenFamily(familyId: string, revokedAt: string): Promise<void> {
  try {
    await TokenFamilyEntity.build(UpdateItemCommand)
      .item({ familyId, revokedAt: $get('revokedAt', revokedAt) })
      .options({ condition: { attr: 'familyId', exists: true } })
      .send();
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function findRefreshToken(token: string): Promise<RefreshTokenRecord | undefined> {
  const { Item: stored } = await RefreshTokenEntity.build(GetItemCommand)
    .key({ tokenHash: hashOf(token) })
    .options({ consistent: true })
    .send();
  if (!stored) return undefined;
  const { userId, familyId, persistent, expiresAt, usedAt } = stored;
  return { userId, familyId, persistent, expiresAt, ...(usedAt !== undefined ? { usedAt } : {}) };
}
