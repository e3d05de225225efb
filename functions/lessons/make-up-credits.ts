import { schoolToday } from '../../shared/invoices/invoice-period';
import { makeUpCreditState } from '../../shared/lessons/make-up-credits';
import { staffAdminRoles } from '../../shared/roles';
import type { RouteTable } from '../../shared/routes/route-table';
import type { MakeUpCredit } from '../../shared/schemas/lesson-cancel-schemas';
import type { LessonRecord } from '../entities/lesson-entity';
import {
  findMakeUpCredit,
  makeUpCreditPage,
  makeUpCreditUse,
  type MakeUpCreditRecord,
} from '../entities/make-up-credit-entity';
import { loadStudent } from '../shared-domains/accounts/load-student';
import { badRequest, conflict, forbidden } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import type { EntityWrite } from '../platform/table/table-write';

/** Make-up credits (docs/lesson-policy.md#make-up-credits): listed for staff and the family, used by a booking. */

const defaultPageSize = 100;

export function toMakeUpCredit(credit: MakeUpCreditRecord, now: Date): MakeUpCredit {
  return {
    _id: credit.id,
    studentId: credit.studentId,
    lessonId: credit.lessonId,
    lessonStart: credit.lessonStart,
    subject: credit.subject,
    subjectName: credit.subjectName,
    canceledBy: credit.canceledBy,
    givenAt: credit.givenAt,
    expiresOn: credit.expiresOn,
    state: makeUpCreditState(credit, now),
    ...(credit.usedByLessonId ? { usedByLessonId: credit.usedByLessonId } : {}),
    ...(credit.usedAt ? { usedAt: credit.usedAt } : {}),
  };
}

/** GET /students/{id}/make-up-credits: staff, or the student's own family (another's: 403). */
export const listMakeUpCredits: RouteService<RouteTable['lessons.makeUpCredits']> = async ({
  params,
  query,
  principal,
}) => {
  const student = await loadStudent(params.id);
  if (!staffAdminRoles.includes(principal.role) && student.parentId !== principal.userId)
    throw forbidden("You can only see your own children's make-up credits");
  const page = await makeUpCreditPage(student.id, {
    limit: query.limit ?? defaultPageSize,
    cursor: query.cursor,
  });
  const now = new Date();
  return { data: page.items.map((credit) => toMakeUpCredit(credit, now)), nextCursor: page.nextCursor };
};

export const makeUpCreditUsedMessage = 'This make-up credit has already been used';
export const makeUpCreditExpiredMessage = 'This make-up credit has expired';

/**
 * The write that spends `creditId` on `lesson` (a booking's transaction),
 * after a clear refusal for a credit that is not the student's, used or
 * expired. Its condition settles a race: of two bookings with one credit,
 * the second's transaction is refused (makeUpCreditRace).
 */
export async function makeUpCreditSpend(
  lesson: Pick<LessonRecord, 'id' | 'studentId'>,
  creditId: string,
  now: Date,
): Promise<EntityWrite> {
  const credit = await findMakeUpCredit(lesson.studentId, creditId);
  if (!credit)
    throw badRequest('This make-up credit is not one of the student’s', {
      makeUpCreditId: 'Please choose one of the student’s make-up credits',
    });
  const state = makeUpCreditState(credit, now);
  if (state === 'used') throw conflict(makeUpCreditUsedMessage);
  if (state === 'expired') throw conflict(makeUpCreditExpiredMessage);
  return makeUpCreditUse(credit, lesson.id, now.toISOString(), schoolToday(now));
}

/** The 409 when a booking lost the race for its credit (or it expired at midnight meanwhile). */
export const makeUpCreditRace = () =>
  conflict(`${makeUpCreditUsedMessage} or has just expired. Please reload and choose another.`);
