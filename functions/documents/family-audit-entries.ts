import type { ExportedAuditEntry } from './family-export-document';

/** The records whose audit entries are the family's: its account, its children and the invoices sent to it. */
export interface AuditTargets {
  familyId: string;
  studentIds: readonly string[];
  invoiceIds: readonly string[];
}

/**
 * The audit log's entries about the family's account, its children and its
 * invoices, oldest first.
 *
 * Wired at merge: the audit log (`functions/lib/audit/`, another branch of
 * issue 17) was not on main when this export was written, so until it is
 * this answers [] and data.json says `"auditEntries": []`. Wiring it is this
 * body (names as on the audit branch):
 *
 *   const ids = [targets.familyId, ...targets.studentIds, ...targets.invoiceIds];
 *   const pages = await Promise.all(ids.map((id) => queryAll(queryAuditEntriesAbout(id))));
 *   return pages.flat().map(auditEntryFromItem).sort(byAt).map((entry) => ({
 *     at: entry.at, action: entry.action, targetType: entry.targetType, targetId: entry.targetId,
 *     actorRole: entry.actorRole, changedFields: entry.changedFields ?? fieldsOf(entry),
 *     before: entry.before ?? null, after: entry.after ?? null,
 *   }));
 *
 * (One paged Query per record; a lesson's own entries are left to the staff
 * audit screen, as a year of lessons would be a Query per lesson.)
 */
export async function auditEntriesAbout(_targets: AuditTargets): Promise<ExportedAuditEntry[]> {
  return [];
}
