import type { EmailKind, EmailMessage } from '../../entities/email-messages';
import type { EmailContent, EmailContext } from './email-context';
import { invoiceSentEmail } from './invoice-sent-email';
import { familyInvoicesSentEmail } from './family-invoices-sent-email';
import { lessonMovedEmail } from './lesson-moved-email';
import { lessonReminderEmail } from './lesson-reminder-email';
import { lessonsBookedEmail } from './lessons-booked-email';
import { lessonsCanceledEmail } from './lessons-canceled-email';
import { invoiceOverdueEmail } from './invoice-overdue-email';
import { overdueDigestEmail } from './overdue-digest-email';
import { progressDigestEmail } from './progress-digest-email';
import { lessonReportEmail } from './lesson-report-email';
import { paymentReceivedEmail } from './payment-received-email';
import { creditNoteIssuedEmail } from './credit-note-issued-email';
import { accountInvitationEmail } from './account-invitation-email';
import { passwordResetEmail } from './password-reset-email';
import { emailVerificationEmail } from './email-verification-email';
import { accountExistsEmail } from './account-exists-email';
import { familyRegisteredEmail } from './family-registered-email';
import { emailChangeConfirmationEmail } from './email-change-confirmation-email';
import { emailChangeNoticeEmail } from './email-change-notice-email';
import { systemSummaryEmail } from './system-summary-email';

type TemplateOf<Kind extends EmailKind> = (
  message: Extract<EmailMessage, { kind: Kind }>,
  context: EmailContext,
) => EmailContent;

/** One template per kind of email; a kind without one does not compile. */
export const emailTemplates: { [Kind in EmailKind]: TemplateOf<Kind> } = {
  'invoice-sent': invoiceSentEmail,
  'family-invoices-sent': familyInvoicesSentEmail,
  'lessons-booked': lessonsBookedEmail,
  'lesson-moved': lessonMovedEmail,
  'lessons-canceled': lessonsCanceledEmail,
  'lesson-reminder': lessonReminderEmail,
  'invoice-overdue': invoiceOverdueEmail,
  'overdue-digest': overdueDigestEmail,
  'progress-digest': progressDigestEmail,
  'lesson-report': lessonReportEmail,
  'payment-received': paymentReceivedEmail,
  'credit-note-issued': creditNoteIssuedEmail,
  'account-invitation': accountInvitationEmail,
  'password-reset': passwordResetEmail,
  'email-verification': emailVerificationEmail,
  'account-exists': accountExistsEmail,
  'family-registered': familyRegisteredEmail,
  'email-change-confirmation': emailChangeConfirmationEmail,
  'email-change-notice': emailChangeNoticeEmail,
  'system-summary': systemSummaryEmail,
};

export function emailContentOf(message: EmailMessage, context: EmailContext): EmailContent {
  const template = emailTemplates[message.kind] as TemplateOf<typeof message.kind>;
  return template(message, context);
}
