import { monthsBetween } from '../../../../shared/exports/export-ranges';
import { AuditEntryEntity, auditEntryKeys } from '../../../entities/audit-entry-entity';
import { schoolSetUpAt } from '../../../entities/school-setup-entity';
import { batchDeleteKeys } from '../../../platform/table/batch-delete-keys';
import { queryEntityPages } from '../../../platform/table/entity-query';

/**
 * Deletes the audit entries older than `before`: a Query of each month's
 * partition (entities/audit-entry-entity.ts) from the school's setup up
 * to `before`'s month. Its index copies go with each item.
 */
export async function deleteAuditEntriesBefore(before: Date): Promise<void> {
  const setUpAt = await schoolSetUpAt();
  if (!setUpAt) return;
  const beforeIso = before.toISOString();
  const firstMonth = setUpAt.slice(0, 7);
  const lastMonth = beforeIso.slice(0, 7);
  if (lastMonth < firstMonth) return;
  for (const month of monthsBetween(firstMonth, lastMonth)) {
    const olderThanBefore = {
      partition: auditEntryKeys.monthPartition(month),
      sortKey: { below: beforeIso },
    };
    for await (const page of queryEntityPages(AuditEntryEntity, olderThanBefore)) {
      await batchDeleteKeys(page.map(auditEntryKeys.item));
    }
  }
}
