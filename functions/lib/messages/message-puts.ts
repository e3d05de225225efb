import type { EmailMessage } from '../email/email-messages';
import { outboxMessagePut } from '../entities/outbox-message-entity';

/**
 * The writes that tell one account about something, for the transaction of the
 * change that causes it: its email through the outbox (whether it is sent is
 * decided when sending, from the account's preferences). Every producer of a
 * message calls this, never the outbox directly, so that what a message writes
 * (the bell's notification too) is decided in one place.
 */
export function messagePuts(recipientUserId: string, message: EmailMessage, now = new Date()) {
  return [outboxMessagePut(recipientUserId, message, now)];
}
