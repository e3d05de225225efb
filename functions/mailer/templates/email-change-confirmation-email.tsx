import type { EmailChangeConfirmationEmail } from '../../entities/email-messages';
import { AccountLinkBody, tokenLink } from './account-link-body';
import type { EmailContent, EmailContext } from './email-context';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** To the new address: the account moves here only once this link is opened. */
export function emailChangeConfirmationEmail(
  message: EmailChangeConfirmationEmail,
  context: EmailContext,
): EmailContent {
  const link = tokenLink(context, 'confirm-email', message.token);
  return {
    subject: `Confirm your new email address for ${isolatedName(context.schoolName)}`,
    body: (
      <AccountLinkBody
        context={context}
        preview="One click to move your account to this address"
        lines={[
          <>
            {'Your '}
            <Name>{context.schoolName}</Name>
            {` account is moving to this address (${message.newEmail}). Until you confirm, it keeps its current address, and you sign in with that one.`}
          </>,
        ]}
        buttonLabel="Confirm my new email"
        link={link}
        validity="This link works once and for one day. If you did not ask for this change, ignore this email: nothing changes without it."
      />
    ),
  };
}
