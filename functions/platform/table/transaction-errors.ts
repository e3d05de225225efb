import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * For a cancelled TransactWriteItems: whether the condition of the item at
 * `index` (in the order the items were sent) is what failed.
 */
export function conditionFailedAt(error: unknown, index: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

export function isTransactionCancelled(error: unknown): error is TransactionCanceledException {
  return error instanceof TransactionCanceledException;
}
