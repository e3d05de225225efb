import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DeleteTransaction,
  Entity,
  GetItemCommand,
  PutTransaction,
  item,
  number,
  string,
  type FormattedItem,
} from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';
import { normalizeEmail } from './user-entity';

/**
 * A single-use link emailed to the owner of an account: an invitation to
 * choose a password, a password reset, or the check that a registering
 * family owns its address. The link carries `<userId><secret>` (24 hex characters, then 43 of base64url; no dot, which a static host would take for a file extension); the table
 * keeps only the secret's SHA-256, so a copy of the table opens no account.
 *
 * One item per account and purpose: writing a new link replaces the one
 * before (a resent invitation or a second "forgot password" ends the
 * earlier email's link), and using one deletes it on the condition that it
 * is still that link and unexpired, so of two uses only one succeeds.
 */
const accountLinkPurposes = ['invitation', 'password-reset', 'email-verification', 'email-change'] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

const hour = 60 * 60;
const accountLinkLifetimeSeconds: Readonly<Record<AccountLinkPurpose, number>> = {
  invitation: 7 * 24 * hour,
  'password-reset': hour,
  'email-verification': 7 * 24 * hour,
  'email-change': 24 * hour,
};

export interface AccountLinkRecord {
  userId: string;
  purpose: AccountLinkPurpose;
  tokenHash: string;
  /** Epoch seconds; also the table's TTL attribute, so a forgotten link goes by itself. */
  expiresAt: number;
  createdAt: string;
  /**
   * What the link was sent for: a digest of the address it was emailed to
   * and the account's password hash at that moment (`linkBinding`). A link
   * whose account has since changed its email or its password no longer
   * opens: a reset sent to an address staff have since corrected, or one
   * that outlived its owner's own password change. Absent on links written
   * before bindings existed (see `linkStillBound`).
   */
  boundTo?: string;
}

/** The address and password hash a link is bound to (for an email change, the new address). */
export interface LinkBinding {
  email: string;
  passwordHash: string;
}

export const accountLinkKeys = {
  primary: (userId: string, purpose: AccountLinkPurpose) => ({
    PK: `ACCOUNT_LINK#${userId}`,
    SK: purpose,
  }),
};

/** The keys of every link an account may have, one per purpose (deleted with the account without a read). */
export const accountLinkKeysOf = (userId: string) =>
  accountLinkPurposes.map((purpose) => accountLinkKeys.primary(userId, purpose));

export const AccountLinkEntity = new Entity({
  name: 'AccountLink',
  table: schoolTable,
  timestamps: false,
  schema: item({
    userId: string().key(),
    purpose: string()
      .key()
      .enum(...accountLinkPurposes),
    tokenHash: string(),
    expiresAt: number(),
    createdAt: string(),
    // Absent on links written before bindings existed.
    boundTo: string().optional(),
  }),
  computeKey: ({ userId, purpose }) => accountLinkKeys.primary(userId, purpose),
});

const recordOf = ({ boundTo, ...link }: FormattedItem<typeof AccountLinkEntity>): AccountLinkRecord => ({
  ...link,
  ...(boundTo === undefined ? {} : { boundTo }),
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The digest a link keeps of what it was sent for: nothing of the password hash can be read back from it. */
export function linkBinding({ email, passwordHash }: LinkBinding): string {
  return sha256(`${normalizeEmail(email)}\n${passwordHash}`);
}

/**
 * Whether the account is still what the link was sent for. A link from
 * before bindings (a deployment's first days) opens only if the account
 * has not changed since it was sent: an edit of its email or password
 * moves `updatedAt` on.
 */
export function linkStillBound(record: AccountLinkRecord, now: LinkBinding & { updatedAt: string }): boolean {
  if (record.boundTo === undefined) return record.createdAt >= now.updatedAt;
  const current = linkBinding(now);
  return (
    record.boundTo.length === current.length &&
    timingSafeEqual(Buffer.from(record.boundTo), Buffer.from(current))
  );
}

/** A new link's token (what the email carries) and the write that stores its hash. */
export function newAccountLink(
  userId: string,
  purpose: AccountLinkPurpose,
  binding: LinkBinding,
  now = new Date(),
): { token: string; put: EntityWrite } {
  const secret = randomBytes(32).toString('base64url');
  const record: AccountLinkRecord = {
    userId,
    purpose,
    tokenHash: sha256(secret),
    expiresAt: Math.floor(now.getTime() / 1000) + accountLinkLifetimeSeconds[purpose],
    createdAt: now.toISOString(),
    boundTo: linkBinding(binding),
  };
  return {
    token: `${userId}${secret}`,
    put: AccountLinkEntity.build(PutTransaction).item(record),
  };
}

/** The account and secret a token names, or undefined for one that is not of our making. */
export function parseAccountLinkToken(token: string): { userId: string; secret: string } | undefined {
  const match = /^([0-9a-f]{24})([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { userId: match[1]!, secret: match[2]! } : undefined;
}

/** Why a link does not open: gone (used, replaced or never made) or out of date. */
export type AccountLinkCheck =
  | { valid: true; record: AccountLinkRecord; tokenHash: string }
  | { valid: false; reason: 'unknown' | 'expired' };

export async function checkAccountLink(
  token: string,
  purpose: AccountLinkPurpose,
): Promise<AccountLinkCheck> {
  const parsed = parseAccountLinkToken(token);
  if (!parsed) return { valid: false, reason: 'unknown' };
  const { Item: link } = await AccountLinkEntity.build(GetItemCommand)
    .key({ userId: parsed.userId, purpose })
    .options({ consistent: true })
    .send();
  const tokenHash = sha256(parsed.secret);
  const stored = link?.tokenHash ?? '';
  if (
    !link ||
    stored.length !== tokenHash.length ||
    !timingSafeEqual(Buffer.from(stored), Buffer.from(tokenHash))
  )
    return { valid: false, reason: 'unknown' };
  const record = recordOf(link);
  if (record.expiresAt <= Math.floor(Date.now() / 1000)) return { valid: false, reason: 'expired' };
  return { valid: true, record, tokenHash };
}

/** Uses the link up, for the transaction of what it does: refused if it was used or replaced meanwhile, or expired. */
export function accountLinkUse(record: AccountLinkRecord, now = new Date()): EntityWrite {
  return AccountLinkEntity.build(DeleteTransaction)
    .key({ userId: record.userId, purpose: record.purpose })
    .options({
      condition: {
        and: [
          { attr: 'tokenHash', eq: record.tokenHash },
          { attr: 'expiresAt', gt: Math.floor(now.getTime() / 1000) },
        ],
      },
    });
}

/** Ends an account's link of one purpose whatever it was (a reset also ends a pending invitation). */
export function accountLinkEnd(userId: string, purpose: AccountLinkPurpose): EntityWrite {
  return AccountLinkEntity.build(DeleteTransaction).key({ userId, purpose });
}
