import type { AccountExistsEmail } from '../../entities/email-messages';
import { AccountLinkBody } from './account-link-body';
import type { EmailContent, EmailContext } from './email-context';
import { isolatedName } from '../../../shared/text/isolated-name';

/**
 * Someone registered with this address, which already has an account: the
 * registration page said only "check your email", so the owner learns it
 * here, with the way back in.
 */
export function accountExistsEmail(_message: AccountExistsEmail, context: EmailContext): EmailContent {
  return {
    subject: `You already have a ${isolatedName(context.schoolName)} account`,
    body: (
      <AccountLinkBody
        context={context}
        preview="Sign in, or reset your password if you have forgotten it"
        lines={[
          'Someone tried to register a new account with this email address, which already has one. No new account was created.',
          'If it was you, sign in with your password, or reset it here if you have forgotten it:',
        ]}
        buttonLabel="Reset my password"
        link={`${context.appUrl}/forgot-password`}
        validity="If it was not you, ignore this email: your account is unchanged."
      />
    ),
  };
}
