import {
  cancellationDeadline,
  chargedMinor,
  earnsMakeUpCredit,
  familyCancelRefusal,
  isLateCancellation,
  lateChargePercent,
} from '../../shared/lessons/lesson-cancellation';
import { lessonAmountMinor, toMajorUnits, type Currency } from '../../shared/invoices/money';
import { minutesBetween } from '../../shared/lessons/lesson-length';
import type { LessonTimezone } from '../../shared/lesson-time';
import { familyRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { FamilyCancelQuote } from '../../shared/schemas/lesson-cancel-schemas';
import type { LessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import { readInvoiceSettings } from '../entities/invoice-settings-entity';
import { lessonReplace, toLesson, type LessonRecord } from '../entities/lesson-entity';
import { readLessonPolicy } from '../entities/lesson-policy-entity';
import { lockDelete, locksOf } from '../entities/slot-lock-entity';
import { usersWithRoles } from '../entities/user-entity';
import type { Principal } from '../platform/access-tokens';
import { conflict, forbidden, HttpError } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { smallListLimit } from '../platform/table/entity-query';
import { namedWrites } from '../platform/table/named-writes';
import { maxTransactionItems, writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedLessonFields } from '../shared-domains/audit/audited-fields';
import { invoicesBilling, planBilling } from '../shared-domains/billing/billed-lessons';
import { messagePuts } from '../shared-domains/messaging/message-puts';
import { canceledVersion, makeUpCreditWrites } from './lesson-cancellations';
import { occurrenceOf } from './lesson-messages';
import { lessonWriteRefusal } from './lesson-write-refusal';
import { loadLesson } from './load-lesson';

/**
 * A family cancels its child's upcoming lesson (docs/lesson-policy.md#cancellations):
 * `GET /lessons/{id}/family-cancel` says what it would cost, `POST` does it.
 */

/** The family of the lesson's student (the lesson keeps its upcoming family current when a child moves). */
async function familyLesson(principal: Principal, lessonId: string): Promise<LessonRecord> {
  const lesson = await loadLesson(lessonId);
  if (!familyRoles.includes(principal.role) || lesson.parentId !== principal.userId)
    throw forbidden("You can only cancel your own children's lessons");
  return lesson;
}

/** The currency a lesson's zone bills in, for the estimate: UK lessons in pounds, UAE lessons in dirhams. */
const zoneCurrency: Record<LessonTimezone, Currency> = { UK: 'GBP', UAE: 'AED' };

function quoteOf(
  lesson: LessonRecord,
  policy: LessonPolicy,
  now: Date,
  hourlyRatesMinor: Record<Currency, number>,
): FamilyCancelQuote {
  const late = isLateCancellation(lesson.startTime, now, policy.noticeHours);
  const percent = late ? lateChargePercent(policy.lateCancellation) : 0;
  const currency = zoneCurrency[lesson.timezone];
  const full = lessonAmountMinor(
    hourlyRatesMinor[currency],
    minutesBetween(lesson.startTime, lesson.endTime),
  );
  return {
    lessonId: lesson.id,
    late,
    noticeHours: policy.noticeHours,
    freeUntil: cancellationDeadline(lesson.startTime, policy.noticeHours).toISOString(),
    charge: {
      type: late ? policy.lateCancellation.charge : 'none',
      percent,
      amount: toMajorUnits(chargedMinor(full, percent)),
      currency,
    },
    makeUpCredit: earnsMakeUpCredit('family', late),
  };
}

function assertCancelable(lesson: LessonRecord, now: Date): void {
  const refusal = familyCancelRefusal(lesson, now);
  if (refusal) throw conflict(refusal);
}

export const familyCancelQuote: RouteService<RouteTable['lessons.familyCancelQuote']> = async ({
  params,
  principal,
}) => {
  const lesson = await familyLesson(principal, params.id);
  const now = new Date();
  assertCancelable(lesson, now);
  const [policy, settings] = await Promise.all([readLessonPolicy(), readInvoiceSettings()]);
  return { data: quoteOf(lesson, policy, now, settings.defaultRatesMinor) };
};

/** Every Super Admin and admin, told beside the teacher. */
async function staffIds(): Promise<string[]> {
  return (await usersWithRoles(['super_admin', 'admin'], smallListLimit)).map((user) => user.id);
}

const lockedMessage =
  'This lesson is already on a sent invoice, so it cannot be canceled here: please contact the school.';

export const familyCancel: RouteService<RouteTable['lessons.familyCancel']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const lesson = await familyLesson(principal, params.id);
  const now = new Date();
  assertCancelable(lesson, now);
  const policy = await readLessonPolicy();
  const late = isLateCancellation(lesson.startTime, now, policy.noticeHours);
  const chargePercent = late ? lateChargePercent(policy.lateCancellation) : 0;
  if (body?.acceptLateCharge === false && chargePercent > 0)
    throw conflict(
      'The notice period for a free cancellation has just passed: canceling now costs a late cancellation charge. Please check and confirm again.',
    );
  const after = {
    ...canceledVersion(lesson, 'family', { late, chargePercent }),
    updatedAt: now.toISOString(),
  };
  const change = { before: lesson, after };
  let billing;
  try {
    billing = planBilling([change], await invoicesBilling([change]), now);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw conflict(lockedMessage);
    throw error;
  }
  const next = billing.lessons[0]!;
  const message = {
    kind: 'lessons-canceled' as const,
    studentName: lesson.studentName,
    teacherName: lesson.teacherName,
    meetingLink: lesson.meetingLink,
    lessons: [occurrenceOf(lesson)],
    reassigned: false,
    byFamily: { late },
  };
  // The teacher and staff in the lesson's transaction as far as it has room (a school's usual handful), the rest after.
  const told = [lesson.teacherId, ...(await staffIds())].map((userId) =>
    messagePuts(userId, message, now, [lesson.studentId]),
  );
  const transaction = namedWrites({
    lesson: lessonReplace(next, lesson),
    locks: locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
    billing: billing.writes,
    credit: makeUpCreditWrites(lesson, next, policy.makeUpExpiryDays, now),
    audit: auditPut({
      principal,
      action: 'lesson.cancel',
      target: { type: 'lesson', id: lesson.id },
      before: auditedLessonFields(lesson),
      after: { ...auditedLessonFields(next), canceledBy: 'family', lateCancellation: late },
      requestId,
    }),
  });
  const room = maxTransactionItems - transaction.writes.length;
  const inTransaction = told.slice(0, Math.floor(room / 3));
  try {
    await writeTransaction([...transaction.writes, ...inTransaction.flat()]);
  } catch (error) {
    throw (await lessonWriteRefusal(transaction.refusedBy(error), change)) ?? error;
  }
  for (const writes of told.slice(inTransaction.length)) await writeTransaction(writes);
  return {
    data: toLesson(next, { showTeacherEmail: false }),
    message: late
      ? chargePercent > 0
        ? 'Lesson canceled. It was canceled late, so the late cancellation charge applies.'
        : 'Lesson canceled (late, no charge).'
      : 'Lesson canceled free of charge. A make-up credit was added.',
  };
};
