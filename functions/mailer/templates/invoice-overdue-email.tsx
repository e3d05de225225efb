import { Button, Text } from '@react-email/components';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import type { InvoiceOverdueEmail } from '../../entities/email-messages';
import { invoiceScreenPath } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';

const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "Invoice overdue": the day it becomes overdue (stage 0), then each reminder day of the school's settings. */
export function invoiceOverdueEmail(message: InvoiceOverdueEmail, context: EmailContext): EmailContent {
  const total = formatMoney(toMajorUnits(message.totalMinor), message.currency);
  const due = calendarDateLabel(message.dueDate);
  const link = `${context.appUrl}${invoiceScreenPath(message.invoiceId)}`;
  const first = message.stage === 0;
  return {
    subject: first
      ? `Invoice ${message.invoiceNumber} for ${message.studentName} is overdue`
      : `Reminder: invoice ${message.invoiceNumber} is ${daysLabel(message.daysOverdue)} overdue`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${total} was due on ${due}`}>
        <Text style={emailStyles.text}>{`Dear ${context.recipientName},`}</Text>
        <Text style={emailStyles.text}>
          {first
            ? `Invoice ${message.invoiceNumber} for ${message.studentName}'s lessons was due on ${due} and has not been paid yet.`
            : `This is a reminder that invoice ${message.invoiceNumber} for ${message.studentName}'s lessons is still unpaid, ${daysLabel(message.daysOverdue)} after its due date.`}
        </Text>
        <Text style={emailStyles.label}>Amount due</Text>
        <Text style={emailStyles.value}>{total}</Text>
        <Text style={emailStyles.label}>Due date</Text>
        <Text style={emailStyles.value}>{due}</Text>
        <Button href={link} style={emailStyles.button}>
          View the invoice
        </Button>
        <Text style={emailStyles.text}>
          {`Sign in to view it: ${link}. If you have paid already, thank you, and please ignore this email.`}
        </Text>
      </EmailLayout>
    ),
  };
}
