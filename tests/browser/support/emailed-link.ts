import { expect } from '@playwright/test';
import type { IsolatedSchool } from './isolated-school';

interface StoredEmail {
  destination: { to: string[] };
  body: { text?: string };
}

/** The text of the last email the school's SES emulator received for `address` ('' while none). */
export async function lastEmailTextTo(school: IsolatedSchool, address: string): Promise<string> {
  const store = (await (await fetch(`${school.mailUrl()}/store`)).json()) as { emails: StoredEmail[] };
  const sent = store.emails.filter((email) => email.destination.to.includes(address));
  return sent.at(-1)?.body.text ?? '';
}

/**
 * The path of the account link (`/invite/…`, `/verify-email/…`, `/confirm-email/…`) last emailed to `address`, once the
 * runtime's outbox drain has sent it: a poll of the SES emulator's store.
 */
export async function emailedLinkPath(
  school: IsolatedSchool,
  address: string,
  kind: 'invite' | 'verify-email' | 'confirm-email',
): Promise<string> {
  const pattern = new RegExp(`/${kind}/[0-9a-f]{24}[A-Za-z0-9_-]{43}`);
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        path = pattern.exec(await lastEmailTextTo(school, address))?.[0];
        return path;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return path!;
}
