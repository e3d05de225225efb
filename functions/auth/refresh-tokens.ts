import { randomBytes } from 'node:crypto';
import { newId } from '../../shared/ids';
import { endSession } from '../shared-domains/accounts/account-sessions';
import {
  familyStillValid,
  findRefreshToken,
  markTokenUsed,
  refreshTokenPut,
  revokeTokenFamily,
  tokenFamilyPut,
  type RefreshTokenRecord,
} from '../entities/refresh-token-entity';
import { getUserById, type UserRecord } from '../entities/user-entity';
import { unauthorized } from '../platform/http-errors';
import { namedWrites } from '../platform/table/named-writes';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { writeTransaction } from '../platform/table/write-transaction';

/**
 * Refresh tokens are random, stored only as a SHA-256 hash, and rotate on every
 * use. All tokens descending from one sign-in form a family: presenting a token
 * that was already used means it was copied, so the whole session is ended.
 * A family belongs to one session version of its account; when the version
 * moves on (password change, "Sign out everywhere") the family cannot refresh.
 */
const day = 24 * 60 * 60;
export const rememberedLifetimeSeconds = 30 * day;
/** Without "Remember me" the cookie ends with the browser session; the server gives up after 12 hours. */
const sessionLifetimeSeconds = 12 * 60 * 60;

export interface IssuedRefreshToken {
  token: string;
  userId: string;
  /** The family: the session id its access tokens carry. */
  familyId: string;
  persistent: boolean;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function newToken(userId: string, familyId: string, persistent: boolean) {
  const token = randomBytes(32).toString('base64url');
  const lifetime = persistent ? rememberedLifetimeSeconds : sessionLifetimeSeconds;
  const record: RefreshTokenRecord = { userId, familyId, persistent, expiresAt: nowSeconds() + lifetime };
  return { token, put: refreshTokenPut(token, record) };
}

export async function issueRefreshToken(user: UserRecord, persistent: boolean): Promise<IssuedRefreshToken> {
  const familyId = newId();
  const { token, put } = newToken(user.id, familyId, persistent);
  await writeTransaction([
    tokenFamilyPut(familyId, {
      userId: user.id,
      sessionVersion: user.sessionVersion,
      expiresAt: nowSeconds() + rememberedLifetimeSeconds,
    }),
    put,
  ]);
  return { token, userId: user.id, familyId, persistent };
}

const revokeFamily = (familyId: string) => revokeTokenFamily(familyId, new Date().toISOString());

async function readToken(token: string): Promise<RefreshTokenRecord | undefined> {
  const record = await findRefreshToken(token);
  return record && record.expiresAt > nowSeconds() ? record : undefined;
}

const expired = () => unauthorized('Your session has expired. Please log in again.');

/**
 * Marks the token used and issues its successor in one transaction, on the
 * condition that the token was unused and its family neither revoked nor of
 * an earlier session version of the account. Of two racing uses exactly one
 * succeeds; the other is treated as reuse.
 */
export async function rotateRefreshToken(
  token: string,
): Promise<{ issued: IssuedRefreshToken; user: UserRecord }> {
  const current = await readToken(token);
  if (!current) throw expired();
  if (current.usedAt) {
    await endSession(current.userId, current.familyId);
    throw expired();
  }
  const user = await getUserById(current.userId);
  if (!user) {
    await revokeFamily(current.familyId);
    throw unauthorized('Your account no longer exists. Please log in again.');
  }
  const successor = newToken(current.userId, current.familyId, current.persistent);
  const transaction = namedWrites({
    used: markTokenUsed(token, new Date().toISOString()),
    family: familyStillValid(current.familyId, user.sessionVersion),
    successor: successor.put,
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    // Used by a racing request: a copy is in play, so its access tokens end too.
    if (transaction.refusedBy(error).has('used')) await endSession(current.userId, current.familyId);
    else await revokeFamily(current.familyId);
    throw expired();
  }
  const issued = {
    token: successor.token,
    userId: current.userId,
    familyId: current.familyId,
    persistent: current.persistent,
  };
  return { issued, user };
}

/** The session a refresh token belongs to, or undefined for an unknown one. */
export async function sessionOfRefreshToken(
  token: string,
): Promise<{ userId: string; sessionId: string } | undefined> {
  const record = await findRefreshToken(token);
  return record ? { userId: record.userId, sessionId: record.familyId } : undefined;
}
