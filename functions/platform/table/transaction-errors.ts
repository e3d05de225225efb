import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** Any cancelled transaction; which named write refused it: `NamedWrites.refusedBy` (named-writes.ts). */
export function isTransactionCancelled(error: unknown): error is TransactionCanceledException {
  return error instanceof TransactionCanceledException;
}
