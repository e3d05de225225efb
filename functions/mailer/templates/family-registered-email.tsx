import { Button, Text } from '@react-email/components';
import type { FamilyRegisteredEmail } from '../../entities/email-messages';
import { messageSummaries } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/** To staff: a family confirmed its registration and has no children linked yet. */
export function familyRegisteredEmail(message: FamilyRegisteredEmail, context: EmailContext): EmailContent {
  const link = `${context.appUrl}${messageSummaries['family-registered'](message).path}`;
  return {
    subject: `New family registered: ${isolatedName(message.familyName)}`,
    body: (
      <EmailLayout
        schoolName={context.schoolName}
        preview={`${isolatedName(message.familyName)} is waiting for children to be linked`}
      >
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>
          <Name>{message.familyName}</Name>
          {` (${message.familyEmail}) registered and confirmed their email. Link their children to the account so that they can follow their progress.`}
        </Text>
        <Button href={link} style={emailStyles.button}>
          Open Student Management
        </Button>
        <Text style={emailStyles.text}>{link}</Text>
      </EmailLayout>
    ),
  };
}
