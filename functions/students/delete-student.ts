import { batchDeleteKeys } from '../platform/table/batch-delete-keys';
import type { RouteTable } from '../../shared/routes/route-table';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedStudentFields } from '../shared-domains/audit/audited-fields';
import { counterDeltas } from '../entities/school-counters-entity';
import { studentDeletion } from '../entities/student-entity';
import { studentPartitionKeyPages } from '../entities/student-partition';
import { userChildLink, userStudentUnlink } from '../entities/user-entity';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { transactNamedWithFollowUps } from '../platform/table/write-transaction';
import { namedWrites } from '../platform/table/named-writes';
import { loadStudent, studentNotFound } from '../shared-domains/accounts/load-student';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { removeStudentTraces } from '../shared-domains/privacy/student-traces-removal';
import { eraseDraftInvoices } from '../shared-domains/privacy/erasure/erase-draft-invoices';
import { removeStudentLessons } from './student-lessons-removal';

/** Progress records, notes and history live in the student's partition: one Query a page, then batch deletes. */
async function deletePartitionRest(studentId: string): Promise<void> {
  for await (const keys of studentPartitionKeyPages(studentId)) await batchDeleteKeys(keys);
}

/**
 * First what hangs on the student elsewhere: its lessons with their slot
 * locks, its draft invoices (never issued, and billing lessons that are
 * gone: none may be sent afterwards), and every copy of its activity,
 * notifications and emails (so a failure here leaves the student in place
 * and a retry finishes). Then the student item, its parent's and teachers'
 * links and the counters change in one transaction; its progress and notes
 * are removed after. Issued invoices keep the student's name and grade as
 * issued: they copy them, they do not point here. The calendar feeds are
 * read from lessons, so they lose it with them.
 */
export const deleteStudent: RouteService<RouteTable['students.delete']> = async ({
  params,
  principal,
  requestId,
}) => {
  const student = await loadStudent(params.id);
  await removeStudentLessons(student.id);
  await eraseDraftInvoices(student.id);
  await removeStudentTraces(student.id, student.parentId);
  const transaction = namedWrites({
    student: studentDeletion(student.id),
    parentLink: userChildLink(student.parentId, student.id, 'DELETE'),
    counters: counterDeltas({ students: -1, progressUpdates: -student.progressUpdates }),
    audit: auditPut({
      principal,
      action: 'student.delete',
      target: { type: 'student', id: student.id },
      before: auditedStudentFields(student),
      requestId,
    }),
    teacherLinks: student.teacherIds.map((teacherId) => userStudentUnlink(teacherId, student.id)),
  });
  try {
    await transactNamedWithFollowUps(transaction, 'teacherLinks');
  } catch (error) {
    if (transaction.refusedBy(error).has('student')) throw studentNotFound();
    if (isTransactionCancelled(error)) throw conflict('This student changed meanwhile. Please try again.');
    throw error;
  }
  await deletePartitionRest(student.id);
  return { data: { _id: student.id }, message: 'Student deleted successfully' };
};
