import { Button, Text } from '@react-email/components';
import { periodLabel } from '../../../shared/invoices/invoice-period';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import type { InvoiceSentEmail } from '../../entities/email-messages';
import { invoiceScreenPath } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text style={emailStyles.label}>{label}</Text>
      <Text style={emailStyles.value}>{value}</Text>
    </>
  );
}

/** "Invoice sent": number, period, total, due date and a link to the invoice. */
export function invoiceSentEmail(message: InvoiceSentEmail, context: EmailContext): EmailContent {
  const total = formatMoney(toMajorUnits(message.totalMinor), message.currency);
  const period = periodLabel(message.period);
  const due = calendarDateLabel(message.dueDate);
  const link = `${context.appUrl}${invoiceScreenPath(message.invoiceId)}`;
  return {
    subject: `Invoice ${message.invoiceNumber} for ${message.studentName}: ${total} due ${due}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${period}: ${total}, due ${due}`}>
        <Text style={emailStyles.text}>{`Dear ${context.recipientName},`}</Text>
        <Text style={emailStyles.text}>
          {`Your invoice for ${message.studentName}'s lessons in ${period} is ready.`}
        </Text>
        <Fact label="Invoice number" value={message.invoiceNumber} />
        <Fact label="Period" value={period} />
        <Fact label="Total" value={total} />
        <Fact label="Due date" value={due} />
        <Button href={link} style={emailStyles.button}>
          View the invoice
        </Button>
        <Text style={emailStyles.text}>{`Sign in to view and download it: ${link}`}</Text>
      </EmailLayout>
    ),
  };
}
