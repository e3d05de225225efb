import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedLessonFields } from '../shared-domains/audit/audited-fields';
import { lessonEnd } from '../../shared/lesson-time';
import { minutesBetween } from '../../shared/lessons/lesson-length';
import { assertMayComplete } from './lesson-start-rule';
import type * as z from 'zod';
import type { RouteTable } from '../../shared/routes/route-table';
import type { lessonUpdateSchema } from '../../shared/schemas/lesson-schemas';
import type { Principal } from '../platform/access-tokens';
import { lessonReplace, toLesson, type LessonRecord } from '../entities/lesson-entity';
import { loadLesson } from './load-lesson';
import { lockChanges, lockDelete, lockPut, locksOf } from '../entities/slot-lock-entity';
import { invoicesBilling, planBilling } from '../shared-domains/billing/billed-lessons';
import { forbidden } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { clashError } from './clash-errors';
import { assertQuarterHour } from './create-lesson';
import { loadParticipants } from './lesson-participants';
import { changeMessagePuts } from './lesson-messages';
import { namedWrites } from '../platform/table/named-writes';
import { lessonWriteRefusal } from './lesson-write-refusal';
import { lessonSubject } from './lesson-subject';
import { getStudentById, type StudentRecord } from '../entities/student-entity';
import { readLessonPolicy } from '../entities/lesson-policy-entity';
import { defaultLessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import { makeUpCreditWrites, schoolCanceledVersion } from './lesson-cancellations';

type LessonChanges = z.output<typeof lessonUpdateSchema>;

/** A teacher changes only status, notes and meeting link of its own lessons, never a completed one. */
function assertTeacherMayChange(principal: Principal, lesson: LessonRecord, changes: LessonChanges): void {
  if (lesson.teacherId !== principal.userId) throw forbidden('You can only edit your own lessons');
  if (lesson.status === 'completed') throw forbidden('Completed lessons cannot be modified');
  const changesMore = [
    changes.student !== undefined && changes.student !== lesson.studentId,
    changes.teacher !== undefined && changes.teacher !== lesson.teacherId,
    changes.startTime !== undefined && Date.parse(changes.startTime) !== Date.parse(lesson.startTime),
    changes.timezone !== undefined && changes.timezone !== lesson.timezone,
    changes.durationMinutes !== undefined &&
      changes.durationMinutes !== minutesBetween(lesson.startTime, lesson.endTime),
    changes.subject !== undefined && changes.subject !== lesson.subject,
  ].some(Boolean);
  if (changesMore) throw forbidden('Teachers can only change the status, notes and meeting link of a lesson');
}

/** A new subject, or the same subject for a new student, must be allocated to the lesson's student. */
async function subjectAfter(
  lesson: LessonRecord,
  changes: LessonChanges,
  newStudent: StudentRecord | undefined,
): Promise<Pick<LessonRecord, 'subject' | 'subjectName'>> {
  const subjectId = changes.subject ?? lesson.subject;
  const studentChanged = newStudent !== undefined && newStudent.id !== lesson.studentId;
  if (subjectId === lesson.subject && !studentChanged)
    return { subject: lesson.subject, subjectName: lesson.subjectName };
  if (!subjectId) return { subject: '', subjectName: '' };
  const student = newStudent ?? (await getStudentById(lesson.studentId));
  return lessonSubject(student ?? { subjects: [] }, subjectId);
}

async function nextVersion(
  lesson: LessonRecord,
  changes: LessonChanges,
  principal: Principal,
): Promise<LessonRecord> {
  const now = new Date().toISOString();
  const text = {
    notes: changes.notes ?? lesson.notes,
    meetingLink: changes.meetingLink ?? lesson.meetingLink,
  };
  if (principal.role === 'teacher')
    return { ...lesson, ...text, status: changes.status ?? lesson.status, updatedAt: now };
  const start = changes.startTime ? new Date(changes.startTime) : new Date(lesson.startTime);
  if (changes.startTime) assertQuarterHour(start);
  const moved =
    (changes.student && changes.student !== lesson.studentId) ||
    (changes.teacher && changes.teacher !== lesson.teacherId);
  const participants = moved
    ? await loadParticipants(changes.student ?? lesson.studentId, changes.teacher ?? lesson.teacherId)
    : undefined;
  const subject = await subjectAfter(lesson, changes, participants?.student);
  return {
    ...lesson,
    ...text,
    ...(participants
      ? {
          studentId: participants.student.id,
          studentName: participants.student.name,
          parentId: participants.student.parentId,
          teacherId: participants.teacher.id,
          teacherName: participants.teacher.name,
          teacherEmail: participants.teacher.email,
        }
      : {}),
    ...subject,
    startTime: start.toISOString(),
    endTime: lessonEnd(
      start,
      changes.durationMinutes ?? minutesBetween(lesson.startTime, lesson.endTime),
    ).toISOString(),
    timezone: changes.timezone ?? lesson.timezone,
    status: changes.status ?? lesson.status,
    updatedAt: now,
  };
}

/**
 * An edit to canceled is the school's cancellation (a make-up credit for the
 * student); reinstating a lesson forgets how it was canceled
 * (docs/lesson-policy.md#cancellations).
 */
function cancellationFacts(before: LessonRecord, after: LessonRecord): LessonRecord {
  if (after.status === 'canceled' && before.status !== 'canceled') return schoolCanceledVersion(after);
  if (after.status === 'canceled' || before.status !== 'canceled') return after;
  const {
    canceledBy: _by,
    lateCancellation: _late,
    lateChargePercent: _charge,
    chargeWaivedAt: _waived,
    ...reinstated
  } = after;
  return reinstated;
}

/** The policy (its make-up expiry) only when the edit gives a credit. */
const policyIfCanceling = async (before: LessonRecord, after: LessonRecord) =>
  after.makeUpCreditGiven && !before.makeUpCreditGiven ? readLessonPolicy() : defaultLessonPolicy;

/**
 * The new version replaces the old on the condition that nobody changed it
 * meanwhile (updatedAt), and the slot locks move with it: freed slots are
 * released, newly needed ones taken (409 naming the clash if taken already).
 * A billed lesson's invoice follows in the same transaction while it is a
 * draft; a sent, paid or overdue one refuses the change (shared-domains/billing/billed-lessons).
 */
export const updateLesson: RouteService<RouteTable['lessons.update']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const lesson = await loadLesson(params.id);
  if (principal.role === 'teacher') assertTeacherMayChange(principal, lesson, body);
  const change = {
    before: lesson,
    after: cancellationFacts(lesson, await nextVersion(lesson, body, principal)),
  };
  // A lesson completed ahead of time before this rule keeps its status through edits that do not move it.
  const completesOrMoves = lesson.status !== 'completed' || change.after.startTime !== lesson.startTime;
  if (change.after.status === 'completed' && completesOrMoves)
    assertMayComplete(change.after.startTime, new Date());
  const billing = planBilling([change], await invoicesBilling([change]));
  const next = billing.lessons[0]!;
  const { released, taken } = lockChanges(locksOf(lesson), locksOf(next));
  const transaction = namedWrites({
    lesson: lessonReplace(next, lesson),
    releasedLocks: released.map((lock) => lockDelete(lock, lesson.id)),
    takenLocks: taken.map((lock) => lockPut(lock, next)),
    billing: billing.writes,
    credit: makeUpCreditWrites(
      lesson,
      next,
      (await policyIfCanceling(lesson, next)).makeUpExpiryDays,
      new Date(),
    ),
    messages: changeMessagePuts(lesson, next, new Date()),
    audit: auditPut({
      principal,
      action: next.status === 'canceled' && lesson.status !== 'canceled' ? 'lesson.cancel' : 'lesson.update',
      target: { type: 'lesson', id: lesson.id },
      before: auditedLessonFields(lesson),
      after: auditedLessonFields(next),
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    throw (
      (await lessonWriteRefusal(transaction.refusedBy(error), change)) ??
      (await clashError(transaction.reasonsWithin(error, 'takenLocks'), taken)) ??
      error
    );
  }
  return { data: toLesson(next, { showTeacherEmail: true }), message: 'Lesson updated successfully!' };
};
