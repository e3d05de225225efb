import { logger } from '../platform/logger';

/**
 * Gives the lessons and invoices of a data folder made before the export
 * index (GSI4) the index's keys, once: a marker item says it was done, so a
 * start cut short during it does it again (the backfill is idempotent) and
 * every later start costs one GetItem. A new, empty table is marked at once.
 * Imported only after the environment points the table client at the
 * folder's DynamoDB Local.
 */
export async function backfillExportIndexOnce(): Promise<void> {
  const { exportIndexBackfilled, markExportIndexBackfilled } =
    await import('../entities/export-index-backfill-entity');
  if (await exportIndexBackfilled()) return;
  const { backfillExportIndex } = await import('../shared-domains/billing/export-index-backfill');
  const started = Date.now();
  const { lessons, invoices } = await backfillExportIndex();
  await markExportIndexBackfilled(new Date().toISOString());
  if (lessons + invoices > 0)
    logger.info('export index keys given to older items', { lessons, invoices, ms: Date.now() - started });
}
