import type { EmailMessage } from '../../entities/email-messages';
import { notificationPuts } from '../../entities/notification-entity';
import { outboxMessageWrite } from '../../entities/outbox-message-entity';
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
 *
 * `aboutStudentIds`: the students the message concerns (a lesson's, an
 * invoice's), so that a child's move or deletion finds its copies
 * (entities/student-traces.ts).
 */
export function messagePuts(
  recipientUserId: string,
  message: EmailMessage,
  now = new Date(),
  aboutStudentIds: readonly string[] = [],
) {
  const studentIds = [...aboutStudentIds, ...studentsNamedIn(message)];
  return [
    outboxMessageWrite(recipientUserId, message, now, studentIds),
    ...notificationPuts(recipientUserId, message.kind, messageSummaryOf(message), now, studentIds),
  ];
}

/** The students a message carries ids of itself (a family's weekly digest names its children). */
function studentsNamedIn(message: EmailMessage): string[] {
  return message.kind === 'progress-digest' ? message.children.map((child) => child.studentId) : [];
}

/**
 * A second email to an account in one transaction, without the bell: the
 * unread set allows one message per account per transaction, and the first
 * (with the bell) already tells the account what happened. Used by an email
 * change, whose notice goes to the old address beside the link to the new.
 */
export function emailOnlyPut(recipientUserId: string, message: EmailMessage, now = new Date()) {
  return outboxMessageWrite(recipientUserId, message, now, studentsNamedIn(message));
}
