import { Button, Text } from '@react-email/components';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import type { CreditNoteIssuedEmail } from '../../entities/email-messages';
import { invoiceScreenPath } from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import type { EmailContent, EmailContext } from './email-context';
import { Name } from './email-name';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text style={emailStyles.label}>{label}</Text>
      <Text style={emailStyles.value}>{value}</Text>
    </>
  );
}

/** A credit note on the family's invoice: how much, why, and what became its credit; the PDF is attached. */
export function creditNoteIssuedEmail(message: CreditNoteIssuedEmail, context: EmailContext): EmailContent {
  const money = (minor: number) => formatMoney(toMajorUnits(minor), message.currency);
  const amount = money(message.totalMinor);
  const link = `${context.appUrl}${invoiceScreenPath(message.invoiceId)}`;
  return {
    subject: `Credit note ${message.creditNoteNumber}: ${amount} for invoice ${message.invoiceNumber}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${amount} credited on ${message.invoiceNumber}`}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>
          {`We have issued credit note ${message.creditNoteNumber} for ${amount} on `}
          <Name>{message.studentName}</Name>
          {`'s invoice ${message.invoiceNumber}. It is attached as a PDF.`}
        </Text>
        <Fact label="Amount credited" value={amount} />
        <Fact label="Reason" value={message.reason} />
        {message.familyCreditMinor > 0 ? (
          <Fact label="Added to your credit" value={money(message.familyCreditMinor)} />
        ) : null}
        <Button href={link} style={emailStyles.button}>
          View the invoice
        </Button>
        <Text
          style={emailStyles.text}
        >{`Sign in to view the invoice and download the credit note: ${link}`}</Text>
      </EmailLayout>
    ),
  };
}
