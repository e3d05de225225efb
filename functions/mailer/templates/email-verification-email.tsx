import type { EmailVerificationEmail } from '../../entities/email-messages';
import { AccountLinkBody, tokenLink } from './account-link-body';
import type { EmailContent, EmailContext } from './email-context';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** "Confirm your email": the registration's last step. */
export function emailVerificationEmail(message: EmailVerificationEmail, context: EmailContext): EmailContent {
  const link = tokenLink(context, 'verify-email', message.token);
  return {
    subject: `Confirm your email for ${isolatedName(context.schoolName)}`,
    body: (
      <AccountLinkBody
        context={context}
        preview="One click to finish creating your account"
        lines={[
          <>
            {'Thank you for registering with '}
            <Name>{context.schoolName}</Name>
            {'. Confirm that this address is yours to start signing in.'}
          </>,
        ]}
        buttonLabel="Confirm my email"
        link={link}
        validity="This link works once and for 7 days. If you did not register, ignore this email: no account is opened without it."
      />
    ),
  };
}
