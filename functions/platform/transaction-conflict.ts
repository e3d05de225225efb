import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * A transaction cancelled only because another transaction touched the same
 * item at the same moment (every invoice number, create and delete also
 * updates one of the school's counter items) failed for no fault of the
 * request: it is worth retrying, and when the retries run out it is a
 * moment of contention (503, ask again), not a bug (500).
 */
export function cancelledOnlyByConflict(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return (
    codes.includes('TransactionConflict') &&
    codes.every((code) => code === 'None' || code === 'TransactionConflict')
  );
}
