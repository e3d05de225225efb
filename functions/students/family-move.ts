import { LessonEntity, lessonStudentCopies, studentLessonsFrom } from '../entities/lesson-entity';
import type { StudentRecord } from '../entities/student-entity';
import { familyTracesOf, traceRemovals } from '../shared-domains/privacy/student-traces-removal';
import { queryEntityAll } from '../platform/table/entity-query';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * What renaming a child or moving it to another family changes besides the
 * student and the two families' child sets:
 *
 * - moved (spec; UK GDPR: the previous family keeps nothing about the
 *   child), the previous family's recent activity and bell items about the
 *   child go, and their ids leave its unread set, so its count stays right;
 * - moved, the child's lessons from now on name the new family, so their
 *   messages and reminders go there (lists and the calendar feed read a
 *   family's lessons through its children, so they follow the move already);
 * - renamed, every lesson of the child, past ones too, shows the new name
 *   (lists, calendar feeds and messages read the name the lesson copied).
 *
 * Past lessons keep the family they were booked for: nothing reads them by
 * family. Invoices are left alone: a sent one stays with the family billed, a
 * draft follows the child when it is sent (invoices/change-invoice-status.ts).
 * These writes go into the change's own transaction when they fit, otherwise
 * in chunks before it (transactWithFollowUps): each is idempotent, so a failed
 * change that is tried again finishes them. One write per lesson, so a lesson
 * both renamed and moved is one Update (a transaction may touch an item once).
 */
export async function studentChangeWrites(
  before: StudentRecord,
  after: Pick<StudentRecord, 'name' | 'parentId'>,
  now = new Date(),
): Promise<EntityWrite[]> {
  const moved = after.parentId !== before.parentId;
  const renamed = after.name !== before.name;
  if (!moved && !renamed) return [];
  const nowIso = now.toISOString();
  const [traces, lessons] = await Promise.all([
    moved ? familyTracesOf(before.parentId, before.id) : [],
    // A paged Query of the child's lesson index: all of them for a new name, the upcoming ones for a move.
    queryEntityAll(LessonEntity, studentLessonsFrom(before.id, renamed ? undefined : nowIso)),
  ]);
  const lessonWrites = lessons.map((lesson) =>
    lessonStudentCopies(
      lesson.id,
      before.id,
      {
        ...(renamed ? { studentName: after.name } : {}),
        ...(moved && lesson.startTime >= nowIso ? { parentId: after.parentId } : {}),
      },
      nowIso,
    ),
  );
  return [...traceRemovals(traces), ...lessonWrites];
}
