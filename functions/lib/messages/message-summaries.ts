import { periodLabel } from '../../../shared/invoices/invoice-period';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import type { EmailKind, EmailMessage } from '../email/email-messages';

/**
 * A message in one line, as the bell lists it and the email links it: a title,
 * a short body and the web app's screen it opens (a path of web/src/screens.ts).
 * Written when the message is, so listing the bell reads nothing else.
 */
export interface MessageSummary {
  title: string;
  body: string;
  path: string;
}

type SummaryOf<Kind extends EmailKind> = (message: Extract<EmailMessage, { kind: Kind }>) => MessageSummary;

/** The invoice's screen (web/src/screens.ts `invoiceDetail`); the PDF is there, behind sign-in. */
export const invoiceScreenPath = (invoiceId: string) =>
  `/dashboard/invoices/${encodeURIComponent(invoiceId)}`;

/** One summary per kind of message; a kind without one does not compile. */
export const messageSummaries: { [Kind in EmailKind]: SummaryOf<Kind> } = {
  'invoice-sent': (message) => ({
    title: `Invoice ${message.invoiceNumber} sent`,
    body: `${message.studentName}, ${periodLabel(message.period)}: ${formatMoney(toMajorUnits(message.totalMinor), message.currency)}`,
    path: invoiceScreenPath(message.invoiceId),
  }),
  'payment-received': (message) => ({
    title: `Payment received for ${message.invoiceNumber}`,
    body: `${formatMoney(toMajorUnits(message.amountMinor), message.currency)} for ${message.studentName}; balance due ${formatMoney(toMajorUnits(message.balanceMinor), message.currency)}`,
    path: invoiceScreenPath(message.invoiceId),
  }),
};

export function messageSummaryOf(message: EmailMessage): MessageSummary {
  const summary = messageSummaries[message.kind] as SummaryOf<typeof message.kind>;
  return summary(message);
}
