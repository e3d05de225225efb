import { monthsBetween } from '../../../../shared/exports/export-ranges';
import { auditEntryKeys } from '../../../entities/audit-entry-entity';
import { schoolSetupKey } from '../../../entities/school-setup-entity';
import { batchDeleteKeys } from '../../../platform/table/batch-delete-keys';
import { getItem } from '../../../platform/table/get-item';
import { queryPages } from '../../../platform/table/query-items';
import { keyOf } from '../../../platform/table/table-item';

/**
 * Deletes the audit entries older than `before`: a Query of each month's
 * partition (entities/audit-entry-entity.ts) from the school's setup up
 * to `before`'s month, keys only. Its index copies go with each item.
 */
export async function deleteAuditEntriesBefore(before: Date): Promise<void> {
  const setup = await getItem(schoolSetupKey, { attributes: ['createdAt'] });
  if (typeof setup?.createdAt !== 'string') return;
  const beforeIso = before.toISOString();
  const firstMonth = setup.createdAt.slice(0, 7);
  const lastMonth = beforeIso.slice(0, 7);
  if (lastMonth < firstMonth) return;
  for (const month of monthsBetween(firstMonth, lastMonth)) {
    const olderThanBefore = {
      partition: auditEntryKeys.monthPartition(month),
      sortKey: { below: beforeIso },
      attributes: ['PK', 'SK'],
    };
    for await (const page of queryPages(olderThanBefore)) {
      await batchDeleteKeys(page.map(keyOf));
    }
  }
}
