import type { PasswordResetEmail } from '../../entities/email-messages';
import { AccountLinkBody, tokenLink } from './account-link-body';
import type { EmailContent, EmailContext } from './email-context';
import { isolatedName } from '../../../shared/text/isolated-name';

/** "Reset your password": a link valid one hour. */
export function passwordResetEmail(message: PasswordResetEmail, context: EmailContext): EmailContent {
  const link = tokenLink(context, 'reset-password', message.token);
  return {
    subject: `Reset your ${isolatedName(context.schoolName)} password`,
    body: (
      <AccountLinkBody
        context={context}
        preview="A link to choose a new password, valid for one hour"
        lines={['Someone asked to reset the password of your account. If it was you, choose a new one:']}
        buttonLabel="Choose a new password"
        link={link}
        validity="This link works once and for one hour; choosing a new password signs you out on every device. If you did not ask for it, ignore this email: your password stays as it is."
      />
    ),
  };
}
