import { randomBytes } from 'node:crypto';
import { newId } from '../../shared/ids';
import {
  familyNotRevoked,
  familyRevocation,
  findRefreshToken,
  markTokenUsed,
  refreshTokenPut,
  tokenFamilyPut,
  type RefreshTokenRecord,
} from '../lib/entities/refresh-token-entity';
import { unauthorized } from '../lib/http-errors';
import { isTransactionCancelled } from '../lib/table/transaction-errors';
import { updateExisting } from '../lib/table/write-item';
import { writeTransaction } from '../lib/table/write-transaction';

/**
 * Refresh tokens are random, stored only as a SHA-256 hash, and rotate on every
 * use. All tokens descending from one sign-in form a family: presenting a token
 * that was already used means it was copied, so the whole family is revoked.
 */
const day = 24 * 60 * 60;
export const rememberedLifetimeSeconds = 30 * day;
/** Without "Remember me" the cookie ends with the browser session; the server gives up after 12 hours. */
const sessionLifetimeSeconds = 12 * 60 * 60;

export interface IssuedRefreshToken {
  token: string;
  userId: string;
  persistent: boolean;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function newToken(userId: string, familyId: string, persistent: boolean) {
  const token = randomBytes(32).toString('base64url');
  const lifetime = persistent ? rememberedLifetimeSeconds : sessionLifetimeSeconds;
  const record: RefreshTokenRecord = { userId, familyId, persistent, expiresAt: nowSeconds() + lifetime };
  return { token, put: refreshTokenPut(token, record) };
}

export async function issueRefreshToken(userId: string, persistent: boolean): Promise<IssuedRefreshToken> {
  const familyId = newId();
  const { token, put } = newToken(userId, familyId, persistent);
  await writeTransaction([tokenFamilyPut(familyId, userId, nowSeconds() + rememberedLifetimeSeconds), put]);
  return { token, userId, persistent };
}

export async function revokeFamily(familyId: string): Promise<void> {
  // A family that expired meanwhile needs no revoking.
  await updateExisting(familyRevocation(familyId, new Date().toISOString()));
}

async function readToken(token: string): Promise<RefreshTokenRecord | undefined> {
  const record = await findRefreshToken(token);
  return record && record.expiresAt > nowSeconds() ? record : undefined;
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
  const successor = newToken(current.userId, current.familyId, current.persistent);
  try {
    await writeTransaction([
      markTokenUsed(token, new Date().toISOString()),
      familyNotRevoked(current.familyId),
      successor.put,
    ]);
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    await revokeFamily(current.familyId);
    throw expired();
  }
  return { token: successor.token, userId: current.userId, persistent: current.persistent };
}

/** Logout: the family of the presented token can no longer refresh. Unknown tokens are ignored. */
export async function revokeRefreshToken(token: string): Promise<void> {
  const record = await findRefreshToken(token);
  if (record) await revokeFamily(record.familyId);
}
