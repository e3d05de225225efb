import { Button, Link, Text } from '@react-email/components';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import type { OverdueDigestEmail } from '../../entities/email-messages';
import {
  invoiceManagementScreenPath,
  invoiceScreenPath,
} from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';
import { Name } from './email-name';

/** Staff's daily digest: how many invoices are overdue, the amount per currency, and the longest overdue. */
export function overdueDigestEmail(message: OverdueDigestEmail, context: EmailContext): EmailContent {
  const invoices = `${message.count} ${message.count === 1 ? 'invoice is' : 'invoices are'}`;
  const totals = message.totals
    .map((total) => formatMoney(toMajorUnits(total.totalMinor), total.currency))
    .join(' and ');
  const listLink = `${context.appUrl}${invoiceManagementScreenPath}`;
  return {
    subject: `Overdue invoices on ${calendarDateLabel(message.date)}: ${message.count}, ${totals}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${invoices} overdue: ${totals}`}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>{`${invoices} overdue, ${totals} in all.`}</Text>
        <Text style={emailStyles.label}>Overdue the longest</Text>
        {message.longestOverdue.map((invoice) => (
          <Text key={invoice.invoiceId} style={emailStyles.text}>
            <Link href={`${context.appUrl}${invoiceScreenPath(invoice.invoiceId)}`}>
              {invoice.invoiceNumber}
            </Link>{' '}
            <Name>{invoice.studentName}</Name>
            {`: ${formatMoney(toMajorUnits(invoice.totalMinor), invoice.currency)}, due ${calendarDateLabel(invoice.dueDate)}`}
          </Text>
        ))}
        <Button href={listLink} style={emailStyles.button}>
          Open the invoices
        </Button>
        <Text style={emailStyles.text}>{`Every invoice: ${listLink}`}</Text>
      </EmailLayout>
    ),
  };
}
