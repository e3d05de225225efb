import { createHash } from 'node:crypto';
import { normalizeEmail } from './user-entity';

/**
 * Failed sign-ins of one email, one item per time window in one partition
 * keyed by the email's hash (the table never holds the typed address).
 */
const emailHash = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('base64url');

/** Zero-padded so that windows sort by time. */
const windowSortKey = (windowStart: number) => `WINDOW#${String(windowStart).padStart(12, '0')}`;

export const loginFailureKeys = {
  partition: (email: string) => `LOGIN_FAILURES#${emailHash(email)}`,
  window: (email: string, windowStart: number) => ({
    PK: loginFailureKeys.partition(email),
    SK: windowSortKey(windowStart),
  }),
  windowSortKey,
};

/** Adds one failure to the window's count, creating the item on the first. */
export function loginFailureIncrement(email: string, windowStart: number, expiresAt: number) {
  return {
    Key: loginFailureKeys.window(email, windowStart),
    UpdateExpression: 'ADD failures :one SET expiresAt = :expiresAt, entity = :entity',
    ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAt, ':entity': 'LoginFailures' },
  };
}

export const failuresOf = (item: Record<string, unknown>) => Number(item.failures ?? 0);
