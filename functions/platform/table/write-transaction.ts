import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../dynamo-client';
import type { NamedWrites } from './named-writes';
import { TransactionRefused } from './transaction-refused';
import { withTableName, type EntityWrite } from './table-write';
import { asTableWrite } from './toolbox-write';

/** DynamoDB's limit on items in one TransactWriteItems. */
export const maxTransactionItems = 100;

/**
 * Writes all or nothing: one TransactWriteItems (conflicts are retried by platform/dynamo-client.ts).
 * The one place an entity's library-built write becomes the entry DynamoDB takes.
 */
export async function writeTransaction(writes: readonly EntityWrite[]): Promise<void> {
  const entries = writes.map((write) => withTableName(asTableWrite(write)));
  await dynamo().send(new TransactWriteCommand({ TransactItems: entries }));
}

/** `writes` in one transaction; a cancellation as a TransactionRefused that `named` can read. */
async function sendPart(
  named: NamedWrites<string>,
  writes: readonly EntityWrite[],
  offset = 0,
): Promise<void> {
  try {
    await writeTransaction(writes);
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new TransactionRefused(error, named, offset);
    throw error;
  }
}

/**
 * Writes `named` as one transaction; a cancellation comes back as a
 * TransactionRefused that names the writes whose conditions refused it, for a
 * caller that handles the refusal away from where the writes were built.
 */
export async function writeNamedTransaction(named: NamedWrites<string>): Promise<void> {
  await sendPart(named, named.writes);
}

/**
 * `transactWithFollowUps` with names: the last group, `followUps`, holds the
 * follow-ups. `named.refusedBy(error)` names a refusal however the writes were
 * sent, so a follow-up refused in a transaction of its own is never read as
 * the essential write in the same position.
 */
export async function transactNamedWithFollowUps<Name extends string>(
  named: NamedWrites<Name>,
  followUps: Name,
): Promise<void> {
  const { before, last } = named.splitLast(followUps);
  if (last.length <= maxTransactionItems - before.length) {
    await sendPart(named, named.writes);
    return;
  }
  for (let start = 0; start < last.length; start += maxTransactionItems)
    await sendPart(named, last.slice(start, start + maxTransactionItems), before.length + start);
  await sendPart(named, before);
}

/**
 * Writes `essential` items atomically in one transaction; `followUps` (link
 * clean-ups that may exceed the transaction limit) go first in their own
 * transactions of at most 100. Used only where a partial follow-up is
 * harmless: each one is idempotent, so a retry of the whole call completes it.
 */
export async function transactWithFollowUps(
  essential: readonly EntityWrite[],
  followUps: readonly EntityWrite[] = [],
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
