import type { MessageCategory } from '../../../shared/messages/message-categories';
import type { EmailKind } from '../../entities/email-messages';

/** The preference category of each kind of email; a kind without one does not compile. */
export const emailCategories: Record<EmailKind, MessageCategory> = {
  'invoice-sent': 'invoices',
  'family-invoices-sent': 'invoices',
  'lessons-booked': 'lessons',
  'lesson-moved': 'lessons',
  'lessons-canceled': 'lessons',
  'lesson-reminder': 'lesson-reminders',
  'invoice-overdue': 'invoices',
  'overdue-digest': 'staff-updates',
  'progress-digest': 'progress-digest',
  'lesson-report': 'lesson-reports',
  'payment-received': 'invoices',
  'credit-note-issued': 'invoices',
  'account-invitation': 'account',
  'password-reset': 'account',
  'email-verification': 'account',
  'account-exists': 'account',
  'family-registered': 'staff-updates',
  'email-change-confirmation': 'account',
  'email-change-notice': 'account',
  'system-summary': 'system-health',
};
