import { Button, Link, Section, Text } from '@react-email/components';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import type { FamilyInvoicesSentEmail } from '../../entities/email-messages';
import {
  familyAmountDueMinor,
  familyStatementScreenPath,
  invoiceScreenPath,
  periodLabelOfMonth,
} from '../../shared-domains/messaging/message-summaries';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import { appLink, calendarDateLabel, type EmailContent, type EmailContext } from './email-context';
import { Fact, payNowPath, TransferOrContact } from './how-to-pay';
import { Name } from './email-name';

const styles = {
  box: { backgroundColor: '#f9fafb', borderRadius: '6px', margin: '16px 0', padding: '4px 16px 12px' },
  heading: { color: '#111827', fontSize: '17px', fontWeight: 700, margin: '12px 0 8px' },
  invoice: { borderTop: '1px solid #e5e7eb', padding: '8px 0 4px' },
} as const;

/**
 * A family's invoices of one month sent together ("Send all drafts"): each
 * child's invoice with what it leaves to pay and its own Pay now (each is
 * paid on its own page), one total, the bank account once with every
 * invoice number as a reference, and the statement with the running
 * balance. Every invoice's PDF comes attached (invoice-email-extras.ts).
 */
export function familyInvoicesSentEmail(
  message: FamilyInvoicesSentEmail,
  context: EmailContext,
): EmailContent {
  const money = (minor: number) => formatMoney(toMajorUnits(minor), message.currency);
  const period = periodLabelOfMonth(message.period);
  const total = money(familyAmountDueMinor(message));
  const firstDue = calendarDateLabel(
    message.invoices.map((invoice) => invoice.dueDate).sort()[0] ?? message.invoices[0]!.dueDate,
  );
  const count = `${message.invoices.length} ${message.invoices.length === 1 ? 'invoice' : 'invoices'}`;
  const online = context.payment?.online ?? false;
  const bank = context.payment?.bankDetails;
  const statement = appLink(context, familyStatementScreenPath(message.familyId));
  return {
    subject: `Invoices for ${period}: ${total} due ${firstDue}`,
    body: (
      <EmailLayout schoolName={context.schoolName} preview={`${count} for ${period}: ${total} in all`}>
        <Greeting name={context.recipientName} />
        <Text style={emailStyles.text}>
          {`Your invoices for ${period} are ready, one for each child: ${count}, ${total} to pay in all.`}
        </Text>
        {message.invoices.map((invoice) => (
          <Section key={invoice.invoiceId} style={styles.invoice}>
            <Fact
              label={
                <>
                  {`${invoice.invoiceNumber}: `}
                  <Name>{invoice.studentName}</Name>
                </>
              }
              value={`${money(invoice.amountDueMinor)} due ${calendarDateLabel(invoice.dueDate)}`}
            />
            {invoice.amountDueMinor < invoice.totalMinor ? (
              <Text style={emailStyles.label}>
                {`Total ${money(invoice.totalMinor)}, of which ${money(invoice.totalMinor - invoice.amountDueMinor)} is already covered by your credit.`}
              </Text>
            ) : null}
            <Text style={emailStyles.text}>
              <Link href={appLink(context, invoiceScreenPath(invoice.invoiceId))}>View invoice</Link>
              {online && invoice.amountDueMinor > 0 ? (
                <>
                  {' · '}
                  <Link href={appLink(context, payNowPath(invoice.invoiceId))}>Pay now</Link>
                </>
              ) : null}
            </Text>
          </Section>
        ))}
        <Section style={styles.box}>
          <Text style={styles.heading}>How to pay</Text>
          <Fact label="Total due" value={total} />
          <Fact label="First due date" value={firstDue} />
          {online ? (
            <Text style={emailStyles.text}>
              {bank
                ? 'Pay each invoice online with its Pay now link, or by bank transfer to the account below.'
                : 'Pay each invoice securely online with its Pay now link.'}
            </Text>
          ) : null}
          <TransferOrContact
            context={context}
            bank={bank}
            online={online}
            references={message.invoices.map((invoice) => invoice.invoiceNumber)}
          />
        </Section>
        <Button href={statement} style={emailStyles.button}>
          View your statement
        </Button>
        <Text style={emailStyles.text}>
          {context.invitation
            ? `You have not chosen your password yet: this link lets you choose one, then shows your statement: ${statement}`
            : `Every invoice, payment and credit with your balance: ${statement}`}
        </Text>
        {context.invitation ? <Text style={emailStyles.label}>{context.invitation.validity}</Text> : null}
      </EmailLayout>
    ),
  };
}
