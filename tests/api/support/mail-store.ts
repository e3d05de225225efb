import { simpleParser } from 'mailparser';
import { expect } from 'vitest';

/** One email as the SES emulator (aws-ses-v2-local) keeps it: `GET /store`. */
export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** Every email the emulator has accepted, oldest first. */
export async function sentEmails(mailUrl: string): Promise<StoredEmail[]> {
  const answer = await fetch(`${mailUrl}/store`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { emails: StoredEmail[] }).emails;
}

/** The emails sent once the outbox holds nothing more to send: drained on demand, not waited for. */
export async function emailsAfterDrain(mail: {
  url: string;
  drainOutbox: () => Promise<unknown>;
}): Promise<StoredEmail[]> {
  await mail.drainOutbox();
  return sentEmails(mail.url);
}

/** The emails addressed to `address`. */
export const emailsTo = (emails: readonly StoredEmail[], address: string) =>
  emails.filter((email) => email.destination.to.includes(address));

/** The email as a mail app receives it: the emulator's MIME message (its inbox's download), parsed by mailparser. */
export async function parsedMime(mailUrl: string, email: StoredEmail) {
  const answer = await fetch(`${mailUrl}/get-emlContent?messageId=${encodeURIComponent(email.messageId)}`);
  expect(answer.status).toBe(200);
  const { body } = (await answer.json()) as { body: { type: 'Buffer'; data: number[] } };
  return simpleParser(Buffer.from(body.data));
}
