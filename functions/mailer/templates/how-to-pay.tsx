import { Button, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { formatMoney, toMajorUnits, type Currency } from '../../../shared/invoices/money';
import { invoiceScreenPath } from '../../shared-domains/messaging/message-summaries';
import { emailStyles } from './email-layout';
import { appLink, calendarDateLabel, type EmailContext, type InvoicePaymentFacts } from './email-context';
import { Name } from './email-name';

/** The family's invoice page that starts paying online once signed in (the page creates the Checkout Session). */
export const payNowPath = (invoiceId: string) => `${invoiceScreenPath(invoiceId)}?pay=1`;

const styles = {
  box: { backgroundColor: '#f9fafb', borderRadius: '6px', margin: '16px 0', padding: '4px 16px 12px' },
  heading: { color: '#111827', fontSize: '17px', fontWeight: 700, margin: '12px 0 8px' },
  secondaryButton: {
    ...emailStyles.button,
    backgroundColor: '#ffffff',
    border: `1px solid ${emailStyles.brand}`,
    color: emailStyles.brand,
  },
} as const;

/** A labelled fact; a name in its label or value is wrapped in `Name`. */
export function Fact({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <>
      <Text style={emailStyles.label}>{label}</Text>
      <Text style={emailStyles.value}>{value}</Text>
    </>
  );
}

export interface HowToPayProps {
  context: EmailContext;
  invoiceId: string;
  invoiceNumber: string;
  currency: Currency;
  /** What is left to pay, in minor units. */
  amountDueMinor: number;
  /** Calendar date, `2027-04-30`. */
  dueDate: string;
}

/**
 * "How to pay", where the family looks: the amount and the day, Pay now
 * while the school takes payment online, and its bank details for the
 * invoice's currency with the invoice number as the reference (so a
 * transfer is matched to the invoice), then the link to the invoice.
 */
export function HowToPay({
  context,
  invoiceId,
  invoiceNumber,
  currency,
  amountDueMinor,
  dueDate,
}: HowToPayProps) {
  const online = context.payment?.online ?? false;
  const bank = context.payment?.bankDetails;
  return (
    <Section style={styles.box}>
      {/* A paragraph, not a heading: the plain text keeps its words as written (headings come out in capitals). */}
      <Text style={styles.heading}>How to pay</Text>
      <Fact label="Amount due" value={formatMoney(toMajorUnits(amountDueMinor), currency)} />
      <Fact label="Due date" value={calendarDateLabel(dueDate)} />
      {online ? (
        <>
          <Button href={appLink(context, payNowPath(invoiceId))} style={emailStyles.button}>
            Pay now
          </Button>
          <Text style={emailStyles.text}>
            {bank ? 'Pay online, or by bank transfer to the account below.' : 'Pay securely online.'}
          </Text>
        </>
      ) : null}
      <TransferOrContact context={context} bank={bank} online={online} references={[invoiceNumber]} />
    </Section>
  );
}

/**
 * The bank transfer when the school takes one; with neither a transfer nor
 * online payment, whom to ask instead.
 */
export function TransferOrContact({
  context,
  bank,
  online,
  references,
}: {
  context: EmailContext;
  bank: InvoicePaymentFacts['bankDetails'];
  online: boolean;
  references: readonly string[];
}) {
  if (bank) return <BankTransfer bank={bank} online={online} references={references} />;
  if (online) return null;
  return (
    <Text style={emailStyles.text}>
      {'Please contact '}
      <Name>{context.schoolName}</Name>
      {' to arrange payment.'}
    </Text>
  );
}

/**
 * The school's account for a transfer and the reference to give: the
 * invoice number (or each of them), so the transfer is matched to its invoice.
 */
export function BankTransfer({
  bank,
  online,
  references,
}: {
  bank: NonNullable<InvoicePaymentFacts['bankDetails']>;
  /** Pay now is offered above: the transfer is the alternative, introduced there. */
  online: boolean;
  references: readonly string[];
}) {
  const one = references.length === 1;
  return (
    <>
      {online ? null : <Text style={emailStyles.text}>Pay by bank transfer to:</Text>}
      <Fact label="Account name" value={<Name>{bank.accountName}</Name>} />
      {bank.sortCode ? <Fact label="Sort code" value={bank.sortCode} /> : null}
      {bank.accountNumber ? <Fact label="Account number" value={bank.accountNumber} /> : null}
      {bank.iban ? <Fact label="IBAN" value={bank.iban} /> : null}
      <Fact label={one ? 'Reference' : 'References'} value={references.join(', ')} />
      <Text style={emailStyles.label}>
        {one
          ? 'Please use the invoice number as the reference.'
          : 'Please make one transfer per invoice, with its number as the reference.'}
      </Text>
    </>
  );
}

/**
 * The button to the invoice itself, the address written out for mail apps
 * without buttons, and for a family still invited, what the link does first.
 */
/** A long address breaks where it must: unbroken, it made the email 514 px wide on a 375 px phone. */
const breakAnywhere = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

export function ViewInvoice({
  context,
  invoiceId,
  signedInLine,
}: {
  context: EmailContext;
  invoiceId: string;
  /** What the text says to a family that can sign in, before the address. */
  signedInLine: string;
}) {
  const link = appLink(context, invoiceScreenPath(invoiceId));
  return (
    <>
      <Button href={link} style={styles.secondaryButton}>
        View invoice
      </Button>
      {context.invitation ? (
        <>
          <Text style={emailStyles.text}>
            {'You have not chosen your password yet: this link lets you choose one, then shows the invoice: '}
            <span style={breakAnywhere}>{link}</span>
          </Text>
          <Text style={emailStyles.label}>{context.invitation.validity}</Text>
        </>
      ) : (
        <Text style={emailStyles.text}>
          {`${signedInLine}: `}
          <span style={breakAnywhere}>{link}</span>
        </Text>
      )}
    </>
  );
}
