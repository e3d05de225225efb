import { getStudentById, studentParentCheck } from '../entities/student-entity';
import { getUserById } from '../entities/user-entity';
import type { InvoiceRecord } from '../entities/invoice-entity';
import { conflict } from '../platform/http-errors';
import type { EntityWrite } from '../platform/table/table-write';

/**
 * A draft is billed to the child's family as it is when the draft is sent: a
 * child moved to another family since the draft was made takes it along, and
 * the previous family never sees it. Once sent, an invoice stays with the
 * family it was issued to. The send holds to the family read (a check of the
 * student's parent in its transaction), so a move at the same moment makes it
 * try again rather than bill the family the child just left. A deleted
 * student's draft keeps the family it names.
 */
export async function billedToCurrentFamily(
  draft: InvoiceRecord,
): Promise<{ invoice: InvoiceRecord; holds: EntityWrite[] }> {
  const student = await getStudentById(draft.studentId);
  if (!student) return { invoice: draft, holds: [] };
  const moved = student.parentId !== draft.parentId;
  const parent = moved ? await getUserById(student.parentId) : undefined;
  const invoice = parent
    ? { ...draft, parentId: parent.id, parentName: parent.name, parentEmail: parent.email }
    : draft;
  return { invoice, holds: [studentParentCheck(student.id, invoice.parentId)] };
}

export const familyChangedMeanwhile = () =>
  conflict("The student's family changed meanwhile. Please reload and try again.");
