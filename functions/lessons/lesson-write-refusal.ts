import { billingRefusalAfterRace, type LessonChange } from '../shared-domains/billing/billed-lessons';
import { conflict } from '../platform/http-errors';

/**
 * Why one lesson's transaction was refused, from the names of the writes
 * whose conditions failed (the caller names them `lesson` and `billing`):
 * the lesson item (changed meanwhile) or the billing's writes (its draft's
 * guard). Undefined for any other cause.
 */
export async function lessonWriteRefusal(
  refused: ReadonlySet<string>,
  change: LessonChange,
): Promise<Error | undefined> {
  if (refused.has('lesson'))
    return conflict('This lesson was changed meanwhile. Please reload and try again.');
  if (refused.has('billing')) return billingRefusalAfterRace([change]);
  return undefined;
}
