import { expect } from 'vitest';
import { emailsAfterDrain, emailsTo, type StoredEmail } from './mail-store';

type Mail = { url: string; drainOutbox: () => Promise<unknown> };

/** The last email sent to `address`, once the outbox is drained. */
export async function lastEmailTo(mail: Mail, address: string): Promise<StoredEmail> {
  const emails = emailsTo(await emailsAfterDrain(mail), address);
  expect(emails.length).toBeGreaterThan(0);
  return emails.at(-1)!;
}

/** The token of the `/<page>/<token>` link an email carries, in its text and HTML alike. */
export function tokenIn(email: StoredEmail, page: string): string {
  const pattern = new RegExp(`/${page}/([0-9a-f]{24}[A-Za-z0-9_-]{43})`);
  const token = pattern.exec(email.body.text ?? '')?.[1];
  expect(token).toBeDefined();
  expect(email.body.html).toContain(`/${page}/${token}`);
  return token!;
}
