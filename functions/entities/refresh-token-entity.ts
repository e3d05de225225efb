import { createHash } from 'node:crypto';
import { getItem } from '../platform/table/get-item';
import type { TableQuery } from '../platform/table/table-query';
import { itemExists, put, type TableWrite } from '../platform/table/table-write';

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

export const refreshTokenKeys = {
  token: (token: string) => ({ PK: `REFRESH_TOKEN#${hashOf(token)}`, SK: 'REFRESH_TOKEN' }),
  family: (familyId: string) => ({ PK: `TOKEN_FAMILY#${familyId}`, SK: 'TOKEN_FAMILY' }),
};

const accountSessionsPartition = (userId: string) => `ACCOUNT_SESSIONS#${userId}`;

const byAccount = (userId: string, key: { PK: string }) => ({
  GSI3PK: accountSessionsPartition(userId),
  GSI3SK: key.PK,
});

export function refreshTokenPut(token: string, record: RefreshTokenRecord): TableWrite {
  const key = refreshTokenKeys.token(token);
  return put({ ...key, ...byAccount(record.userId, key), entity: 'RefreshToken', ...record });
}

export function tokenFamilyPut(
  familyId: string,
  family: { userId: string; sessionVersion: number; expiresAt: number },
): TableWrite {
  const key = refreshTokenKeys.family(familyId);
  return put({ ...key, ...byAccount(family.userId, key), entity: 'TokenFamily', ...family });
}

/** Every refresh token and sign-in family of one account (keys only), for its erasure or deletion. */
export const accountSessionsQuery = (userId: string): TableQuery => ({
  index: 'GSI3',
  partition: accountSessionsPartition(userId),
  attributes: ['PK', 'SK'],
});

/** Marks the token used, on the condition that nobody used it before. */
export function markTokenUsed(token: string, usedAt: string): TableWrite {
  return {
    Update: {
      Key: refreshTokenKeys.token(token),
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression: `${itemExists} AND attribute_not_exists(usedAt)`,
      ExpressionAttributeValues: { ':now': usedAt },
    },
  };
}

/** A family's version condition: families stored before versions existed count as version 0. */
function familyVersionIs(version: number): string {
  return version === 0
    ? '(attribute_not_exists(sessionVersion) OR sessionVersion = :version)'
    : 'sessionVersion = :version';
}

/** Holds a transaction to the family still being valid: not revoked, and of the account's current session version. */
export function familyStillValid(familyId: string, accountSessionVersion: number): TableWrite {
  return {
    ConditionCheck: {
      Key: refreshTokenKeys.family(familyId),
      ConditionExpression: `${itemExists} AND attribute_not_exists(revokedAt) AND ${familyVersionIs(accountSessionVersion)}`,
      ExpressionAttributeValues: { ':version': accountSessionVersion },
    },
  };
}

/**
 * Moves one family to the account's next session version, so the sign-in
 * that changed the password stays signed in while every other one ends.
 */
export function familyCarriedOver(familyId: string, userId: string, fromVersion: number): TableWrite {
  return {
    Update: {
      Key: refreshTokenKeys.family(familyId),
      UpdateExpression: 'SET sessionVersion = :next',
      ConditionExpression: `userId = :userId AND ${familyVersionIs(fromVersion)}`,
      ExpressionAttributeValues: { ':userId': userId, ':version': fromVersion, ':next': fromVersion + 1 },
    },
  };
}

/** The first revocation time is kept: a later one must not look like the original. */
export function familyRevocation(familyId: string, revokedAt: string) {
  return {
    Key: refreshTokenKeys.family(familyId),
    UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :now)',
    ExpressionAttributeValues: { ':now': revokedAt },
  };
}

export async function findRefreshToken(token: string): Promise<RefreshTokenRecord | undefined> {
  const item = await getItem(refreshTokenKeys.token(token), { consistentRead: true });
  return item as RefreshTokenRecord | undefined;
}
