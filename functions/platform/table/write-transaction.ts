import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import { withTableName, type TableWrite } from './table-write';

/** DynamoDB's limit on items in one TransactWriteItems. */
export const maxTransactionItems = 100;

/** Writes all or nothing: one TransactWriteItems (conflicts are retried by platform/dynamo-client.ts). */
export async function writeTransaction(writes: readonly TableWrite[]): Promise<void> {
  await dynamo().send(new TransactWriteCommand({ TransactItems: writes.map(withTableName) }));
}

/**
 * Writes `essential` items atomically in one transaction; `followUps` (link
 * clean-ups that may exceed the transaction limit) go first in their own
 * transactions of at most 100. Used only where a partial follow-up is
 * harmless: each one is idempotent, so a retry of the whole call completes it.
 */
export async function transactWithFollowUps(
  essential: readonly TableWrite[],
  followUps: readonly TableWrite[] = [],
): Promise<void> {
  const room = maxTransactionItems - essential.length;
  if (followUps.length <= room) {
    await writeTransaction([...essential, ...followUps]);
    return;
  }
  for (let start = 0; start < followUps.length; start += maxTransactionItems)
    await writeTransaction(followUps.slice(start, start + maxTransactionItems));
  await writeTransaction(essential);
}
