import {
  billingRefusalAfterRace,
  type BillingPlan,
  type LessonChange,
} from '../shared-domains/billing/billed-lessons';
import { conflict } from '../platform/http-errors';
import { conditionFailedAt } from '../platform/table/transaction-errors';

/**
 * Why one lesson's transaction was refused, read from the position of the
 * failed condition: its lesson item comes first (changed meanwhile), then
 * `lessonItemCount` items of the lesson and its locks, then the billing's
 * writes (its draft's guard). Undefined for any other cause.
 */
export async function lessonWriteRefusal(
  error: unknown,
  change: LessonChange,
  lessonItemCount: number,
  billing: Pick<BillingPlan, 'writes'>,
): Promise<Error | undefined> {
  if (conditionFailedAt(error, 0))
    return conflict('This lesson was changed meanwhile. Please reload and try again.');
  if (billing.writes.length > 0 && conditionFailedAt(error, lessonItemCount))
    return billingRefusalAfterRace([change]);
  return undefined;
}
