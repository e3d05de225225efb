import {
  attemptsIn,
  returnLoginAttempt,
  takeLoginAttempt as countLoginAttempt,
  type AttemptWindow,
  type LoginAttemptScope,
} from '../../../entities/login-attempts-entity';
import { allowanceNow, secondsUntilAllowed, type WindowCounts, type WindowPosition } from './sliding-window';

/** One count an attempt goes into: what it counts (a scope and the hash of its subject) and its limit per window. */
export interface AttemptCount<Scope extends LoginAttemptScope> {
  scope: Scope;
  subject: string;
  limit: number;
}

export interface AttemptOutcome<Scope extends LoginAttemptScope> {
  /** The counts that refused the attempt (none: it was counted in every one). */
  refused: Scope[];
  /** When refused: seconds until every refusing count would allow one more. */
  retryAfterSeconds: number;
}

const windowOf = (count: AttemptCount<LoginAttemptScope>, start: number): AttemptWindow => ({
  scope: count.scope,
  subject: count.subject,
  start,
});

/**
 * Counts one attempt in every count, or in none (sliding-window.ts): reads
 * each count's two windows (one BatchGetItem), then writes the attempt into
 * each running window with a conditional write that refuses beyond what the
 * window before leaves it, all in parallel, so parallel attempts together get
 * no more than slow ones. A count left nothing refuses without a write. When
 * any count refuses, those that took the attempt give it back: a refused
 * attempt costs nothing on the looser counts.
 */
export async function takeAttempt<Scope extends LoginAttemptScope>(
  counts: readonly AttemptCount<Scope>[],
  position: WindowPosition,
): Promise<AttemptOutcome<Scope>> {
  const read = await readWindows(counts, position);
  const outcomes = await Promise.allSettled(
    counts.map((count, index) =>
      countIn(count, allowanceNow(count.limit, read[index]!.previous, position), position),
    ),
  );
  const indexesThat = (ended: CountOutcome) =>
    counts
      .map((_, index) => index)
      .filter((index) => {
        const outcome = outcomes[index]!;
        return outcome.status === 'fulfilled' && outcome.value === ended;
      });
  const refused = indexesThat('refused');
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (!failure && refused.length === 0) return { refused: [], retryAfterSeconds: 0 };
  await Promise.all(indexesThat('counted').map((index) => giveBackAttempt(counts[index]!, position.start)));
  if (failure) throw failure.reason;
  return {
    refused: refused.map((index) => counts[index]!.scope),
    retryAfterSeconds: Math.max(
      ...refused.map((index) => secondsUntilAllowed(counts[index]!.limit, read[index]!, position)),
    ),
  };
}

type CountOutcome = 'counted' | 'refused';

/** One conditional write into the running window, refused at `allowance`; none when nothing is left. */
async function countIn(
  count: AttemptCount<LoginAttemptScope>,
  allowance: number,
  position: WindowPosition,
): Promise<CountOutcome> {
  if (allowance <= 0) return 'refused';
  const expiresAt = position.start + 2 * position.seconds;
  return (await countLoginAttempt(windowOf(count, position.start), allowance, expiresAt))
    ? 'counted'
    : 'refused';
}

/** Gives back one attempt counted in a window; nothing when it is already at zero or expired. */
export async function giveBackAttempt(
  count: AttemptCount<LoginAttemptScope>,
  windowStart: number,
): Promise<void> {
  await returnLoginAttempt(windowOf(count, windowStart));
}

/** Each count's attempts in the window before and in the running one, in the order of `counts`. */
async function readWindows(
  counts: readonly AttemptCount<LoginAttemptScope>[],
  position: WindowPosition,
): Promise<WindowCounts[]> {
  const attempts = await attemptsIn(
    counts.flatMap((count) => [windowOf(count, position.previousStart), windowOf(count, position.start)]),
  );
  return counts.map((_, index) => ({ previous: attempts[2 * index]!, current: attempts[2 * index + 1]! }));
}
