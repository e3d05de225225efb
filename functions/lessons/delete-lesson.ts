import { writeTransaction } from '../platform/table/write-transaction';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedLessonFields } from '../shared-domains/audit/audited-fields';
import type { RouteTable } from '../../shared/routes/route-table';
import { invoicesBilling, planBilling } from '../shared-domains/billing/billed-lessons';
import { lessonDelete } from '../entities/lesson-entity';
import { loadLesson } from './load-lesson';
import { lockDelete, locksOf } from '../entities/slot-lock-entity';
import type { RouteService } from '../platform/route-service';
import { canceledMessagePuts } from './lesson-messages';
import { namedWrites } from '../platform/table/named-writes';
import { lessonWriteRefusal } from './lesson-write-refusal';

/**
 * The lesson and its slot locks go together; a lesson changed meanwhile is
 * not deleted blind. A lesson on a draft leaves it in the same transaction;
 * one on a sent, paid or overdue invoice is not deleted (409).
 */
export const deleteLesson: RouteService<RouteTable['lessons.delete']> = async ({
  params,
  principal,
  requestId,
}) => {
  const lesson = await loadLesson(params.id);
  const change = { before: lesson };
  const billing = planBilling([change], await invoicesBilling([change]));
  const transaction = namedWrites({
    lesson: lessonDelete(lesson),
    locks: locksOf(lesson).map((lock) => lockDelete(lock, lesson.id)),
    billing: billing.writes,
    messages: canceledMessagePuts([lesson], new Date()),
    audit: auditPut({
      principal,
      action: 'lesson.delete',
      target: { type: 'lesson', id: lesson.id },
      before: auditedLessonFields(lesson),
      requestId,
    }),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    throw (await lessonWriteRefusal(transaction.refusedBy(error), change)) ?? error;
  }
  return { data: { _id: lesson.id }, message: 'Lesson deleted successfully!' };
};
