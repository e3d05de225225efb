import {
  createAccount,
  moveCounters,
  readInvoice,
  readUser,
  sentInvoicesDueBefore,
  type ElectroUser,
} from '../electro-layer';
import { TransactionRefused } from '../named-refusals';

/** The operations of today-handler.ts through the ElectroDB declarations. */
export const handler = async (event: { action: string; user?: ElectroUser; id?: string; day?: string }) => {
  if (event.action === 'create' && event.user) {
    try {
      await createAccount(event.user);
    } catch (error) {
      if (error instanceof TransactionRefused && error.refused.includes('email')) return { statusCode: 409 };
      throw error;
    }
    return { statusCode: 201 };
  }
  if (event.action === 'demote') return moveCounters({ superAdmins: -1 }, { atLeast: { superAdmins: 2 } });
  if (event.action === 'user') return readUser(event.id ?? '');
  if (event.action === 'invoice') return readInvoice(event.id ?? '');
  return sentInvoicesDueBefore(event.day ?? '', { limit: 50 });
};
