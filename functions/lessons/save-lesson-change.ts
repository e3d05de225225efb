import { lessonReplace, type LessonRecord } from '../entities/lesson-entity';
import { namedWrites } from '../platform/table/named-writes';
import type { EntityWrite } from '../platform/table/table-write';
import { writeTransaction } from '../platform/table/write-transaction';
import { invoicesBilling, planBilling, type LessonChange } from '../shared-domains/billing/billed-lessons';
import { lessonWriteRefusal } from './lesson-write-refusal';

/**
 * One lesson's change in one transaction with what its billing asks (a
 * draft billing it follows) and its audit entry, which may name the lesson
 * as saved. A refused condition is the conflict `lessonWriteRefusal` names.
 * Answers the lesson as saved.
 */
export async function saveLessonChange(
  change: LessonChange & { after: LessonRecord },
  audit: (next: LessonRecord) => EntityWrite,
): Promise<LessonRecord> {
  const billing = planBilling([change], await invoicesBilling([change]));
  const next = billing.lessons[0]!;
  const transaction = namedWrites({
    lesson: lessonReplace(next, change.before),
    billing: billing.writes,
    audit: audit(next),
  });
  try {
    await writeTransaction(transaction.writes);
  } catch (error) {
    throw (await lessonWriteRefusal(transaction.refusedBy(error), change)) ?? error;
  }
  return next;
}
