import { counterDeltas } from '../../../functions/entities/school-counters-entity';
import { getUserById, userCreation, type UserRecord } from '../../../functions/entities/user-entity';
import { findInvoice, sentInvoicesDueBefore } from '../../../functions/entities/invoice-entity';
import { namedWrites } from '../../../functions/platform/table/named-writes';
import { writeTransaction } from '../../../functions/platform/table/write-transaction';

/**
 * The yardstick of the bundle comparison: the same operations as the two
 * library handlers beside it, through the project's entity modules. Since the
 * entities moved onto dynamodb-toolbox (docs/architecture.md#data-layer) it
 * measures what the project ships; the figures of the hand-written modules
 * are those of docs/data-layer-comparison.md.
 */
export const handler = async (event: { action: string; user?: UserRecord; id?: string; day?: string }) => {
  if (event.action === 'create' && event.user) {
    const transaction = namedWrites({ ...userCreation(event.user), counters: counterDeltas({ users: 1 }) });
    try {
      await writeTransaction(transaction.writes);
    } catch (error) {
      if (transaction.refusedBy(error).has('email')) return { statusCode: 409 };
      throw error;
    }
    return { statusCode: 201 };
  }
  if (event.action === 'demote')
    return writeTransaction([counterDeltas({ superAdmins: -1 }, { atLeast: { superAdmins: 2 } })]);
  if (event.action === 'user') return getUserById(event.id ?? '');
  if (event.action === 'invoice') return findInvoice(event.id ?? '');
  return sentInvoicesDueBefore(event.day ?? '');
};
