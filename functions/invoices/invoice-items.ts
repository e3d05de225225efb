import { itemsEditable } from '../../shared/invoices/invoice-statuses';
import { lessonAmountMinor, toMinorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import { maxLessonsPerInvoice } from '../../shared/invoices/invoice-limits';
import {
  isLessonLine,
  lessonLinesOf,
  toInvoice,
  withTotals,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from '../entities/invoice-entity';
import type { AddItemRequest } from '../../shared/schemas/invoice-schemas';
import {
  customAmountMinor,
  discountAmountMinor,
  lineTotals,
  maxExtraLinesPerInvoice,
  orderLines,
  type DiscountRule,
} from '../../shared/invoices/line-amounts';
import { newId } from '../../shared/ids';
import type { Principal } from '../platform/access-tokens';
import { badRequest, conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { releaseLessons, studentLessonsAround, toAvailableLesson } from './invoice-lessons';
import { attendanceValues } from '../../shared/lessons/lesson-attendance';
import { isBillable, ratedLineFor } from '../shared-domains/billing/invoice-lines';
import { revise, saveInvoiceChange } from '../shared-domains/billing/invoice-change';
import { loadInvoice } from '../shared-domains/billing/invoice-visibility';
import { findLesson, lessonInvoiceClaim } from '../entities/lesson-entity';
import { draftOnly } from './update-invoice';

async function loadDraft(invoiceId: string): Promise<InvoiceRecord> {
  const invoice = await loadInvoice(invoiceId);
  if (!itemsEditable(invoice.status)) throw badRequest(draftOnly);
  return invoice;
}

function lineOf(invoice: InvoiceRecord, itemId: string) {
  const line = invoice.lines.find((candidate) => candidate.id === itemId);
  if (!line) throw notFound('Invoice item not found');
  return line;
}

export const updateItemRate: RouteService<RouteTable['invoices.updateRate']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const invoice = await loadDraft(params.id);
  const line = lineOf(invoice, params.itemId);
  if (!isLessonLine(line))
    throw badRequest('Only a lesson line has an hourly rate: remove this line and add it again to change it');
  const rateMinor = toMinorUnits(body.rate);
  // A rate set by hand is no longer the default's, subject's, teacher's or student's: the line names no source.
  const { rateSource: _replaced, ...byHand } = line;
  const lines = invoice.lines.map((candidate) =>
    candidate === line
      ? { ...byHand, rateMinor, amountMinor: lessonAmountMinor(rateMinor, line.durationMinutes) }
      : candidate,
  );
  const next = notBelowZero(withTotals(revise(invoice, { lines })));
  await saveInvoiceChange({
    before: invoice,
    after: next,
    audit: { principal, action: 'invoice.rates', requestId },
  });
  return { data: toInvoice(next), message: 'Rate updated successfully' };
};

export const removeItem: RouteService<RouteTable['invoices.removeItem']> = async ({
  params,
  principal,
  requestId,
}) => {
  const invoice = await loadDraft(params.id);
  const line = lineOf(invoice, params.itemId);
  const now = new Date();
  const next = notBelowZero(
    withTotals(revise(invoice, { lines: invoice.lines.filter((candidate) => candidate !== line) }, now)),
  );
  await saveInvoiceChange({
    before: invoice,
    after: next,
    // Only a lesson line holds a lesson to release.
    with: isLessonLine(line) ? await releaseLessons([line.lessonId], invoice.id, now.toISOString()) : [],
    audit: { principal, action: 'invoice.update', requestId },
  });
  return {
    data: toInvoice(next),
    message: isLessonLine(line) ? 'Lesson removed from invoice' : 'Line removed from invoice',
  };
};

/** Staff adding a lesson by hand may bill any attendance; only generation applies the policy's list. */
const staffPickAnyAttendance = attendanceValues;

export const availableLessons: RouteService<RouteTable['invoices.availableLessons']> = async ({ params }) => {
  const invoice = await loadInvoice(params.id);
  const lessons = await studentLessonsAround(invoice.studentId, invoice);
  return {
    data: lessons
      .filter((lesson) => isBillable(lesson, invoice, staffPickAnyAttendance))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map(toAvailableLesson),
  };
};

/** A change that would leave the invoice owing less than nothing is refused (a credit larger than the rest). */
function notBelowZero<T extends Pick<InvoiceRecord, 'totalMinor'>>(invoice: T): T {
  if (invoice.totalMinor < 0)
    throw badRequest('This would make the invoice total less than zero: remove or reduce the credit first');
  return invoice;
}

export const addItem: RouteService<RouteTable['invoices.addItem']> = async (request) => {
  const invoice = await loadDraft(request.params.id);
  const { body } = request;
  if (body.kind === 'lesson') return addLesson(invoice, body.lessonId, request);
  if (invoice.lines.length - lessonLinesOf(invoice).length >= maxExtraLinesPerInvoice)
    throw badRequest(`An invoice holds at most ${maxExtraLinesPerInvoice} lines besides its lessons`);
  const line = body.kind === 'custom' ? customLine(body) : discountLine(invoice, body);
  const next = notBelowZero(withTotals(revise(invoice, { lines: [...invoice.lines, line] })));
  await saveInvoiceChange({
    before: invoice,
    after: next,
    audit: { principal: request.principal, action: 'invoice.update', requestId: request.requestId },
  });
  return {
    data: toInvoice(next),
    message: body.kind === 'custom' ? 'Line added to invoice' : 'Discount added to invoice',
  };
};

function customLine(body: Extract<AddItemRequest, { kind: 'custom' }>): InvoiceLineRecord {
  const unitPriceMinor = toMinorUnits(body.unitPrice);
  return {
    kind: 'custom',
    id: newId(),
    description: body.description,
    quantity: body.quantity,
    unitPriceMinor,
    taxable: body.taxable,
    amountMinor: customAmountMinor(body.quantity, unitPriceMinor),
  };
}

/** A discount goes below every line there is; an amount larger than those lines come to is refused. */
function discountLine(
  invoice: InvoiceRecord,
  body: Extract<AddItemRequest, { kind: 'discount' }>,
): InvoiceLineRecord {
  const discount: DiscountRule =
    body.discount.type === 'amount'
      ? { type: 'amount', amountMinor: toMinorUnits(body.discount.value) }
      : { type: 'percent', percent: body.discount.value };
  const { subtotalMinor } = lineTotals(orderLines(invoice.lines), invoice.taxRatePercent);
  if (discount.type === 'amount' && discount.amountMinor > subtotalMinor)
    throw badRequest('The discount is larger than the lines above it come to');
  if (subtotalMinor <= 0) throw badRequest('Add the lines to discount before the discount');
  return {
    kind: 'discount',
    id: newId(),
    description: body.description,
    discount,
    amountMinor: discountAmountMinor(discount, subtotalMinor),
  };
}

async function addLesson(
  invoice: InvoiceRecord,
  lessonId: string,
  { principal, requestId }: { principal: Principal; requestId: string },
) {
  const lesson = await findLesson(lessonId);
  if (!lesson) throw notFound('Lesson not found');
  if (lesson.studentId !== invoice.studentId)
    throw badRequest("This lesson is not one of this student's lessons");
  if (lesson.invoiceId) throw conflict('This lesson is already on an invoice');
  if (!isBillable(lesson, invoice, staffPickAnyAttendance))
    throw badRequest('Only lessons in the invoice period that are not canceled can be added');
  if (lessonLinesOf(invoice).length >= maxLessonsPerInvoice)
    throw badRequest(`An invoice holds at most ${maxLessonsPerInvoice} lessons`);
  const settings = await readInvoiceSettings();
  const now = new Date();
  const next = withTotals(
    revise(invoice, { lines: [...invoice.lines, ratedLineFor(lesson, invoice.currency, settings)] }, now),
  );
  await saveInvoiceChange({
    before: invoice,
    after: next,
    with: [lessonInvoiceClaim(lesson.id, invoice.id, now.toISOString())],
    refusalOf: () =>
      conflict('This lesson was just invoiced, canceled or deleted. Please reload and try again.'),
    audit: { principal, action: 'invoice.update', requestId },
  });
  return { data: toInvoice(next), message: 'Lesson added to invoice' };
}
