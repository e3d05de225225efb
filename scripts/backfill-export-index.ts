import { markExportIndexBackfilled } from '../functions/entities/export-index-backfill-entity';
import { backfillExportIndex } from '../functions/shared-domains/billing/export-index-backfill';
import { environmentVariableNames } from '../functions/platform/runtime-config';

/**
 * `TABLE_NAME=<the stack's table> node --import tsx scripts/backfill-export-index.ts`
 * (with the AWS credentials and region of the account): after the deploy that
 * adds the export index (GSI4) and once it is ACTIVE, gives the lessons and
 * invoices stored before it the index's keys, so the CSV exports and Teacher
 * Hours list them. Idempotent; the local runtime does the same by itself at
 * start until it has finished once.
 */
async function main(): Promise<void> {
  if (!process.env[environmentVariableNames.tableName])
    throw new Error(`Set ${environmentVariableNames.tableName} to the deployed table's name`);
  const started = Date.now();
  const { lessons, invoices } = await backfillExportIndex();
  await markExportIndexBackfilled(new Date().toISOString());
  process.stdout.write(
    `Export index: ${lessons} lessons and ${invoices} invoices given its keys in ${Date.now() - started} ms\n`,
  );
}

await main();
