import { voidRefusal } from '../../shared/invoices/invoice-void';
import { formatMoney, toMajorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import { activityPuts } from '../entities/activity-entity';
import { periodRelease, toInvoice, type InvoiceRecord, lessonLinesOf } from '../entities/invoice-entity';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { revise, saveInvoiceChange } from '../shared-domains/billing/invoice-change';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { releaseLessons } from './invoice-lessons';

/** Staff's feed and the family's both say it: the family no longer owes it. */
function voidActivity(invoice: InvoiceRecord, now: Date) {
  const amount = formatMoney(toMajorUnits(invoice.totalMinor), invoice.currency);
  return activityPuts(
    {
      title: 'Invoice voided',
      description: `${invoice.invoiceNumber} for ${invoice.studentName} (${amount}) is void: nothing on it is due`,
      status: 'info',
      icon: 'file-text',
      category: 'invoices',
      studentId: invoice.studentId,
    },
    [{ kind: 'all' }, { kind: 'user', userId: invoice.parentId }],
    now,
  );
}

/**
 * POST /invoices/{id}/void: an issued invoice with no money recorded on it
 * stays on record with its number, marked void with the reason, and leaves
 * every balance, the overdue sweep and reminders (its status takes it out of
 * their index). Its lessons and period are freed, as a deletion frees them,
 * so the school can bill them again correctly. The write is conditional on
 * the revision read: a payment recorded meanwhile makes it a conflict.
 */
export const voidInvoice: RouteService<RouteTable['invoices.void']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const invoice = await loadInvoice(params.id);
  const refusal = voidRefusal(invoice);
  if (refusal) throw conflict(refusal);
  const now = new Date();
  const at = now.toISOString();
  const next = revise(
    invoice,
    { status: 'void', voidedAt: at, voidReason: body.reason, voidedBy: principal.userId },
    now,
  );
  const releases = await releaseLessons(
    lessonLinesOf(invoice).map((line) => line.lessonId),
    invoice.id,
    at,
  );
  await saveInvoiceChange({
    before: invoice,
    after: next,
    with: [periodRelease(invoice, invoice.id), ...releases, ...voidActivity(next, now)],
    audit: { principal, action: 'invoice.void', requestId },
  });
  return { data: toInvoice(next), message: 'Invoice voided' };
};
