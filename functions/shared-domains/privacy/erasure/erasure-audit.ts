import type { Principal } from '../../../platform/access-tokens';
import { auditEntryPagesAbout, eraseAuditEntryValues } from '../../audit/audit-erasure';
import { auditPut } from '../../audit/audit-put';
import type { EntityWrite } from '../../../platform/table/table-write';

/**
 * The entries about the erased records keep who did what to which id, and
 * no personal data: their values before and after (names, emails, notes) go,
 * the names of the changed fields stay (shared-domains/audit/audit-erasure.ts).
 */
export async function reduceAuditEntriesAbout(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    for await (const page of auditEntryPagesAbout(id)) {
      const withValues = page.filter((entry) => entry.before || entry.after);
      await Promise.all(withValues.map(eraseAuditEntryValues));
    }
  }
}

export interface ErasureAuditFacts {
  /** Who erased: a super_admin. */
  principal: Pick<Principal, 'userId' | 'role'>;
  requestId: string;
  kind: 'student' | 'family';
  /** The erased record's id; the entry names no one. */
  subjectId: string;
  /** The children erased with a family. */
  studentIds: readonly string[];
  at: string;
}

/** The erasure's own audit entry, carried by the erasure's last transaction: ids only. */
export function erasureAuditWrites(facts: ErasureAuditFacts): EntityWrite[] {
  return [
    auditPut({
      principal: facts.principal,
      action: facts.kind === 'student' ? 'student.erase' : 'user.erase',
      target: { type: facts.kind === 'student' ? 'student' : 'user', id: facts.subjectId },
      after: { erasedStudentIds: [...facts.studentIds] },
      requestId: facts.requestId,
      now: new Date(facts.at),
    }),
  ];
}
