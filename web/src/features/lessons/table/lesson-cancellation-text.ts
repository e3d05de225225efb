import type { Lesson } from '../../../../../shared/schemas/lesson-schemas';

/**
 * How a canceled lesson was canceled, as its card says it
 * (docs/lesson-policy.md#cancellations): undefined for a lesson that is on,
 * or one canceled before who canceled was kept.
 */
export function cancellationText(lesson: Lesson): string | undefined {
  if (lesson.status !== 'canceled' || !lesson.canceledBy) return undefined;
  if (lesson.canceledBy === 'school') return 'Canceled by the school';
  if (!lesson.lateCancellation) return 'Canceled by the family, with notice';
  if (!lesson.lateChargePercent) return 'Canceled late by the family (no charge)';
  if (lesson.chargeWaivedAt) return 'Canceled late by the family (charge waived)';
  return `Canceled late by the family (${lesson.lateChargePercent}% charged)`;
}
