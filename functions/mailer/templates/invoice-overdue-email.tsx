import { Text } from '@react-email/components';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import { paymentStatusLabels } from '../../../shared/invoices/payment-status';
import type { InvoiceOverdueEmail } from '../../entities/email-messages';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';
import { Fact, HowToPay, ViewInvoice } from './how-to-pay';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * "Invoice overdue": the day it becomes overdue (stage 0), then each reminder
 * day of the school's settings. Each ends in something the family can act
 * on: Pay now while online payment is on, and the bank details.
 */
export function invoiceOverdueEmail(message: InvoiceOverdueEmail, context: EmailContext): EmailContent {
  const money = (minor: number) => formatMoney(toMajorUnits(minor), message.currency);
  const balance = message.balanceMinor ?? message.totalMinor;
  const partPaid = balance < message.totalMinor;
  const due = calendarDateLabel(message.dueDate);
  const first = message.stage === 0;
  return {
    subject: first
      ? `Invoice ${message.invoiceNumber} for ${isolatedName(message.studentName)} is overdue`
      : `Reminder: invoice ${message.invoiceNumber} is ${daysLabel(message.daysOverdue)} overdue`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${money(balance)} was due on ${due}`}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>
          {first
            ? `Invoice ${message.invoiceNumber} for `
            : `This is a reminder that invoice ${message.invoiceNumber} for `}
          <Name>{message.studentName}</Name>
          {first
            ? `'s lessons was due on ${due} and has not been paid yet.`
            : `'s lessons is still unpaid, ${daysLabel(message.daysOverdue)} after its due date.`}
        </Text>
        <Fact label="Invoice number" value={message.invoiceNumber} />
        <Fact label="Total" value={money(message.totalMinor)} />
        <Fact
          label="Status"
          value={
            partPaid
              ? `${paymentStatusLabels.overdue} (${paymentStatusLabels.part_paid}: ${money(message.totalMinor - balance)} received, ${money(balance)} still due)`
              : paymentStatusLabels.overdue
          }
        />
        <HowToPay
          context={context}
          invoiceId={message.invoiceId}
          invoiceNumber={message.invoiceNumber}
          currency={message.currency}
          amountDueMinor={balance}
          dueDate={message.dueDate}
        />
        <ViewInvoice context={context} invoiceId={message.invoiceId} signedInLine="Sign in to view it" />
        <Text style={emailStyles.text}>
          If you have paid already, thank you, and please ignore this email.
        </Text>
      </EmailLayout>
    ),
  };
}
