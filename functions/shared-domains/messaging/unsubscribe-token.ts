import { createHmac, timingSafeEqual } from 'node:crypto';
import { idPattern } from '../../../shared/ids';
import { messageCategories, type MessageCategory } from '../../../shared/messages/message-categories';
import { signingSecret } from '../../platform/signing-secret';

/*
 * The token of an email's unsubscribe link (RFC 8058 one-click): it names the
 * recipient and the category, and an HMAC-SHA256 of both proves the mailer
 * wrote it, so the link works without signing in and cannot be edited to
 * unsubscribe someone else. It does not expire: an unsubscribe link in an old
 * email must still work (all it can do is turn one category of one account's
 * email off, which the account can turn back on). The key is derived from the
 * project's signing secret for this one use, so a token can never pass for an
 * access token's signature or the other way round.
 */

const keyPurpose = 'email-unsubscribe-v1';

async function unsubscribeKey(): Promise<Buffer> {
  return createHmac('sha256', await signingSecret())
    .update(keyPurpose)
    .digest();
}

async function signatureOf(userId: string, category: MessageCategory): Promise<Buffer> {
  return createHmac('sha256', await unsubscribeKey())
    .update(`${userId}\n${category}`)
    .digest();
}

/** `<userId>.<category>.<signature>`: URL-safe as it is. */
export async function unsubscribeToken(userId: string, category: MessageCategory): Promise<string> {
  return `${userId}.${category}.${(await signatureOf(userId, category)).toString('base64url')}`;
}

export interface UnsubscribeRequest {
  userId: string;
  category: MessageCategory;
}

/** The recipient and category of a token this project signed; undefined for anything else. */
export async function verifyUnsubscribeToken(token: string): Promise<UnsubscribeRequest | undefined> {
  const [userId, category, signature, ...rest] = token.split('.');
  if (rest.length || !userId || !signature || !idPattern.test(userId)) return undefined;
  if (!(messageCategories as readonly string[]).includes(category ?? '')) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = await signatureOf(userId, category as MessageCategory);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, category: category as MessageCategory };
}
