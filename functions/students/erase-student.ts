import type { RouteTable } from '../../shared/routes/route-table';
import { eraseStudent } from '../shared-domains/privacy/erasure/erase-student';
import { erasureAuditWrites } from '../shared-domains/privacy/erasure/erasure-audit';
import { assertErasureConfirmed } from '../shared-domains/privacy/erasure/erasure-confirmation';
import { loadStudent } from '../shared-domains/accounts/load-student';
import { conflict } from '../platform/http-errors';
import type { RouteService } from '../platform/route-service';
import { isTransactionCancelled } from '../platform/table/transaction-errors';

/** Erases one student everywhere but the invoices issued for it (UK GDPR art. 17), once its name is typed. */
export const eraseStudentRecord: RouteService<RouteTable['students.erase']> = async ({
  params,
  body,
  principal,
  requestId,
}) => {
  const student = await loadStudent(params.id);
  assertErasureConfirmed(body.confirm, student.name);
  const audit = erasureAuditWrites({
    principal,
    requestId,
    kind: 'student',
    subjectId: student.id,
    studentIds: [student.id],
    at: new Date().toISOString(),
  });
  try {
    await eraseStudent(student, audit);
  } catch (error) {
    if (isTransactionCancelled(error))
      throw conflict('This student changed during the erasure. Please try again to finish it.');
    throw error;
  }
  return {
    data: { _id: student.id, studentIds: [student.id] },
    message: `${student.name} was erased. Issued invoices are kept.`,
  };
};
