import { HttpError } from '../platform/http-errors';
import { isTransactionCancelled } from '../platform/table/transaction-errors';

/** A payment that lost the race this many times in a row is refused with the 409 (a very busy invoice). */
const attempts = 4;

/** Another change won the race for the invoice: its revision moved (409) or DynamoDB saw the transactions collide. */
const lostRace = (error: unknown) =>
  (error instanceof HttpError && error.statusCode === 409) || isTransactionCancelled(error);

/**
 * Runs a read-check-write of an invoice's payments again when another change
 * won the race for the invoice, so a payment is refused only for what the
 * invoice now is, not for having come second.
 */
export async function withPaymentRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!lostRace(error) || round >= attempts) throw error;
      // A short random pause, so the racers do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40 * round));
    }
  }
}
