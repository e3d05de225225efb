import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { familyRevocation } from '../../entities/refresh-token-entity';
import { fromStringSet } from '../../platform/table/string-sets';
import { endedSessionAdd, endedSessionsPrune, sessionVersionRaise } from '../../entities/user-entity';
import type { TableWrite } from '../../platform/table/table-write';
import { updateExisting, updateItem } from '../../platform/table/write-item';
import { forgetCachedAccount } from './current-principal';
import { endedSessionEntry, expiredEntries } from './ended-sessions';

/**
 * Ending sessions, for logout, a reused refresh token, a password change (or
 * reset, issue 15) and "Sign out everywhere". A session is one sign-in: its
 * refresh-token family and every access token issued from it.
 */

const updateOf = (write: TableWrite) => {
  if (!('Update' in write)) throw new Error('Expected an update');
  return write.Update;
};

/** An update of the account item that does nothing once the account is gone (its tokens are refused anyway). */
async function updateAccount(write: TableWrite, returnNew = false) {
  try {
    return await updateItem({
      ...updateOf(write),
      ...(returnNew ? { ReturnValues: 'UPDATED_NEW' as const } : {}),
    });
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Ends one sign-in: its access tokens are refused from now on (the account
 * item lists it) and its refresh-token family can no longer refresh. Other
 * sign-ins of the account carry on.
 */
export async function endSession(userId: string, sessionId: string): Promise<void> {
  const now = new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const updated = await updateAccount(
    endedSessionAdd(userId, endedSessionEntry(sessionId, nowSeconds)),
    true,
  );
  forgetCachedAccount(userId);
  // A family that expired meanwhile needs no revoking.
  await updateExisting(familyRevocation(sessionId, now.toISOString()));
  const expired = expiredEntries(fromStringSet(updated?.endedSessions), nowSeconds);
  if (expired.length) await updateAccount(endedSessionsPrune(userId, expired));
}

/**
 * Ends every sign-in of the account at once: the session version moves on,
 * so every access token and refresh-token family issued before is refused
 * (refresh-token families are checked against the version when they rotate).
 * One UpdateItem, however many devices. The password reset of issue 15 calls
 * this after storing the new password; a change that must commit together
 * with it uses `sessionVersionRaise` (entities/user-entity.ts) in its transaction.
 */
export async function endEverySession(userId: string): Promise<void> {
  await updateAccount(sessionVersionRaise(userId));
  forgetCachedAccount(userId);
}
