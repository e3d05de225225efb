import { queryAuditEntriesAbout } from '../shared-domains/audit/audit-erasure';
import { auditEntryFromItem, type AuditEntryRecord } from '../entities/audit-entry-entity';
import { queryAll } from '../platform/table/query-items';
import type { ExportedAuditEntry } from './family-export-document';

/** The records whose audit entries are the family's: its account, its children and the invoices sent to it. */
export interface AuditTargets {
  familyId: string;
  studentIds: readonly string[];
  invoiceIds: readonly string[];
}

/**
 * The audit log's entries about the family's account, its children and its
 * invoices, oldest first: one paged Query per record (a lesson's own entries
 * are left to the staff audit screen, as a year of lessons would be a Query
 * per lesson). Who made each change is given by role, not by name or id.
 */
export async function auditEntriesAbout(targets: AuditTargets): Promise<ExportedAuditEntry[]> {
  const ids = [targets.familyId, ...targets.studentIds, ...targets.invoiceIds];
  const pages = await Promise.all(ids.map((id) => queryAll(queryAuditEntriesAbout(id))));
  return pages
    .flat()
    .map(auditEntryFromItem)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(exported);
}

function exported(entry: AuditEntryRecord): ExportedAuditEntry {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return {
    at: entry.at,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    actorRole: entry.actorRole,
    changedFields: entry.changedFields ?? [...fields].sort(),
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}
