import { logger } from '../platform/logger';

/**
 * Gives the payments of a data folder made before the payment rows their
 * rows, once: a marker item says it was done, so a start cut short during it
 * does it again (the backfill is idempotent) and every later start costs one
 * GetItem. Imported only after the environment points the table client at
 * the folder's DynamoDB Local.
 */
export async function backfillPaymentRowsOnce(): Promise<void> {
  const { paymentRowsBackfilled, markPaymentRowsBackfilled } = await import('../entities/payment-row-entity');
  if (await paymentRowsBackfilled()) return;
  const { backfillPaymentRows } = await import('../shared-domains/billing/payment-rows-backfill');
  const started = Date.now();
  const { invoices, payments } = await backfillPaymentRows();
  await markPaymentRowsBackfilled(new Date().toISOString());
  if (payments > 0)
    logger.info('payment rows given to older payments', { invoices, payments, ms: Date.now() - started });
}
