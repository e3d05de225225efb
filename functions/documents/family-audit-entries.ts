import type { UserRecord } from '../lib/entities/user-entity';
import type { ExportedAuditEntry } from './family-export-document';

/**
 * The audit log's entries about the family's account and its children.
 *
 * Wired at merge: the audit log (`functions/lib/audit/`) is being added at
 * the same time as this export and was not on main when it was written.
 * Once it is, this reads the entries whose subject is the family's account
 * or one of `family.children` (a paged Query per subject) and maps each to
 * `{ at, action, summary }`. Until then data.json says `"auditEntries": []`.
 */
export async function auditEntriesAbout(_family: UserRecord): Promise<ExportedAuditEntry[]> {
  return [];
}
