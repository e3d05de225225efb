import { Text } from '@react-email/components';
import type { EmailChangeNoticeEmail } from '../../entities/email-messages';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/**
 * To the address being left: the owner hears of a change made by staff, or
 * by someone else with their session, while it can still be stopped.
 */
export function emailChangeNoticeEmail(message: EmailChangeNoticeEmail, context: EmailContext): EmailContent {
  return {
    subject: `A change of your ${isolatedName(context.schoolName)} email address was asked for`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview="Your account's email address may change">
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>
          {'Your '}
          <Name>{context.schoolName}</Name>
          {` account's email address is being changed from ${message.oldEmail} to ${message.newEmail}. The change takes effect only once it is confirmed from the new address; until then you keep signing in with this one.`}
        </Text>
        <Text style={emailStyles.text}>
          {'If you did not ask for this, sign in and change your password now, then tell '}
          <Name>{context.schoolName}</Name>
          {'. Saving your account with this address again cancels the change.'}
        </Text>
      </EmailLayout>
    ),
  };
}
