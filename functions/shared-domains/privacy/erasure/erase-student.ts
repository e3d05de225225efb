import { counterDeltas } from '../../../entities/school-counters-entity';
import { studentDeletion, studentKeys, type StudentRecord } from '../../../entities/student-entity';
import { studentPartitionKeyPages } from '../../../entities/student-partition';
import { getUserById, userChildLink, userStudentUnlink } from '../../../entities/user-entity';
import { removeStudentTraces } from '../student-traces-removal';
import { batchDeleteKeys } from '../../../platform/table/batch-delete-keys';
import type { EntityWrite } from '../../../platform/table/table-write';
import { transactWithFollowUps } from '../../../platform/table/write-transaction';
import { eraseDraftInvoices } from './erase-draft-invoices';
import { eraseMentionsFor, staffAccountIds } from './erase-mentions';
import { erasedStudentWording, replaceNamesInLessonNotes } from './erase-names-elsewhere';
import { eraseStudentLessons } from './erase-student-lessons';
import { reduceAuditEntriesAbout } from './erasure-audit';

/** Progress, notes and history beside the student item (which goes last, with its links). */
export async function eraseStudentPartition(studentId: string): Promise<void> {
  const studentItem = studentKeys.primary(studentId);
  for await (const keys of studentPartitionKeyPages(studentId))
    await batchDeleteKeys(keys.filter((key) => key.SK !== studentItem.SK));
}

/**
 * Erases everything the school holds about one student except the invoices
 * issued to its family (kept for accounting with the names they were issued
 * with): lessons with their notes and slot locks, progress with history and
 * notes, draft invoices, the events, notifications and emails naming the
 * child, the audit entries' personal data, and last the student item with
 * its links and counters. Where another child's record names it (lesson
 * notes of its teachers' and its brothers' and sisters' lessons, events
 * about another child), the name becomes "a former student". Each step is
 * idempotent and the student item goes last, so a retry after a failure
 * finishes the job. Answers the teachers the child had (a family's erasure
 * reads their lessons for the family's name).
 *
 * Shared with the student deletion's clean-up (students/delete-student.ts)
 * at the merge: a deletion may call the same steps.
 */
export async function eraseStudent(
  student: StudentRecord,
  finalWrites: readonly EntityWrite[] = [],
  options: { siblingsErasedToo?: boolean } = {},
): Promise<{ teacherIds: string[] }> {
  const lessons = await eraseStudentLessons(student.id);
  await eraseDraftInvoices(student.id);
  await eraseStudentPartition(student.id);
  const teacherIds = [...new Set([...student.teacherIds, ...lessons.teacherIds])];
  const siblings = options.siblingsErasedToo
    ? []
    : ((await getUserById(student.parentId))?.children ?? []).filter((id) => id !== student.id);
  const erased = { ids: [student.id], names: [student.name], wording: erasedStudentWording };
  const otherFamilies = await replaceNamesInLessonNotes(
    [...teacherIds.map((teacherId) => ({ teacherId })), ...siblings.map((studentId) => ({ studentId }))],
    [{ name: student.name, wording: erasedStudentWording }],
    erased.ids,
  );
  await eraseMentionsFor(
    [student.parentId, ...teacherIds, ...(await staffAccountIds())],
    erased,
    otherFamilies,
  );
  // What names the child by id (activity, bell, emails about it alone) is found through the student trace index.
  await removeStudentTraces(student.id, student.parentId);
  await reduceAuditEntriesAbout([student.id, ...new Set(lessons.recordIds)]);
  await transactWithFollowUps(
    [
      studentDeletion(student.id),
      userChildLink(student.parentId, student.id, 'DELETE'),
      counterDeltas({ students: -1, progressUpdates: -student.progressUpdates }),
      ...finalWrites,
    ],
    student.teacherIds.map((teacherId) => userStudentUnlink(teacherId, student.id)),
  );
  return { teacherIds };
}
