import type { TableWrite } from '../table/table-write';

/**
 * Seams to the append-only audit log (`functions/lib/audit/`), which another
 * change adds. Until it is merged both are documented no-ops; at the merge:
 *
 * - `reduceAuditEntriesAbout` calls the audit's reduction of the entries
 *   about these records to their ids (names, emails and free text dropped),
 *   so the log keeps who did what to which id, and no personal data;
 * - `erasureAuditWrites` returns the audit's `auditPut(...)` item for the
 *   erasure itself, which the erasure's last transaction already carries.
 */
export async function reduceAuditEntriesAbout(ids: readonly string[]): Promise<void> {
  void ids;
}

export interface ErasureAuditFacts {
  /** Who erased: a super_admin's account id. */
  actorId: string;
  kind: 'student' | 'family';
  /** The erased record's id; the entry names no one. */
  subjectId: string;
  /** The children erased with a family. */
  studentIds: readonly string[];
  at: string;
}

export function erasureAuditWrites(facts: ErasureAuditFacts): TableWrite[] {
  void facts;
  return [];
}
