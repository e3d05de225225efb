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
  // Account messages open the sign-in screens, never the emailed link: its token stays in the email.
  'account-invitation': () => ({
    title: 'You are invited',
    body: 'Choose a password with the link in your invitation email',
    path: '/login',
  }),
  'password-reset': () => ({
    title: 'Password reset requested',
    body: 'Use the link in the email within an hour to choose a new password',
    path: '/login',
  }),
  'email-verification': () => ({
    title: 'Confirm your email address',
    body: 'Open the link in the email to finish creating your account',
    path: '/login',
  }),
  'account-exists': () => ({
    title: 'Someone tried to register with your email',
    body: 'You already have an account; reset your password if you have forgotten it',
    path: '/forgot-password',
  }),
  'family-registered': (message) => ({
    title: `${message.familyName} registered`,
    body: `${message.familyEmail} is waiting for children to be linked`,
    path: '/dashboard/student-management',
  }),
};

export function messageSummaryOf(message: EmailMessage): MessageSummary {
  const summary = messageSummaries[message.kind] as SummaryOf<typeof message.kind>;
  return summary(message);
}
