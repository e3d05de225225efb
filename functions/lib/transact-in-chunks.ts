import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo-client';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit on items in one TransactWriteItems. */
export const maxTransactionItems = 100;

/**
 * Writes `essential` items atomically in one transaction; `followUps` (link
 * clean-ups that may exceed the transaction limit) go first in their own
 * transactions of at most 100. Used only where a partial follow-up is
 * harmless: each one is idempotent, so a retry of the whole call completes it.
 */
export async function transactWithFollowUps(
  essential: TransactItem[],
  followUps: TransactItem[] = [],
): Promise<void> {
  const room = maxTransactionItems - essential.length;
  if (followUps.length <= room) {
    await dynamo().send(new TransactWriteCommand({ TransactItems: [...essential, ...followUps] }));
    return;
  }
  for (let start = 0; start < followUps.length; start += maxTransactionItems) {
    await dynamo().send(
      new TransactWriteCommand({ TransactItems: followUps.slice(start, start + maxTransactionItems) }),
    );
  }
  await dynamo().send(new TransactWriteCommand({ TransactItems: essential }));
}
