import { defaultDueDate } from '../../shared/invoices/invoice-period';
import { itemsEditable, voidIsFinal } from '../../shared/invoices/invoice-statuses';
import { lessonAmountMinor, toMinorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceUpdateRequest } from '../../shared/schemas/invoice-schemas';
import {
  toInvoice,
  withTotals,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from '../entities/invoice-entity';
import { badRequest, conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { releaseLessons } from './invoice-lessons';
import { revise, saveInvoiceChange } from '../shared-domains/billing/invoice-change';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';

export const draftOnly = 'Lessons and rates can only be changed while the invoice is a draft';

/** The lines `items` keeps, with their rates; an id that is not on the invoice is refused. */
function linesFrom(
  invoice: InvoiceRecord,
  items: NonNullable<InvoiceUpdateRequest['items']>,
): InvoiceLineRecord[] {
  const byId = new Map(invoice.lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  return items.map((item) => {
    const line = byId.get(item._id);
    if (!line) throw badRequest(`Invoice item ${item._id} is not on this invoice`);
    if (seen.has(item._id)) throw badRequest(`Invoice item ${item._id} is listed twice`);
    seen.add(item._id);
    const rateMinor = toMinorUnits(item.rate);
    return { ...line, rateMinor, amountMinor: lessonAmountMinor(rateMinor, line.durationMinutes) };
  });
}

const sameLines = (a: InvoiceLineRecord[], b: InvoiceLineRecord[]) =>
  a.length === b.length &&
  a.every((line, index) => line.id === b[index]!.id && line.rateMinor === b[index]!.rateMinor);

/** An empty due date means 30 days from issue. */
function dueDateFrom(invoice: InvoiceRecord, dueDate: string): string {
  return dueDate !== '' ? dueDate : defaultDueDate(new Date(invoice.createdAt));
}

/**
 * PUT keeps notes and due date editable at any status but void; the lines and their
 * rates only on a draft. A non-draft may resend its unchanged lines (the
 * editor saves the whole form), which is not a change.
 */
export const updateInvoice: RouteService<RouteTable['invoices.update']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const invoice = await loadInvoice(params.id);
  if (invoice.status === 'void') throw conflict(voidIsFinal);
  const byStart = (lines: InvoiceLineRecord[]) =>
    [...lines].sort((a, b) => a.lessonStart.localeCompare(b.lessonStart));
  const lines = body.items ? byStart(linesFrom(invoice, body.items)) : invoice.lines;
  const linesChanged = !sameLines(byStart(invoice.lines), lines);
  if (linesChanged && !itemsEditable(invoice.status)) throw badRequest(draftOnly);

  const now = new Date();
  const next = withTotals(
    revise(
      invoice,
      {
        lines,
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(body.dueDate !== undefined ? { dueDate: dueDateFrom(invoice, body.dueDate) } : {}),
      },
      now,
    ),
  );
  const kept = new Set(lines.map((line) => line.lessonId));
  const removed = invoice.lines.filter((line) => !kept.has(line.lessonId)).map((line) => line.lessonId);
  await saveInvoiceChange({
    before: invoice,
    after: next,
    with: await releaseLessons(removed, invoice.id, now.toISOString()),
    audit: { principal, action: 'invoice.update', requestId },
  });
  return { data: toInvoice(next), message: 'Invoice updated successfully' };
};
