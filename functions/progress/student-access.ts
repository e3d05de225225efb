import type { Principal } from '../platform/access-tokens';
import type { StudentRecord } from '../entities/student-entity';
import { forbidden, notFound } from '../platform/http-errors';
import { studentFound } from '../shared-domains/accounts/load-student';

/**
 * Enforced on the server (docs/architecture.md#permissions): staff reach
 * every student, a teacher the students assigned to it, a family its own
 * children. Read from the student item itself (its parent and teachers), so
 * no extra request is needed.
 */
export function assertMayReach(
  principal: Principal,
  studentRead: StudentRecord | undefined,
  action: 'view' | 'update',
): StudentRecord {
  const student = studentFound(studentRead);
  const reaches =
    principal.role === 'super_admin' ||
    principal.role === 'admin' ||
    (principal.role === 'teacher' && student.teacherIds.includes(principal.userId)) ||
    ((principal.role === 'user' || principal.role === 'parent') && student.parentId === principal.userId);
  if (!reaches) {
    throw forbidden(
      action === 'view'
        ? 'You do not have permission to view this student'
        : 'You do not have permission to update this progress',
    );
  }
  return student;
}

export function assertSubjectAllocated(student: StudentRecord, subjectId: string): void {
  if (!student.subjects.includes(subjectId)) throw notFound('This subject is not allocated to this student');
}
