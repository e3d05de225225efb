import { createHash } from 'node:crypto';
import {
  $get,
  Entity,
  QueryCommand,
  UpdateItemCommand,
  boolean,
  item,
  number,
  prefix,
  string,
  type Condition,
  PutTransaction,
  UpdateTransaction,
  ConditionCheck,
} from 'dynamodb-toolbox';
import { answerUnlessRefused } from '../platform/table/condition-refused';
import { findEntityItem } from '../platform/table/entity-items';
import { optionalIndexKeys } from '../platform/table/index-keys';
import { schoolTable } from '../platform/table/school-table';
import type { TableKey } from '../platform/table/table-item';
import type { EntityWrite } from '../platform/table/table-write';

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
  // Optional on reads: tokens stored before the index have neither key.
  schema: refreshTokenSchema.and((schema) =>
    optionalIndexKeys(schema, 'GSI3', {
      partition: ({ userId }) => accountSessionsPartition(userId),
      sort: ({ tokenHash }) => tokenPartition(tokenHash),
    }),
  ),
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
  schema: tokenFamilySchema.and((schema) =>
    optionalIndexKeys(schema, 'GSI3', {
      partition: ({ userId }) => accountSessionsPartition(userId),
      sort: ({ familyId }) => familyPartition(familyId),
    }),
  ),
});

type FamilyCondition = Condition<typeof TokenFamilyEntity>;

export function refreshTokenPut(token: string, record: RefreshTokenRecord): EntityWrite {
  return RefreshTokenEntity.build(PutTransaction).item({ tokenHash: hashOf(token), ...record });
}

export function tokenFamilyPut(
  familyId: string,
  family: { userId: string; sessionVersion: number; expiresAt: number },
): EntityWrite {
  return TokenFamilyEntity.build(PutTransaction).item({ familyId, ...family });
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
export function markTokenUsed(token: string, usedAt: string): EntityWrite {
  return RefreshTokenEntity.build(UpdateTransaction)
    .item({ tokenHash: hashOf(token), usedAt })
    .options({
      condition: {
        and: [
          { attr: 'tokenHash', exists: true },
          { attr: 'usedAt', exists: false },
        ],
      },
    });
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
export function familyStillValid(familyId: string, accountSessionVersion: number): EntityWrite {
  return TokenFamilyEntity.build(ConditionCheck)
    .key({ familyId })
    .condition({
      and: [
        { attr: 'familyId', exists: true },
        { attr: 'revokedAt', exists: false },
        familyVersionIs(accountSessionVersion),
      ],
    });
}

/**
 * Moves one family to the account's next session version, so the sign-in
 * that changed the password stays signed in while every other one ends.
 */
export function familyCarriedOver(familyId: string, userId: string, fromVersion: number): EntityWrite {
  return TokenFamilyEntity.build(UpdateTransaction)
    .item({ familyId, sessionVersion: fromVersion + 1 })
    .options({ condition: { and: [{ attr: 'userId', eq: userId }, familyVersionIs(fromVersion)] } });
}

/**
 * Revokes a family. The first revocation time is kept: a later one must not
 * look like the original. A family that expired meanwhile needs no revoking.
 */
export async function revokeTokenFamily(familyId: string, revokedAt: string): Promise<void> {
  await answerUnlessRefused(() =>
    TokenFamilyEntity.build(UpdateItemCommand)
      .item({ familyId, revokedAt: $get('revokedAt', revokedAt) })
      .options({ condition: { attr: 'familyId', exists: true } })
      .send(),
  );
}

export async function findRefreshToken(token: string): Promise<RefreshTokenRecord | undefined> {
  const stored = await findEntityItem(RefreshTokenEntity, { tokenHash: hashOf(token) });
  if (!stored) return undefined;
  const { userId, familyId, persistent, expiresAt, usedAt } = stored;
  return { userId, familyId, persistent, expiresAt, ...(usedAt !== undefined ? { usedAt } : {}) };
}
