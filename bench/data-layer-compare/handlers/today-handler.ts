import { counterDeltas } from '../../../functions/entities/school-counters-entity';
import { emailItem, getUserById, userItem, type UserRecord } from '../../../functions/entities/user-entity';
import { findInvoice, sentDueBeforeQuery } from '../../../functions/entities/invoice-entity';
import { queryPage } from '../../../functions/platform/table/query-page';
import { putIfAbsent } from '../../../functions/platform/table/table-write';
import { namedWrites } from '../../../functions/platform/table/named-writes';
import { writeTransaction } from '../../../functions/platform/table/write-transaction';

/**
 * The yardstick of the bundle comparison: the same operations as the two
 * library handlers beside it, through today's entity modules.
 */
export const handler = async (event: { action: string; user?: UserRecord; id?: string; day?: string }) => {
  if (event.action === 'create' && event.user) {
    const transaction = namedWrites({
      email: putIfAbsent(emailItem(event.user.email, event.user.id)),
      user: putIfAbsent(userItem(event.user)),
      counters: counterDeltas({ users: 1 }),
    });
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
  return queryPage(sentDueBeforeQuery(event.day ?? ''), { limit: 50 });
};
