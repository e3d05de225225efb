import { transactNamedWithFollowUps } from '../platform/table/write-transaction';
import type { RouteTable } from '../../shared/routes/route-table';
import type { Principal } from '../platform/access-tokens';
import { auditPut } from '../shared-domains/audit/audit-put';
import { auditedStudentFields } from '../shared-domains/audit/audited-fields';
import { studentEdit, toStudent, type StudentRecord } from '../entities/student-entity';
import { userChildLink, type UserRecord } from '../entities/user-entity';
import { badRequest, conflict, forbidden } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { namedWrites } from '../platform/table/named-writes';
import { loadStudent } from '../shared-domains/accounts/load-student';
import { isTransactionCancelled } from '../platform/table/transaction-errors';
import { assertSubjectsExist } from './allocated-subjects';
import { familyAccount } from './parent-link';
import { studentChangeWrites } from './family-move';
import type { StaffChange } from './create-student';

/**
 * Only super_admin changes a student's name and parent. Sending a
 * different name or parent as anyone else is refused, not silently ignored;
 * sending the current values unchanged is harmless.
 */
function assertMayChange(
  principal: Principal,
  student: StudentRecord,
  body: { name?: string; parentId?: string },
): void {
  if (principal.role === 'super_admin') return;
  const renames = body.name !== undefined && body.name !== student.name;
  const moves = body.parentId !== undefined && body.parentId !== student.parentId;
  if (renames || moves) throw forbidden("Only the Super Admin can change a student's name or parent");
}

export const updateStudent: RouteService<RouteTable['students.update']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const student = await loadStudent(params.id);
  assertMayChange(principal, student, body);
  const moving = body.parentId !== undefined && body.parentId !== student.parentId;
  const parent = moving ? await familyAccount(body.parentId!) : undefined;
  if (body.subjects) await assertSubjectsExist(body.subjects.filter((id) => !student.subjects.includes(id)));
  const next: StudentRecord = {
    ...student,
    name: body.name ?? student.name,
    grade: body.grade ?? student.grade,
    // Sorted like every read of the set, so the answer matches what a reload shows.
    subjects: body.subjects ? [...body.subjects].sort() : student.subjects,
    parentId: parent?.id ?? student.parentId,
    parentName: parent?.name ?? student.parentName,
    updatedAt: new Date().toISOString(),
  };
  await saveStudentEdit(student, next, { principal, requestId }, parent);
  return { data: toStudent(next), message: 'Student updated successfully' };
};

/**
 * A student's edit, its audit entry and the copies of its name and family elsewhere, in one transaction (the
 * copies as idempotent follow-ups). The form (PUT /students/{id}) and the spreadsheet import save through it.
 */
export async function saveStudentEdit(
  student: StudentRecord,
  next: StudentRecord,
  change: StaffChange,
  parent?: UserRecord,
): Promise<void> {
  const copyWrites = await studentChangeWrites(student, next);
  const transaction = namedWrites({
    student: studentEdit(student, next),
    oldParentLink: parent && userChildLink(student.parentId, student.id, 'DELETE'),
    newParentLink: parent && userChildLink(parent.id, student.id, 'ADD'),
    audit: auditPut({
      principal: change.principal,
      action: parent ? 'student.reparent' : 'student.update',
      target: { type: 'student', id: student.id },
      before: auditedStudentFields(student),
      after: auditedStudentFields(next),
      requestId: change.requestId,
    }),
    copies: copyWrites,
  });
  try {
    await transactNamedWithFollowUps(transaction, 'copies');
  } catch (error) {
    const refused = transaction.refusedBy(error);
    if (refused.has('student'))
      throw conflict('This student was changed meanwhile. Please reload and try again.');
    if (refused.has('newParentLink')) {
      throw badRequest('Parent selection is required', { parentId: 'The selected parent no longer exists' });
    }
    // A lesson of the child deleted or reassigned meanwhile refused its new name or family.
    if (isTransactionCancelled(error))
      throw conflict('This student was changed meanwhile. Please reload and try again.');
    throw error;
  }
}
