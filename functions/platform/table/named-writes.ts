import { TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import type { EntityWrite } from './table-write';
import { TransactionRefused } from './transaction-refused';

/** One named part of a transaction: a write, a list of writes, or nothing (a write left out this time). */
export type WriteGroup = EntityWrite | readonly EntityWrite[] | false | undefined;

/**
 * A name made only of digits would be sent first whatever its place (an
 * object's integer keys come before its other keys), so the order DynamoDB
 * sees would no longer be the order written.
 */
const integerKey = /^(0|[1-9]\d*)$/;

/**
 * DynamoDB's reasons by position in `writes` of `source`; none for any other
 * error, or for a refusal of another transaction's writes.
 */
function reasonsByPosition(error: unknown, source: object): Map<number, CancellationReason> {
  if (!(error instanceof TransactionCanceledException)) return new Map();
  if (error instanceof TransactionRefused && error.source !== source) return new Map();
  // A transaction that sent only part of the writes (follow-ups on their own) says where its part began.
  const offset = error instanceof TransactionRefused ? error.offset : 0;
  return new Map((error.CancellationReasons ?? []).map((reason, index) => [offset + index, reason]));
}

/**
 * A transaction's writes under names, in the order they are sent. DynamoDB
 * answers a cancelled transaction with one reason per item, by position: the
 * names turn those positions back into the writes they belong to, so a write
 * added before another later does not make a refusal read as someone else's.
 */
export class NamedWrites<Name extends string> {
  /** Every write, group after group in the order the names were given. */
  readonly writes: readonly EntityWrite[];
  readonly #spans = new Map<Name, { start: number; count: number }>();

  constructor(groups: Readonly<Record<Name, WriteGroup>>) {
    const writes: EntityWrite[] = [];
    for (const [name, group] of Object.entries(groups) as [Name, WriteGroup][]) {
      if (integerKey.test(name))
        throw new Error(`A transaction write needs a name that is not a number: ${name}`);
      const list: readonly EntityWrite[] = !group
        ? []
        : Array.isArray(group)
          ? group
          : [group as EntityWrite];
      this.#spans.set(name, { start: writes.length, count: list.length });
      writes.push(...list);
    }
    this.writes = writes;
  }

  /** The names whose writes' conditions refused `error` (empty for any other error). */
  refusedBy(error: unknown): ReadonlySet<Name> {
    return new Set([...this.#spans.keys()].filter((name) => this.refusedWithin(error, name).length > 0));
  }

  /** Which writes of the group `name` refused `error`: their positions in that group's own list. */
  refusedWithin(error: unknown, name: Name): number[] {
    return this.reasonsWithin(error, name).flatMap((reason, offset) =>
      reason?.Code === 'ConditionalCheckFailed' ? [offset] : [],
    );
  }

  /**
   * DynamoDB's reason for each write of the group `name`, in that group's
   * order (a refused condition's reason may carry the item that refused it).
   */
  reasonsWithin(error: unknown, name: Name): (CancellationReason | undefined)[] {
    const span = this.#spans.get(name);
    if (!span) return [];
    const reasons = reasonsByPosition(error, this);
    return Array.from({ length: span.count }, (_, offset) => reasons.get(span.start + offset));
  }

  /** The writes before the last group, and that group's: the last group must be `name`. */
  splitLast(name: Name): { before: readonly EntityWrite[]; last: readonly EntityWrite[] } {
    const span = this.#spans.get(name);
    if (!span || [...this.#spans.keys()].at(-1) !== name)
      throw new Error(`The group ${name} is not the last of its transaction`);
    return { before: this.writes.slice(0, span.start), last: this.writes.slice(span.start) };
  }
}

/** `groups` in the order DynamoDB needs them; a `false` or `undefined` group sends nothing. */
export function namedWrites<const Groups extends Record<string, WriteGroup>>(
  groups: Groups,
): NamedWrites<keyof Groups & string> {
  return new NamedWrites<keyof Groups & string>(groups);
}
