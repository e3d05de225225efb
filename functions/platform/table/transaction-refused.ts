import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** What a transaction was built from: the NamedWrites that can name its refusals. */
export interface RefusalSource {
  refusedBy(error: unknown): ReadonlySet<string>;
}

/**
 * A cancelled transaction that knows the named writes it was built from, for
 * a caller that did not send the writes itself (`writeNamedTransaction`,
 * `transactNamedWithFollowUps`). It stays a TransactionCanceledException with
 * DynamoDB's own reasons, so code that handles any cancellation handles this
 * one the same way.
 */
export class TransactionRefused extends TransactionCanceledException {
  constructor(
    cancelled: TransactionCanceledException,
    readonly source: RefusalSource,
    /** Where, in the source's writes, the ones this transaction sent began. */
    readonly offset = 0,
  ) {
    super({
      message: cancelled.message,
      $metadata: cancelled.$metadata,
      CancellationReasons: cancelled.CancellationReasons,
    });
    // The SDK's constructor sets the prototype to its own class: this one's is set back.
    Object.setPrototypeOf(this, new.target.prototype);
    this.cause = cancelled;
  }

  /** The names of the writes whose conditions failed (none when it was cancelled for another reason). */
  get refused(): ReadonlySet<string> {
    return this.source.refusedBy(this);
  }
}

/** Whether `error` is a transaction that the condition of the write named `name` refused. */
export function refusedByWrite(error: unknown, name: string): boolean {
  return error instanceof TransactionRefused && error.refused.has(name);
}
