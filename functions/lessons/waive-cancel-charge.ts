import { invoiceStatusLabels, itemsEditable } from '../../shared/invoices/invoice-statuses';
import { billsCancellation } from '../../shared/lessons/lesson-cancellation';
import type { RouteTable } from '../../shared/routes/route-table';
import { findInvoice } from '../entities/invoice-entity';
import { lessonReplace, toLesson } from '../entities/lesson-entity';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { invoicesBilling, planBilling } from '../shared-domains/billing/billed-lessons';
import { lessonWriteRefusal } from './lesson-write-refusal';
import { loadLesson } from './load-lesson';

/**
 * POST /lessons/{id}/waive-charge (docs/lesson-policy.md#waivers): staff
 * waive a late cancellation's charge, audited. A draft billing it loses the
 * line in the same transaction; a sent, paid or overdue invoice keeps it
 * (409: only a credit note undoes billed money).
 */
export const waiveCancelCharge: RouteService<RouteTable['lessons.waiveCharge']> = async ({
  params,
  principal,
  requestId,
}) => {
  const lesson = await loadLesson(params.id);
  if (!billsCancellation(lesson))
    throw conflict(
      lesson.chargeWaivedAt
        ? 'This late cancellation charge was already waived'
        : 'This lesson has no late cancellation charge to waive',
    );
  if (lesson.invoiceId) {
    const invoice = await findInvoice(lesson.invoiceId);
    if (invoice && !itemsEditable(invoice.status))
      throw conflict(
        `This charge is billed on invoice ${invoice.invoiceNumber} (${invoiceStatusLabels[invoice.status].toLowerCase()}): issue a credit note for it instead.`,
      );
  }
  const now = new Date().toISOString();
  const change = { before: lesson, after: { ...lesson, chargeWaivedAt: now, updatedAt: now } };
  const billing = planBilling([change], await invoicesBilling([change]));
  const next = billing.lessons[0]!;
  const transaction = namedWrites({
    lesson: lessonReplace(next, lesson),
    billing: billing.writes,
    audit: auditPut({
      principal,
      action: 'lesson.waiveCharge',
      target: { type: 'lesson', id: lesson.id },
      before: { lateChargePercent: lesson.lateChargePercent ?? null, invoiceId: lesson.invoiceId ?? null },
      after: { lateChargePercent: 0, invoiceId: next.invoiceId ?? null },
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    throw (await lessonWriteRefusal(transaction.refusedBy(error), change)) ?? error;
  }
  return { data: toLesson(next, { showTeacherEmail: true }), message: 'Late cancellation charge waived' };
};
