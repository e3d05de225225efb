import { balanceMinor } from '../../shared/invoices/invoice-payments';
import type { FamilyInvoicesSentEmail } from '../entities/email-messages';
import { familyInvoices, type InvoiceRecord } from '../entities/invoice-entity';
import type { InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { writeTransaction } from '../platform/table/write-transaction';
import { changeStatus } from './change-invoice-status';

/**
 * "Send all drafts" treats the family as the account (docs/statement.md#one-email-per-family):
 * a family's drafts of the month, one per child, are sent together and the
 * family gets one email listing them with one total and every PDF, instead
 * of one email per child.
 */

/** The family's drafts like `invoice`: the same month and currency (one email per currency), oldest first. */
export async function familyDraftsLike(invoice: InvoiceRecord): Promise<InvoiceRecord[]> {
  const invoices = await familyInvoices(invoice.parentId);
  return invoices
    .filter(
      (candidate) =>
        candidate.status === 'draft' &&
        candidate.month === invoice.month &&
        candidate.year === invoice.year &&
        candidate.currency === invoice.currency,
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The one email (with the bell) that tells a family about its invoices sent together. */
export function familyEmailWrites(sent: readonly InvoiceRecord[], now: Date) {
  const first = sent[0]!;
  const message: FamilyInvoicesSentEmail = {
    kind: 'family-invoices-sent',
    familyId: first.parentId,
    period: { month: first.month, year: first.year },
    currency: first.currency,
    invoices: sent.map((invoice) => ({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      studentId: invoice.studentId,
      studentName: invoice.studentName,
      totalMinor: invoice.totalMinor,
      currency: invoice.currency,
      dueDate: invoice.dueDate,
      // The family's credit may have paid part of it on sending (changeStatus applies it).
      amountDueMinor: balanceMinor(invoice),
      revision: invoice.revision,
    })),
  };
  return messagePuts(
    first.parentId,
    message,
    now,
    sent.map((invoice) => invoice.studentId),
  );
}

export interface FamilySendRecorder {
  sent: (invoice: InvoiceRecord) => Promise<void>;
  failed: (invoice: InvoiceRecord, error: unknown) => Promise<void>;
}

/**
 * Sends each of the family's drafts; the last one's transaction carries the
 * family's email naming every invoice sent before it and itself, so the
 * email exists exactly when the last send commits. When the last one is
 * refused, the email still goes for those that were sent, on its own.
 */
export async function sendFamilyDrafts(
  drafts: readonly InvoiceRecord[],
  audit: InvoiceAudit | null,
  record: FamilySendRecorder,
  now = new Date(),
): Promise<void> {
  const sent: InvoiceRecord[] = [];
  for (const [index, draft] of drafts.entries()) {
    const last = index === drafts.length - 1;
    try {
      const next = await changeStatus(draft, 'sent', audit, now, [], {
        messagesOf: (saved) => (last ? familyEmailWrites([...sent, saved], now) : []),
      });
      sent.push(next);
      await record.sent(next);
    } catch (error) {
      await record.failed(draft, error);
      if (last && sent.length > 0) await writeTransaction(familyEmailWrites(sent, now));
    }
  }
}
