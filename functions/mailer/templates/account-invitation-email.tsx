import { roleLabels } from '../../../shared/roles';
import type { AccountInvitationEmail } from '../../entities/email-messages';
import { AccountLinkBody, tokenLink } from './account-link-body';
import type { EmailContent, EmailContext } from './email-context';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** "You are invited": a link to choose a password, valid 7 days. */
export function accountInvitationEmail(message: AccountInvitationEmail, context: EmailContext): EmailContent {
  const link = tokenLink(context, 'invite', message.token);
  return {
    subject: `Your ${isolatedName(context.schoolName)} account is ready: choose your password`,
    body: (
      <AccountLinkBody
        context={context}
        preview="Choose a password to start using your account"
        lines={[
          <>
            <Name>{context.schoolName}</Name>
            {` has created an account for you (${roleLabels[message.role]}).`}
          </>,
          'Choose your password to sign in.',
        ]}
        buttonLabel="Choose my password"
        link={link}
        validity="This link works once and for 7 days. If it has expired, ask the school to send a new invitation."
      />
    ),
  };
}
