import { invoiceStatusLabels, itemsEditable } from '../../shared/invoices/invoice-statuses';
import { billsCancellation } from '../../shared/lessons/lesson-cancellation';
import type { RouteTable } from '../../shared/routes/route-table';
import { findInvoice } from '../entities/invoice-entity';
import { toLesson } from '../entities/lesson-entity';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { auditPut } from '../shared-domains/audit/audit-put';
import { loadLesson } from './load-lesson';
import { saveLessonChange } from './save-lesson-change';

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
  const next = await saveLessonChange(change, (saved) =>
    auditPut({
      principal,
      action: 'lesson.waiveCharge',
      target: { type: 'lesson', id: lesson.id },
      before: { lateChargePercent: lesson.lateChargePercent ?? null, invoiceId: lesson.invoiceId ?? null },
      after: { lateChargePercent: 0, invoiceId: saved.invoiceId ?? null },
      requestId,
    }),
  );
  return { data: toLesson(next, { showTeacherEmail: true }), message: 'Late cancellation charge waived' };
};
