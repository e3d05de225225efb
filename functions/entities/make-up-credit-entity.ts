import {
  Entity,
  item,
  string,
  type FormattedItem,
  PutTransaction,
  UpdateTransaction,
} from 'dynamodb-toolbox';
import { cancelers } from '../../shared/lessons/lesson-cancellation';
import { findEntityItem } from '../platform/table/entity-items';
import { queryEntityPage } from '../platform/table/entity-query';
import { schoolTable } from '../platform/table/school-table';
import type { EntityWrite } from '../platform/table/table-write';
import { studentKeys } from './student-entity';

/**
 * A make-up credit (docs/lesson-policy.md#make-up-credits) lives in its
 * student's partition, like the lesson reports: it belongs to the child, goes
 * with the child when it moves family and is removed with the partition when
 * the student is deleted or erased. Its id is the id of the canceled lesson
 * that gave it, so one lesson gives at most one credit, and a student's
 * credits read oldest first.
 */
const creditSortKeyPrefix = 'MAKE_UP_CREDIT#';

export const makeUpCreditKeys = {
  credit: (studentId: string, creditId: string) => ({
    PK: studentKeys.partition(studentId),
    SK: `${creditSortKeyPrefix}${creditId}`,
  }),
};

export const MakeUpCreditEntity = new Entity({
  name: 'MakeUpCredit',
  table: schoolTable,
  timestamps: false,
  schema: item({
    studentId: string().key(),
    id: string().key(),
    /** The canceled lesson: its subject and start, so the credit says what it replaces. */
    lessonId: string(),
    lessonStart: string(),
    subject: string(),
    subjectName: string(),
    canceledBy: string().enum(...cancelers),
    givenAt: string(),
    /** The last school day (Europe/London) it may be used on, `2026-07-31`. */
    expiresOn: string(),
    usedByLessonId: string().optional(),
    usedAt: string().optional(),
  }),
  computeKey: ({ studentId, id }) => makeUpCreditKeys.credit(studentId, id),
});

export type MakeUpCreditRecord = FormattedItem<typeof MakeUpCreditEntity>;

/** A new credit; the lesson's id as its id makes a second one for the same lesson fail its condition. */
export const makeUpCreditPut = (credit: MakeUpCreditRecord): EntityWrite =>
  MakeUpCreditEntity.build(PutTransaction)
    .item(credit)
    .options({ condition: { attr: 'id', exists: false } });

/**
 * Uses the credit for one lesson, only if it exists, was never used and has
 * not expired by `today` (the school's date): two bookings racing for it,
 * one commits, the other's transaction is refused.
 */
export const makeUpCreditUse = (
  credit: Pick<MakeUpCreditRecord, 'studentId' | 'id'>,
  lessonId: string,
  now: string,
  today: string,
): EntityWrite =>
  MakeUpCreditEntity.build(UpdateTransaction)
    .item({ studentId: credit.studentId, id: credit.id, usedByLessonId: lessonId, usedAt: now })
    .options({
      condition: {
        and: [
          { attr: 'id', exists: true },
          { attr: 'usedByLessonId', exists: false },
          { attr: 'expiresOn', gte: today },
        ],
      },
    });

export function findMakeUpCredit(studentId: string, creditId: string) {
  return findEntityItem(MakeUpCreditEntity, { studentId, id: creditId });
}

/** One page of a student's credits, oldest first (a Query of its partition by sort key prefix). */
export function makeUpCreditPage(studentId: string, page: { limit: number; cursor?: string }) {
  return queryEntityPage(
    MakeUpCreditEntity,
    { partition: studentKeys.partition(studentId), sortKey: { beginsWith: creditSortKeyPrefix } },
    page,
  );
}
