import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  $add,
  BatchGetCommand,
  BatchGetRequest,
  DeleteItemCommand,
  Entity,
  UpdateItemCommand,
  executeBatchGet,
  item,
  number,
  prefix,
  string,
} from 'dynamodb-toolbox';
import { normalizeEmail } from './user-entity';
import { schoolTable } from '../platform/table/school-table';
import { timeToLiveAttributeName } from '../platform/table-design';

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

/** One window of one count: what it counts (a scope and the hash of its subject) and when the window starts. */
export interface AttemptWindow {
  scope: LoginAttemptScope;
  subject: string;
  /** Epoch seconds. */
  start: number;
}

export const LoginAttemptsEntity = new Entity({
  name: 'LoginAttempts',
  table: schoolTable,
  timestamps: false,
  schema: item({
    // `<scope>#<subject>`: the partition is the count, each of its windows one item.
    count: string().key().savedAs('PK').transform(prefix('LOGIN_ATTEMPTS')),
    // The window's start, zero-padded so that windows sort by time.
    window: string().key().savedAs('SK').transform(prefix('WINDOW')),
    attempts: number().optional(),
    expiresAt: number().savedAs(timeToLiveAttributeName),
  }),
});

const keyOf = ({ scope, subject, start }: AttemptWindow) => ({
  count: `${scope}#${subject}`,
  window: String(start).padStart(12, '0'),
});

/**
 * Counts one attempt, creating the item on the first, and refuses (answers
 * false, changing nothing) once the count has reached `limit`, which need not
 * be whole (what a sliding window leaves the running one): DynamoDB applies
 * it atomically, so parallel requests can never together take more tries
 * than it allows.
 */
export async function takeLoginAttempt(
  window: AttemptWindow,
  limit: number,
  expiresAt: number,
): Promise<boolean> {
  try {
    await LoginAttemptsEntity.build(UpdateItemCommand)
      .item({ ...keyOf(window), attempts: $add(1), expiresAt })
      .options({
        condition: {
          or: [
            { attr: 'attempts', exists: false },
            { attr: 'attempts', lt: limit },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives back one counted attempt (one the other counts refused, or a sign-in that succeeded); none below zero. */
export async function returnLoginAttempt(window: AttemptWindow): Promise<void> {
  try {
    await LoginAttemptsEntity.build(UpdateItemCommand)
      .item({ ...keyOf(window), attempts: $add(-1) })
      .options({ condition: { attr: 'attempts', gt: 0 } })
      .send();
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** DynamoDB may leave keys of a BatchGetItem unprocessed under load: they are asked for again, this often in all. */
const batchGetAttempts = 5;

/**
 * The attempts counted in each window, in the order given (0 for a window
 * nobody tried in): one BatchGetItem, strongly consistent, for the few
 * windows of one attempt's counts (far below its 100 keys).
 */
export async function attemptsIn(windows: readonly AttemptWindow[]): Promise<number[]> {
  const requests = windows.map((window) => LoginAttemptsEntity.build(BatchGetRequest).key(keyOf(window)));
  const { Responses, UnprocessedKeys } = await executeBatchGet(
    { maxAttempts: batchGetAttempts },
    schoolTable
      .build(BatchGetCommand)
      .requests(...requests)
      .options({ consistent: true }),
  );
  if (Object.keys(UnprocessedKeys ?? {}).length > 0) throw new Error('BatchGetItem left windows unprocessed');
  const [stored = []] = Responses ?? [];
  return windows.map((_, index) => stored[index]?.attempts ?? 0);
}

/** Deletes one window's count (what a proven password forgives). */
export async function forgetLoginAttempts(window: AttemptWindow): Promise<void> {
  await LoginAttemptsEntity.build(DeleteItemCommand).key(keyOf(window)).send();
}
