import { createHash } from 'node:crypto';
import { normalizeEmail } from './user-entity';
import type { UpdateRequest } from '../platform/table/table-write';

/**
 * Sign-in attempts counted in fixed time windows (read as a sliding window:
 * functions/shared-domains/accounts/throttle/sliding-window.ts), one item per window and
 * per scope: an email with one client (the strict limit), an email from
 * anywhere (a loose one), and one client across every email. Emails and
 * client addresses are kept only as SHA-256 hashes: the table never holds a
 * typed address or a visitor's IP.
 */
export type SignInScope = 'pair' | 'email' | 'client';
export type LoginAttemptScope = SignInScope | LinkRequestScope | OwnerScope;

/** Requests that email a link (forgot password, registration), counted apart from sign-ins: per email, per client. */
export type LinkRequestScope = 'link-email' | 'link-client';

/**
 * Counts only the account's owner can fill: sign-ins and link requests from
 * a browser the account signed in from before (its device cookie), and an
 * account's checks of its own current password. Their subjects are hashed
 * with `hashedSubject`.
 */
export type OwnerScope = 'device' | 'link-device' | 'current-password';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The subject of an owner's count, kept as a hash like the others. */
export const hashedSubject = sha256;

/** What a scope counts: the hash of the normalized email, of the client, or of both together. */
export function loginAttemptSubject(scope: LoginAttemptScope, email: string, client: string): string {
  if (scope === 'email' || scope === 'link-email') return sha256(normalizeEmail(email));
  if (scope === 'client' || scope === 'link-client') return sha256(client);
  return sha256(`${normalizeEmail(email)}\n${client}`);
}

/** Zero-padded so that windows sort by time. */
const windowSortKey = (windowStart: number) => `WINDOW#${String(windowStart).padStart(12, '0')}`;

export const loginAttemptKeys = {
  window: (scope: LoginAttemptScope, subject: string, windowStart: number) => ({
    PK: `LOGIN_ATTEMPTS#${scope}#${subject}`,
    SK: windowSortKey(windowStart),
  }),
};

type AttemptKey = ReturnType<typeof loginAttemptKeys.window>;

/**
 * Counts one attempt, creating the item on the first, and refuses (a
 * conditional check failure, changing nothing) once the count has reached
 * `limit`, which need not be whole (what a sliding window leaves the
 * running one): DynamoDB applies it atomically, so parallel requests can
 * never together take more tries than it allows.
 */
export function takeLoginAttempt(key: AttemptKey, limit: number, expiresAt: number): UpdateRequest {
  return {
    Key: key,
    UpdateExpression: 'ADD attempts :one SET expiresAt = :expiresAt, entity = :entity',
    ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': limit,
      ':expiresAt': expiresAt,
      ':entity': 'LoginAttempts',
    },
  };
}

/** Gives back one counted attempt: one the other scopes refused, or a sign-in that succeeded. */
export function returnLoginAttempt(key: AttemptKey): UpdateRequest {
  return {
    Key: key,
    UpdateExpression: 'ADD attempts :minusOne',
    ConditionExpression: 'attempts > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  };
}
