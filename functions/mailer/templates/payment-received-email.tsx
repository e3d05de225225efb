import { Button, Text } from '@react-email/components';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import { paymentMethodLabels } from '../../../shared/invoices/payment-methods';
import type { PaymentReceivedEmail } from '../../entities/email-messages';
import { invoiceScreenPath } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';
import { Name } from './email-name';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text style={emailStyles.label}>{label}</Text>
      <Text style={emailStyles.value}>{value}</Text>
    </>
  );
}

/** A receipt: the amount, the day, how it was paid, and what is left on the invoice. */
export function paymentReceivedEmail(message: PaymentReceivedEmail, context: EmailContext): EmailContent {
  const money = (minor: number) => formatMoney(toMajorUnits(minor), message.currency);
  const amount = money(message.amountMinor);
  const date = calendarDateLabel(message.paymentDate);
  const link = `${context.appUrl}${invoiceScreenPath(message.invoiceId)}`;
  const settled = message.balanceMinor <= 0;
  return {
    subject: `Payment received: ${amount} for invoice ${message.invoiceNumber}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${amount} received on ${date}`}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>
          {`Thank you: we have received ${amount} for `}
          <Name>{message.studentName}</Name>
          {`'s invoice ${message.invoiceNumber}.${settled ? ' The invoice is now paid in full.' : ''}`}
        </Text>
        <Fact label="Amount received" value={amount} />
        <Fact label="Payment date" value={date} />
        <Fact label="Method" value={paymentMethodLabels[message.method]} />
        {message.reference ? <Fact label="Reference" value={message.reference} /> : null}
        <Fact label="Invoice total" value={money(message.totalMinor)} />
        <Fact label="Balance due" value={money(message.balanceMinor)} />
        <Button href={link} style={emailStyles.button}>
          View the invoice
        </Button>
        <Text style={emailStyles.text}>{`Sign in to view and download it: ${link}`}</Text>
      </EmailLayout>
    ),
  };
}
