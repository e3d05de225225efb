import { counterDeltas } from '../../../functions/entities/school-counters-entity';
import { emailItem, getUserById, userItem, type UserRecord } from '../../../functions/entities/user-entity';
import { findInvoice, sentDueBeforeQuery } from '../../../functions/entities/invoice-entity';
import { queryPage } from '../../../functions/platform/table/query-page';
import { putIfAbsent } from '../../../functions/platform/table/table-write';
import { conditionFailedAt } from '../../../functions/platform/table/transaction-errors';
import { writeTransaction } from '../../../functions/platform/table/write-transaction';

/**
 * The yardstick of the bundle comparison: the same operations as the two
 * library handlers beside it, through today's entity modules.
 */
export const handler = async (event: { action: string; user?: UserRecord; id?: string; day?: string }) => {
  if (event.action === 'create' && event.user) {
    try {
      await writeTransaction([
        putIfAbsent(emailItem(event.user.email, event.user.id)),
        putIfAbsent(userItem(event.user)),
        counterDeltas({ users: 1 }),
      ]);
    } catch (error) {
      if (conditionFailedAt(error, 0)) return { statusCode: 409 };
      throw error;
    }
    return { statusCode: 201 };
  }
  if (event.action === 'demote')
    return writeTransaction([counterDeltas({ superAdmins: -1 }, { atLeast: { superAdmins: 2 } })]);
  if (event.action === 'user') return getUserById(event.id ?? '');
  if (event.action === 'invoice') return findInvoice(event.id ?? '');
  return queryPage(sentDueBeforeQuery(event.day ?? ''), { limit: 50 });
};
