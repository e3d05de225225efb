import { Entity, GetItemCommand, PutItemCommand, item, string } from 'dynamodb-toolbox';
import { schoolTable } from '../platform/table/school-table';

/**
 * Written when every lesson and invoice of the table has the export index's
 * keys (functions/shared-domains/billing/export-index-backfill.ts): until it exists, a start of
 * the local runtime runs the backfill again, so one cut short is finished.
 */
const ExportIndexBackfillEntity = new Entity({
  name: 'ExportIndexBackfill',
  table: schoolTable,
  timestamps: false,
  schema: item({ completedAt: string() }),
  computeKey: () => ({ PK: 'SCHOOL', SK: 'EXPORT_INDEX_BACKFILL' }),
});

export async function exportIndexBackfilled(): Promise<boolean> {
  const command = ExportIndexBackfillEntity.build(GetItemCommand).key({});
  return Boolean((await command.options({ consistent: true }).send()).Item);
}

export async function markExportIndexBackfilled(completedAt: string): Promise<void> {
  await ExportIndexBackfillEntity.build(PutItemCommand).item({ completedAt }).send();
}
