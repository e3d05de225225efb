import type { MessageCategory } from '../../../shared/messages/message-categories';
import type { EmailKind } from './email-messages';

/** The preference category of each kind of email; a kind without one does not compile. */
export const emailCategories: Record<EmailKind, MessageCategory> = {
  'invoice-sent': 'invoices',
  'account-invitation': 'account',
  'password-reset': 'account',
  'email-verification': 'account',
  'account-exists': 'account',
  'family-registered': 'staff-updates',
};
