import { formatMoney, toMajorUnits } from '../../shared/invoices/money';
import {
  invoiceStatusLabels,
  statusChangeRefusal,
  type InvoiceStatus,
} from '../../shared/invoices/invoice-statuses';
import { backToDraftRefusal } from '../../shared/invoices/invoice-void';
import type { RouteTable } from '../../shared/routes/route-table';
import { activityPuts, type ActivityAudience, type ActivityEvent } from '../entities/activity-entity';
import { toInvoice, type InvoiceRecord } from '../entities/invoice-entity';
import { badRequest, conflict } from '../platform/http-errors';
import { assertNotVoid, loadChangeableInvoice } from './changeable-invoice';
import type { RouteService } from '../platform/route-service';
import { revise, saveInvoiceChange, type InvoiceAudit } from '../shared-domains/billing/invoice-change';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import type { EntityWrite } from '../platform/table/table-write';
import { payBalanceToday } from './record-payment';
import { billedToCurrentFamily, familyChangedMeanwhile } from './invoice-family';
import { familyCreditApplied } from '../shared-domains/billing/family-credit-application';

/** Dates a status change records: when it was sent, when it was paid (cleared on the way back to draft). */
function withStatus(invoice: InvoiceRecord, status: InvoiceStatus, now: Date): InvoiceRecord {
  const at = now.toISOString();
  const next = revise(invoice, { status }, now);
  if (status === 'sent') next.sentAt = at;
  if (status === 'paid') next.paidAt = at;
  if (status === 'draft') {
    // Only an invoice with no money recorded comes back (changeStatus refuses the others): its payments stay.
    delete next.sentAt;
    delete next.paidAt;
  }
  return next;
}

const events: Partial<Record<InvoiceStatus, Pick<ActivityEvent, 'title' | 'status' | 'icon'>>> = {
  sent: { title: 'Invoice sent', status: 'info', icon: 'file-text' },
  paid: { title: 'Invoice paid', status: 'success', icon: 'circle-check' },
  overdue: { title: 'Invoice overdue', status: 'warning', icon: 'clock' },
};

/** Families hear about their invoices once sent; staff about every change. */
function activityOf(invoice: InvoiceRecord, now: Date) {
  const event = events[invoice.status];
  if (!event) return [];
  const audiences: ActivityAudience[] = [{ kind: 'all' }, { kind: 'user', userId: invoice.parentId }];
  const amount = formatMoney(toMajorUnits(invoice.totalMinor), invoice.currency);
  return activityPuts(
    {
      ...event,
      description: `${invoice.invoiceNumber} for ${invoice.studentName}: ${amount}`,
      category: 'invoices',
      studentId: invoice.studentId,
    },
    audiences,
    now,
  );
}

/**
 * Sending an invoice emails the family it is billed to (the only account that
 * may see it), through the outbox, in the status change's own transaction.
 */
function emailsOf(invoice: InvoiceRecord, now: Date) {
  if (invoice.status !== 'sent') return [];
  return messagePuts(
    invoice.parentId,
    {
      kind: 'invoice-sent',
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      studentName: invoice.studentName,
      period: {
        month: invoice.month,
        year: invoice.year,
        startDate: invoice.startDate,
        endDate: invoice.endDate,
      },
      totalMinor: invoice.totalMinor,
      currency: invoice.currency,
      dueDate: invoice.dueDate,
      // The mailer attaches the stored PDF of this revision only (never a draft's).
      revision: invoice.revision,
    },
    now,
    [invoice.studentId],
  );
}

/** Who hears of a status change: by default the family of a sent invoice, through `emailsOf`. */
export interface StatusChangeMessages {
  /**
   * The writes that tell the family instead, from the invoice as it is saved
   * (the send-drafts job sends a family's invoices with one email, written with the last of them).
   */
  messagesOf?: (next: InvoiceRecord) => readonly EntityWrite[];
}

/**
 * Moves an invoice to `status` if the transition is allowed (docs/architecture.md#states) and
 * nobody changed the invoice since it was read; the overdue sweep uses it too,
 * with its overdue email in `extra` (written in the same transaction).
 */
export async function changeStatus(
  invoice: InvoiceRecord,
  status: InvoiceStatus,
  audit: InvoiceAudit | null,
  now = new Date(),
  extra: readonly EntityWrite[] = [],
  { messagesOf = (next) => emailsOf(next, now) }: StatusChangeMessages = {},
) {
  // What was issued and voided, or paid into, stays as it is: these are conflicts with its state.
  assertNotVoid(invoice);
  const backToDraft = status === 'draft' ? backToDraftRefusal(invoice) : undefined;
  if (backToDraft) throw conflict(backToDraft);
  // Only the sweep asks for overdue (the route's schema does not offer it), and only from sent.
  const refusal =
    status === 'overdue'
      ? invoice.status === 'sent'
        ? undefined
        : 'Only a sent invoice can become overdue'
      : statusChangeRefusal(invoice.status, status);
  if (refusal) throw badRequest(refusal);
  if (status === 'sent' && invoice.lines.length === 0)
    throw badRequest('Add at least one lesson before sending the invoice');
  const sending = status === 'sent' && invoice.status === 'draft';
  const billed = sending ? await billedToCurrentFamily(invoice) : { invoice, holds: [] };
  const sent = withStatus(billed.invoice, status, now);
  for (let attempt = 1; ; attempt++) {
    // Sending applies the family's credit (issue 36): single sends and the send-drafts job alike.
    const credit = sending
      ? await familyCreditApplied(sent, audit?.principal.userId ?? 'system', now)
      : undefined;
    const next = credit?.after ?? sent;
    const creditWrites = credit?.writes ?? [];
    try {
      await saveInvoiceChange({
        before: invoice,
        after: next,
        // The family hold first, then the credit taken: their indexes in `with` name the refusal.
        with: [...billed.holds, ...creditWrites, ...activityOf(next, now), ...messagesOf(next), ...extra],
        refusalOf: (index) => {
          if (index < billed.holds.length) return familyChangedMeanwhile();
          if (index < billed.holds.length + creditWrites.length) return new CreditSpentMeanwhile();
          return undefined;
        },
        audit,
      });
      return next;
    } catch (error) {
      // Another send spent the credit first: read what is left and send with that.
      if (!(error instanceof CreditSpentMeanwhile)) throw error;
      if (attempt >= creditAttempts)
        throw conflict("The family's credit changed meanwhile. Please try again.");
    }
  }
}

class CreditSpentMeanwhile extends Error {}
const creditAttempts = 5;

const successMessages: Partial<Record<InvoiceStatus, string>> = {
  sent: 'Invoice sent successfully',
  paid: 'Invoice marked as paid successfully',
  draft: 'Invoice saved as draft successfully',
};

export const changeInvoiceStatus: RouteService<RouteTable['invoices.changeStatus']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const invoice = await loadChangeableInvoice(params.id);
  const audit: InvoiceAudit = { principal, action: 'invoice.status', requestId };
  // Marking paid records a payment of the balance today, so revenue and balances stay in step.
  const next =
    body.status === 'paid'
      ? await payBalanceToday(invoice, audit)
      : await changeStatus(invoice, body.status, audit);
  return {
    data: toInvoice(next),
    message:
      successMessages[body.status] ??
      `Invoice ${invoiceStatusLabels[body.status].toLowerCase()} successfully`,
  };
};
