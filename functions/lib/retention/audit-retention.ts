/**
 * Seam to the append-only audit log (`functions/lib/audit/`, merged
 * separately): at the merge this deletes the audit entries older than
 * `before` by a Query on their time (the audit's own time-ordered
 * partition). Until then there are no audit entries to delete.
 */
export async function deleteAuditEntriesBefore(before: Date): Promise<void> {
  void before;
}
