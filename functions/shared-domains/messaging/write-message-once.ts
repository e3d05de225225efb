import { logger } from '../../platform/logger';
import { writeTransaction } from '../../platform/table/write-transaction';
import { isTransactionCancelled } from '../../platform/table/transaction-errors';
import type { EntityWrite } from '../../platform/table/table-write';

/**
 * Commits a message with its once-only claim (entities/message-once-entity.ts)
 * and the guards that must still hold. Answers false when the transaction is
 * refused: the claim was taken by another job, a guard no longer holds, or a
 * concurrent transaction on the same items won; the next run looks again.
 */
export async function writeMessageOnce(writes: readonly EntityWrite[], what: string): Promise<boolean> {
  try {
    await writeTransaction(writes);
    return true;
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    logger.info('message not written: already written or no longer due', {
      what,
      reasons: error.CancellationReasons?.map((reason) => reason.Code ?? 'None'),
    });
    return false;
  }
}
