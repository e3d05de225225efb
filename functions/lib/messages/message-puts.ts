import type { EmailMessage } from '../email/email-messages';
import { notificationPuts } from '../entities/notification-entity';
import { outboxMessagePut } from '../entities/outbox-message-entity';
import { messageSummaryOf } from './message-summaries';

/**
 * The writes that tell one account about something, for the transaction of the
 * change that causes it: its email through the outbox (whether it is sent is
 * decided when sending, from the account's preferences). Every producer of a
 * message calls this, never the outbox directly, so that what a message writes
 * (the bell's notification too) is decided in one place.
 *
 * Three items of the transaction's 100 per message: the outbox item, the
 * notification and the recipient's unread set. The unread set is one item per
 * account, so one transaction may tell each account at most one thing.
 */
export function messagePuts(recipientUserId: string, message: EmailMessage, now = new Date()) {
  return [
    outboxMessagePut(recipientUserId, message, now),
    ...notificationPuts(recipientUserId, message.kind, messageSummaryOf(message), now),
  ];
}
