import type { Currency } from '../../shared/invoices/money';
import { schoolToday } from '../../shared/invoices/invoice-period';
import type { Role } from '../../shared/roles';
import type { OverdueDigestEmail } from '../entities/email-messages';
import { overdueSummaries } from '../entities/invoice-entity';
import {
  messageOnceClaim,
  messageOnceId,
  messagesAlreadyWritten,
  type MessageOnce,
} from '../entities/message-once-entity';
import { UserEntity, usersQuery } from '../entities/user-entity';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { writeMessageOnce } from '../shared-domains/messaging/write-message-once';
import { queryEntityPages } from '../platform/table/entity-query';

/** The digest lists this many invoices by name, those overdue the longest; the rest are in the count and totals. */
export const digestListedInvoices = 5;

/** The roles that get the daily digest: the staff who chase payments. */
export const digestRoles: readonly Role[] = ['super_admin', 'admin'];

type DigestFacts = Omit<OverdueDigestEmail, 'kind' | 'date'>;

/**
 * The school's overdue invoices in figures: one paged Query of their index,
 * oldest due date first, reading only the few attributes the digest shows.
 */
async function overdueFacts(): Promise<DigestFacts> {
  const totals = new Map<Currency, number>();
  const longestOverdue: OverdueDigestEmail['longestOverdue'] = [];
  let count = 0;
  for await (const page of overdueSummaries()) {
    for (const { id, invoiceNumber, studentName, totalMinor, currency, dueDate } of page) {
      count++;
      totals.set(currency, (totals.get(currency) ?? 0) + totalMinor);
      if (longestOverdue.length < digestListedInvoices)
        longestOverdue.push({ invoiceId: id, invoiceNumber, studentName, totalMinor, currency, dueDate });
    }
  }
  return {
    count,
    totals: [...totals].map(([currency, totalMinor]) => ({ currency, totalMinor })),
    longestOverdue,
  };
}

export const overdueDigestOnce = (date: string, userId: string): MessageOnce => ({
  scope: `overdue-digest#${date}`,
  subject: userId,
});

/** Staff ids, one paged Query per role (the users' by-role index), a page at a time. */
async function* staffPages(): AsyncGenerator<string[]> {
  for (const role of digestRoles)
    for await (const page of queryEntityPages(UserEntity, usersQuery(role)))
      yield page.map((user) => user.id);
}

/**
 * Staff's one email a day about overdue invoices (none when nothing is
 * overdue): each staff account's digest is claimed once per school day, in
 * the transaction that writes it, so a second job the same day, or two at
 * once, writes no second one. Answers how many digests were written.
 */
export async function sendOverdueDigest(now = new Date()): Promise<number> {
  const facts = await overdueFacts();
  if (facts.count === 0) return 0;
  const date = schoolToday(now);
  const message: OverdueDigestEmail = { kind: 'overdue-digest', date, ...facts };
  let sent = 0;
  for await (const staffIds of staffPages()) {
    const written = await messagesAlreadyWritten(staffIds.map((id) => overdueDigestOnce(date, id)));
    for (const userId of staffIds) {
      const once = overdueDigestOnce(date, userId);
      if (written.has(messageOnceId(once))) continue;
      const writes = [messageOnceClaim(once, now), ...messagePuts(userId, message, now)];
      if (await writeMessageOnce(writes, `overdue digest ${date} for ${userId}`)) sent++;
    }
  }
  return sent;
}
