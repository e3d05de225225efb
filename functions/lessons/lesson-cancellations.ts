import { earnsMakeUpCredit, type Canceler } from '../../shared/lessons/lesson-cancellation';
import { makeUpCreditExpiry } from '../../shared/lessons/make-up-credits';
import type { LessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import type { LessonRecord } from '../entities/lesson-entity';
import { makeUpCreditPut } from '../entities/make-up-credit-entity';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * What canceling a lesson records on it and gives its student
 * (docs/lesson-policy.md#cancellations), for every way a lesson is canceled:
 * the family's own, and the school's (an edit to canceled, a series'
 * cancellation). A free cancellation, or any by the school, gives one
 * make-up credit, named after the lesson, so a lesson canceled again after
 * being reinstated gives no second one.
 */
export function canceledVersion(
  lesson: LessonRecord,
  by: Canceler,
  facts: { late: boolean; chargePercent: number },
): LessonRecord {
  const { lateChargePercent: _charge, chargeWaivedAt: _waived, lateCancellation: _late, ...rest } = lesson;
  const credit = earnsMakeUpCredit(by, facts.late) ? { makeUpCreditGiven: lesson.id } : {};
  return {
    ...rest,
    status: 'canceled',
    canceledBy: by,
    ...(by === 'family' ? { lateCancellation: facts.late } : {}),
    ...(by === 'family' && facts.late && facts.chargePercent > 0
      ? { lateChargePercent: facts.chargePercent }
      : {}),
    ...(lesson.makeUpCreditGiven ? { makeUpCreditGiven: lesson.makeUpCreditGiven } : credit),
  };
}

/** The school canceled it: no charge, and a make-up credit. */
export const schoolCanceledVersion = (lesson: LessonRecord): LessonRecord =>
  canceledVersion(lesson, 'school', { late: false, chargePercent: 0 });

/** The credit the cancellation gives, when `after` was given one that `before` had not. */
export function makeUpCreditWrites(
  before: LessonRecord,
  after: LessonRecord | undefined,
  expiryDays: LessonPolicy['makeUpExpiryDays'],
  now: Date,
): EntityWrite[] {
  if (!after?.makeUpCreditGiven || before.makeUpCreditGiven) return [];
  return [
    makeUpCreditPut({
      studentId: after.studentId,
      id: after.makeUpCreditGiven,
      lessonId: after.id,
      lessonStart: after.startTime,
      subject: after.subject,
      subjectName: after.subjectName,
      canceledBy: after.canceledBy ?? 'school',
      givenAt: now.toISOString(),
      expiresOn: makeUpCreditExpiry(now, expiryDays),
    }),
  ];
}
