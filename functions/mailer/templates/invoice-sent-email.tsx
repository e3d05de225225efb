import { Text } from '@react-email/components';
import { periodLabel } from '../../../shared/invoices/invoice-period';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import { paymentStatusLabels } from '../../../shared/invoices/payment-status';
import type { InvoiceSentEmail } from '../../entities/email-messages';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import { calendarDateLabel, type EmailContent, type EmailContext } from './email-context';
import { Fact, HowToPay, ViewInvoice } from './how-to-pay';
import { Name } from './email-name';
import { isolatedName } from '../../../shared/text/isolated-name';

/**
 * "Invoice sent": number, period, total and its status as families read it
 * (Due), How to pay (Pay now, the bank details, the reference) and a link to
 * the invoice; the invoice's PDF comes attached, stored or made for it
 * (invoice-email-extras.ts).
 */
export function invoiceSentEmail(message: InvoiceSentEmail, context: EmailContext): EmailContent {
  const total = formatMoney(toMajorUnits(message.totalMinor), message.currency);
  const period = periodLabel(message.period);
  const due = calendarDateLabel(message.dueDate);
  return {
    subject: `Invoice ${message.invoiceNumber} for ${isolatedName(message.studentName)}: ${total} due ${due}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${period}: ${total}, due ${due}`}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>
          {'Your invoice for '}
          <Name>{message.studentName}</Name>
          {`'s lessons in ${period} is ready.`}
        </Text>
        <Fact label="Invoice number" value={message.invoiceNumber} />
        <Fact label="Period" value={period} />
        <Fact label="Total" value={total} />
        <Fact label="Status" value={paymentStatusLabels.due} />
        <HowToPay
          context={context}
          invoiceId={message.invoiceId}
          invoiceNumber={message.invoiceNumber}
          currency={message.currency}
          // A sent invoice owes its total: going back to draft clears any payment.
          amountDueMinor={message.totalMinor}
          dueDate={message.dueDate}
        />
        <ViewInvoice
          context={context}
          invoiceId={message.invoiceId}
          signedInLine="Sign in to view and download it"
        />
      </EmailLayout>
    ),
  };
}
