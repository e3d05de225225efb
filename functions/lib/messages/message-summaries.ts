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

/** Staff's invoice list (web/src/screens.ts `invoiceManagement`). */
export const invoiceManagementScreenPath = '/dashboard/invoice-management';

/** The progress sheets (web/src/screens.ts `studentProgress`). */
export const progressScreenPath = '/dashboard/student-progress';

/** One summary per kind of message; a kind without one does not compile. */
export const messageSummaries: { [Kind in EmailKind]: SummaryOf<Kind> } = {
  'invoice-sent': (message) => ({
    title: `Invoice ${message.invoiceNumber} sent`,
    body: `${message.studentName}, ${periodLabel(message.period)}: ${formatMoney(toMajorUnits(message.totalMinor), message.currency)}`,
    path: invoiceScreenPath(message.invoiceId),
  }),
  'invoice-overdue': (message) => ({
    title: `Invoice ${message.invoiceNumber} is overdue`,
    body: `${message.studentName}: ${formatMoney(toMajorUnits(message.totalMinor), message.currency)}, ${message.daysOverdue} ${message.daysOverdue === 1 ? 'day' : 'days'} overdue`,
    path: invoiceScreenPath(message.invoiceId),
  }),
  'overdue-digest': (message) => ({
    title: `${message.count} ${message.count === 1 ? 'invoice' : 'invoices'} overdue`,
    body: message.totals
      .map((total) => formatMoney(toMajorUnits(total.totalMinor), total.currency))
      .join(' and '),
    path: invoiceManagementScreenPath,
  }),
  'progress-digest': (message) => {
    const topics = message.children.reduce((sum, child) => sum + child.topics.length + child.moreTopics, 0);
    return {
      title: 'This week’s progress',
      body: `${topics} ${topics === 1 ? 'topic' : 'topics'} changed for ${message.children.map((child) => child.studentName).join(', ')}`,
      path: progressScreenPath,
    };
  },
};

export function messageSummaryOf(message: EmailMessage): MessageSummary {
  const summary = messageSummaries[message.kind] as SummaryOf<typeof message.kind>;
  return summary(message);
}
