import { Button, Text } from '@react-email/components';
import type { SystemSummaryEmail } from '../../entities/email-messages';
import { systemHealthScreenPath, systemSummaryLines } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';

/**
 * super_admins' weekly summary (functions/jobs/system-summary.ts): what needs attention in the running system,
 * one line each, and the System health page where each is dealt with (docs/operations.md#the-weekly-summary).
 */
export function systemSummaryEmail(message: SystemSummaryEmail, context: EmailContext): EmailContent {
  const lines = systemSummaryLines(message);
  const pageLink = `${context.appUrl}${systemHealthScreenPath}`;
  return {
    subject: `System health on ${calendarDateLabel(message.date)}: ${lines.length} ${lines.length === 1 ? 'thing needs' : 'things need'} attention`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={lines.join('; ')}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>This week’s look at the school’s system found:</Text>
        {lines.map((line) => (
          <Text key={line} style={emailStyles.text}>{`• ${line}`}</Text>
        ))}
        <Button href={pageLink} style={emailStyles.button}>
          Open System health
        </Button>
        <Text style={emailStyles.text}>{`System health: ${pageLink}`}</Text>
      </EmailLayout>
    ),
  };
}
