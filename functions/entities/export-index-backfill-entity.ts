import { getItem } from '../platform/table/get-item';
import { putItem } from '../platform/table/write-item';

/**
 * Written when every lesson and invoice of the table has the export index's
 * keys (functions/shared-domains/billing/export-index-backfill.ts): until it exists, a start of
 * the local runtime runs the backfill again, so one cut short is finished.
 */
const exportIndexBackfillKey = { PK: 'SCHOOL', SK: 'EXPORT_INDEX_BACKFILL' };

export async function exportIndexBackfilled(): Promise<boolean> {
  return Boolean(await getItem(exportIndexBackfillKey, { consistentRead: true }));
}

export async function markExportIndexBackfilled(completedAt: string): Promise<void> {
  await putItem({ Item: { ...exportIndexBackfillKey, entity: 'ExportIndexBackfill', completedAt } });
}
