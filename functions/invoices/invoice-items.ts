import { itemsEditable } from '../../shared/invoices/invoice-statuses';
import { lessonAmountMinor, toMinorUnits } from '../../shared/invoices/money';
import type { RouteTable } from '../../shared/routes/route-table';
import { maxLessonsPerInvoice } from '../../shared/invoices/invoice-limits';
import { toInvoice, withTotals, type InvoiceRecord } from '../entities/invoice-entity';
import { badRequest, conflict, notFound } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { releaseLessons, studentLessonsAround, toAvailableLesson } from './invoice-lessons';
import { isBillable, lineFor } from '../shared-domains/billing/invoice-lines';
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
  const rateMinor = toMinorUnits(body.rate);
  const lines = invoice.lines.map((candidate) =>
    candidate === line
      ? { ...line, rateMinor, amountMinor: lessonAmountMinor(rateMinor, line.durationMinutes) }
      : candidate,
  );
  const next = withTotals(revise(invoice, { lines }));
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
  const next = withTotals(
    revise(invoice, { lines: invoice.lines.filter((candidate) => candidate !== line) }, now),
  );
  await saveInvoiceChange({
    before: invoice,
    after: next,
    with: await releaseLessons([line.lessonId], invoice.id, now.toISOString()),
    audit: { principal, action: 'invoice.update', requestId },
  });
  return { data: toInvoice(next), message: 'Lesson removed from invoice' };
};

export const availableLessons: RouteService<RouteTable['invoices.availableLessons']> = async ({ params }) => {
  const invoice = await loadInvoice(params.id);
  const lessons = await studentLessonsAround(invoice.studentId, invoice);
  return {
    data: lessons
      .filter((lesson) => isBillable(lesson, invoice))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map(toAvailableLesson),
  };
};

export const addItem: RouteService<RouteTable['invoices.addItem']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const invoice = await loadDraft(params.id);
  const lesson = await findLesson(body.lessonId);
  if (!lesson) throw notFound('Lesson not found');
  if (lesson.studentId !== invoice.studentId)
    throw badRequest("This lesson is not one of this student's lessons");
  if (lesson.invoiceId) throw conflict('This lesson is already on an invoice');
  if (!isBillable(lesson, invoice))
    throw badRequest('Only lessons in the invoice period that are not canceled can be added');
  if (invoice.lines.length >= maxLessonsPerInvoice)
    throw badRequest(`An invoice holds at most ${maxLessonsPerInvoice} lessons`);
  const settings = await readInvoiceSettings();
  const now = new Date();
  const next = withTotals(
    revise(
      invoice,
      { lines: [...invoice.lines, lineFor(lesson, settings.defaultRatesMinor[invoice.currency])] },
      now,
    ),
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
};
