import { lessonFamilyMove, lessonFromItem, studentLessonsFrom } from '../lib/entities/lesson-entity';
import { familyTracesOf, traceRemovals } from '../lib/student-traces-removal';
import { queryAll } from '../lib/table/query-items';
import type { TableWrite } from '../lib/table/table-write';

/**
 * What moving a child to another family changes besides the student and the
 * two families' child sets (spec; UK GDPR: the previous family keeps nothing
 * about the child):
 *
 * - the previous family's recent activity and bell items about the child go,
 *   and their ids leave its unread set, so its count stays right;
 * - the child's lessons from now on name the new family, so their messages
 *   and reminders go there (lists and the calendar feed read a family's
 *   lessons through its children, so they follow the move already).
 *
 * Past lessons keep the family they were booked for: nothing reads them by
 * family. Invoices are left alone: a sent one stays with the family billed, a
 * draft follows the child when it is sent (invoices/change-invoice-status.ts).
 * These writes go into the move's own transaction when they fit, otherwise in
 * chunks before it (transactWithFollowUps): each is idempotent, so a failed
 * move that is tried again finishes them.
 */
export async function familyMoveWrites(
  studentId: string,
  previousParentId: string,
  nextParentId: string,
  now = new Date(),
): Promise<TableWrite[]> {
  const [traces, lessons] = await Promise.all([
    familyTracesOf(previousParentId, studentId),
    queryAll(studentLessonsFrom(studentId, now.toISOString())),
  ]);
  return [
    ...traceRemovals(traces),
    ...lessons.map(lessonFromItem).map((lesson) => lessonFamilyMove(lesson.id, nextParentId)),
  ];
}
