import { markPaymentRowsBackfilled } from '../functions/entities/payment-row-entity';
import { backfillPaymentRows } from '../functions/shared-domains/billing/payment-rows-backfill';
import { environmentVariableNames } from '../functions/platform/runtime-config';

/**
 * `TABLE_NAME=<the stack's table> node --import tsx scripts/backfill-payment-rows.ts`
 * (with the AWS credentials and region of the account): after the deploy that
 * adds the payments export, gives the payments recorded before it their rows
 * (functions/entities/payment-row-entity.ts), so the export lists them.
 * Idempotent; the local runtime does the same by itself at start until it
 * has finished once.
 */
async function main(): Promise<void> {
  if (!process.env[environmentVariableNames.tableName])
    throw new Error(`Set ${environmentVariableNames.tableName} to the deployed table's name`);
  const started = Date.now();
  const { invoices, payments } = await backfillPaymentRows();
  await markPaymentRowsBackfilled(new Date().toISOString());
  process.stdout.write(
    `Payment rows: ${payments} payments of ${invoices} invoices given their rows in ${Date.now() - started} ms\n`,
  );
}

await main();
