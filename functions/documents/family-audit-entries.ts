import { auditEntryPagesAbout } from '../shared-domains/audit/audit-erasure';
import type { AuditEntryRecord } from '../entities/audit-entry-entity';
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
  const entries = await Promise.all(ids.map(allEntriesAbout));
  return entries
    .flat()
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(exported);
}

async function allEntriesAbout(targetId: string): Promise<AuditEntryRecord[]> {
  const entries: AuditEntryRecord[] = [];
  for await (const page of auditEntryPagesAbout(targetId)) entries.push(...page);
  return entries;
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
