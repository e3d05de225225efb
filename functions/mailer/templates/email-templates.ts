import type { EmailKind, EmailMessage } from '../../lib/email/email-messages';
import type { EmailContent, EmailContext } from './email-context';
import { invoiceSentEmail } from './invoice-sent-email';
import { accountInvitationEmail } from './account-invitation-email';
import { passwordResetEmail } from './password-reset-email';
import { emailVerificationEmail } from './email-verification-email';
import { accountExistsEmail } from './account-exists-email';
import { familyRegisteredEmail } from './family-registered-email';

type TemplateOf<Kind extends EmailKind> = (
  message: Extract<EmailMessage, { kind: Kind }>,
  context: EmailContext,
) => EmailContent;

/** One template per kind of email; a kind without one does not compile. */
export const emailTemplates: { [Kind in EmailKind]: TemplateOf<Kind> } = {
  'invoice-sent': invoiceSentEmail,
  'account-invitation': accountInvitationEmail,
  'password-reset': passwordResetEmail,
  'email-verification': emailVerificationEmail,
  'account-exists': accountExistsEmail,
  'family-registered': familyRegisteredEmail,
};

export function emailContentOf(message: EmailMessage, context: EmailContext): EmailContent {
  const template = emailTemplates[message.kind] as TemplateOf<typeof message.kind>;
  return template(message, context);
}
