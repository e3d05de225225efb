import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/**
 * Neither library names a transaction's refusals: both answer DynamoDB's
 * CancellationReasons, in the order the writes were sent. This is the small
 * wrapper either would need so that a refused condition maps to its write's
 * name, whatever writes are added before it later.
 */
export type NamedWrites<Write> = readonly (readonly [name: string, write: Write])[];

/** The names of the writes whose condition failed, from DynamoDB's cancellation reasons. */
export function refusedNames(names: readonly string[], error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reasons = error.CancellationReasons ?? [];
  return names.filter((_, index) => reasons[index]?.Code === 'ConditionalCheckFailed');
}

/** A transaction refused by the condition of one or more of its named writes. */
export class TransactionRefused extends Error {
  constructor(readonly refused: readonly string[]) {
    super(`Transaction refused by ${refused.join(', ')}`);
    this.name = 'TransactionRefused';
  }
}
