import { defaultDueDate } from '../../shared/invoices/invoice-period';
import { itemsEditable } from '../../shared/invoices/invoice-statuses';
import { lessonAmountMinor, toMinorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import type { InvoiceUpdateRequest } from '../../shared/schemas/invoice-schemas';
import {
  isLessonLine,
  lessonLinesOf,
  toInvoice,
  withTotals,
  type InvoiceLineRecord,
  type InvoiceRecord,
  type LessonLineRecord,
} from '../entities/invoice-entity';
import { orderLines } from '../../shared/invoices/line-amounts';
import { badRequest } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { releaseLessons } from './invoice-lessons';
import { revise, saveInvoiceChange } from '../shared-domains/billing/invoice-change';
import { loadChangeableInvoice } from './changeable-invoice';

export const draftOnly = 'Lessons and rates can only be changed while the invoice is a draft';

/**
 * The lesson lines `items` keeps, with their rates, and every other line as it
 * is (custom lines and discounts are added and removed by their own routes, so
 * a client that lists only lessons keeps them); an id that is not on the invoice
 * is refused, and a custom line or discount listed is kept unchanged.
 */
function linesFrom(
  invoice: InvoiceRecord,
  items: NonNullable<InvoiceUpdateRequest['items']>,
): InvoiceLineRecord[] {
  const byId = new Map(invoice.lines.map((line) => [line.id, line]));
  const seen = new Set<string>();
  const lessons = items.flatMap((item): LessonLineRecord[] => {
    const line = byId.get(item._id);
    if (!line) throw badRequest(`Invoice item ${item._id} is not on this invoice`);
    if (seen.has(item._id)) throw badRequest(`Invoice item ${item._id} is listed twice`);
    seen.add(item._id);
    if (!isLessonLine(line)) return [];
    const rateMinor = toMinorUnits(item.rate);
    if (rateMinor === line.rateMinor) return [line];
    // A rate changed by hand is no longer the one its source gave: the line names no source.
    const { rateSource: _replaced, ...byHand } = line;
    return [{ ...byHand, rateMinor, amountMinor: lessonAmountMinor(rateMinor, line.durationMinutes) }];
  });
  return [...lessons, ...invoice.lines.filter((line) => !isLessonLine(line))];
}

const rateOf = (line: InvoiceLineRecord) => (isLessonLine(line) ? line.rateMinor : undefined);

const sameLines = (a: InvoiceLineRecord[], b: InvoiceLineRecord[]) =>
  a.length === b.length &&
  a.every((line, index) => line.id === b[index]!.id && rateOf(line) === rateOf(b[index]!));

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
  const invoice = await loadChangeableInvoice(params.id);
  const lines = body.items ? orderLines(linesFrom(invoice, body.items)) : invoice.lines;
  const linesChanged = !sameLines(orderLines(invoice.lines), lines);
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
  if (next.totalMinor < 0)
    throw badRequest('This would make the invoice total less than zero: remove or reduce the credit first');
  const kept = new Set(lessonLinesOf({ lines }).map((line) => line.lessonId));
  const removed = lessonLinesOf(invoice)
    .filter((line) => !kept.has(line.lessonId))
    .map((line) => line.lessonId);
  await saveInvoiceChange({
    before: invoice,
    after: next,
    with: await releaseLessons(removed, invoice.id, now.toISOString()),
    audit: { principal, action: 'invoice.update', requestId },
  });
  return { data: toInvoice(next), message: 'Invoice updated successfully' };
};
