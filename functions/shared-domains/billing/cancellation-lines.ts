import { chargedMinor } from '../../../shared/lessons/lesson-cancellation';
import type { LessonLineRecord } from '../../entities/invoice-entity';
import type { LessonRecord } from '../../entities/lesson-entity';

/**
 * What a late cancellation and a make-up lesson do to a lesson's invoice line
 * (docs/lesson-policy.md#billing): a late cancellation is billed at the share
 * of the lesson the policy charged when the family canceled; a make-up lesson
 * is listed at nothing, so the invoice shows the credit was used.
 */
type Billed = Pick<LessonRecord, 'status' | 'lateChargePercent' | 'makeUpCreditId'>;

export function lineMarks(lesson: Billed): Pick<LessonLineRecord, 'lateCancellationPercent' | 'makeUp'> {
  if (lesson.status === 'canceled' && lesson.lateChargePercent)
    return { lateCancellationPercent: lesson.lateChargePercent };
  if (lesson.makeUpCreditId) return { makeUp: true };
  return {};
}

/** The line's amount: the lesson's full amount, its late cancellation share, or nothing for a make-up. */
export function lineAmountMinor(marks: ReturnType<typeof lineMarks>, fullAmountMinor: number): number {
  if (marks.makeUp) return 0;
  if (marks.lateCancellationPercent !== undefined)
    return chargedMinor(fullAmountMinor, marks.lateCancellationPercent);
  return fullAmountMinor;
}

/** What generation bills: nothing when every billable lesson is a make-up (no invoice of only free lines). */
export function withChargedLessons<T extends Pick<LessonRecord, 'makeUpCreditId'>>(lessons: T[]): T[] {
  return lessons.every((lesson) => lesson.makeUpCreditId) ? [] : lessons;
}
