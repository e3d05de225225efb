import { monthPeriod, periodLabel } from '../../../shared/invoices/invoice-period';
import { formatMoney, toMajorUnits } from '../../../shared/invoices/money';
import { isolatedName, isolatedNames } from '../../../shared/text/isolated-name';
import type {
  EmailKind,
  EmailMessage,
  FamilyInvoicesSentEmail,
  SystemSummaryEmail,
} from '../../entities/email-messages';
import type { MessageSummary } from '../../entities/notification-entity';
import { lessonBookingPath, lessonCount, shortLessonTimeLabel } from './lesson-message-times';

type SummaryOf<Kind extends EmailKind> = (message: Extract<EmailMessage, { kind: Kind }>) => MessageSummary;

/** The invoice's screen (web/src/screens.ts `invoiceDetail`); the PDF is there, behind sign-in. */
export const invoiceScreenPath = (invoiceId: string) =>
  `/dashboard/invoices/${encodeURIComponent(invoiceId)}`;

/** A family's statement (web/src/screens.ts `familyStatement`): every invoice, payment and credit with the balance. */
export const familyStatementScreenPath = (familyId: string) =>
  `/dashboard/families/${encodeURIComponent(familyId)}/statement`;

/** Staff's invoice list (web/src/screens.ts `invoiceManagement`). */
export const invoiceManagementScreenPath = '/dashboard/invoice-management';

/** The progress sheets (web/src/screens.ts `studentProgress`). */
export const progressScreenPath = '/dashboard/student-progress';

/** What a family's invoices sent together leave to pay, in minor units. */
export const familyAmountDueMinor = (message: FamilyInvoicesSentEmail) =>
  message.invoices.reduce((sum, invoice) => sum + invoice.amountDueMinor, 0);

/** "April 2027": a whole month, as "Send all drafts" sends them. */
export const periodLabelOfMonth = ({ month, year }: { month: number; year: number }) =>
  periodLabel(monthPeriod(month, year));

/** A lesson's report (web/src/screens.ts `lessonReport`). */
export const lessonReportScreenPath = (lessonId: string) =>
  `/dashboard/lessons/${encodeURIComponent(lessonId)}/report`;

/** The super_admin's System health page (web/src/screens.ts `systemHealth`). */
export const systemHealthScreenPath = '/dashboard/system-health';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The weekly system summary's findings, one line each (its email and its bell notification). */
export function systemSummaryLines(message: SystemSummaryEmail): string[] {
  return [
    ...(message.failedEmails > 0
      ? [`${counted(message.failedEmails, 'email', 'emails')} failed and not dealt with`]
      : []),
    ...message.deadLetters.map(
      ({ queue, count }) => `${counted(count, 'dead letter', 'dead letters')} in the ${queue} queue`,
    ),
    ...message.jobs.map((job) =>
      job.outcome === 'failed'
        ? `The ${job.name} job failed on its last run`
        : `The ${job.name} job has not run on time`,
    ),
    ...(message.overdueInvoices > 0
      ? [`${counted(message.overdueInvoices, 'invoice', 'invoices')} overdue`]
      : []),
  ];
}

/** One summary per kind of message; a kind without one does not compile. */
export const messageSummaries: { [Kind in EmailKind]: SummaryOf<Kind> } = {
  'invoice-sent': (message) => ({
    title: `Invoice ${message.invoiceNumber} sent`,
    body: `${isolatedName(message.studentName)}, ${periodLabel(message.period)}: ${formatMoney(toMajorUnits(message.totalMinor), message.currency)}`,
    path: invoiceScreenPath(message.invoiceId),
  }),
  'family-invoices-sent': (message) => ({
    title: `${message.invoices.length} invoices sent`,
    body: `${periodLabelOfMonth(message.period)}: ${formatMoney(toMajorUnits(familyAmountDueMinor(message)), message.currency)} due in all`,
    path: familyStatementScreenPath(message.familyId),
  }),
  'lessons-booked': (message) => ({
    title: message.lessons.length === 1 ? 'Lesson booked' : `${lessonCount(message.lessons.length)} booked`,
    body: `${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, from ${shortLessonTimeLabel(message.lessons[0]!)}`,
    path: lessonBookingPath,
  }),
  'lesson-moved': (message) => ({
    title: 'Lesson moved',
    body: `${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, now ${shortLessonTimeLabel(message.after)}`,
    path: lessonBookingPath,
  }),
  'lessons-canceled': (message) => ({
    title: message.byFamily
      ? `Lesson canceled by the family${message.byFamily.late ? ' (late)' : ''}`
      : message.lessons.length === 1
        ? 'Lesson canceled'
        : `${lessonCount(message.lessons.length)} canceled`,
    body: `${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, from ${shortLessonTimeLabel(message.lessons[0]!)}`,
    path: lessonBookingPath,
  }),
  'lesson-reminder': (message) => ({
    title: 'Lesson reminder',
    body: `${isolatedName(message.studentName)} with ${isolatedName(message.teacherName)}, ${shortLessonTimeLabel(message.lesson)}`,
    path: lessonBookingPath,
  }),
  'invoice-overdue': (message) => ({
    title: `Invoice ${message.invoiceNumber} is overdue`,
    body: `${isolatedName(message.studentName)}: ${formatMoney(toMajorUnits(message.totalMinor), message.currency)}, ${message.daysOverdue} ${message.daysOverdue === 1 ? 'day' : 'days'} overdue`,
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
      body: `${topics} ${topics === 1 ? 'topic' : 'topics'} changed for ${isolatedNames(message.children.map((child) => child.studentName))}`,
      path: progressScreenPath,
    };
  },
  'lesson-report': (message) => ({
    title: `Lesson report: ${isolatedName(message.studentName)}`,
    body: `${message.subjectName || 'Lesson'} with ${isolatedName(message.teacherName)}, ${shortLessonTimeLabel(message.lesson)}: ${message.topics.length} ${message.topics.length === 1 ? 'topic' : 'topics'}`,
    path: lessonReportScreenPath(message.lessonId),
  }),
  'payment-received': (message) => ({
    title: `Payment received for ${message.invoiceNumber}`,
    body: `${formatMoney(toMajorUnits(message.amountMinor), message.currency)} for ${isolatedName(message.studentName)}; balance due ${formatMoney(toMajorUnits(message.balanceMinor), message.currency)}`,
    path: invoiceScreenPath(message.invoiceId),
  }),
  'credit-note-issued': (message) => ({
    title: `Credit note ${message.creditNoteNumber} for ${message.invoiceNumber}`,
    body: `${formatMoney(toMajorUnits(message.totalMinor), message.currency)} credited for ${isolatedName(message.studentName)}: ${message.reason}`,
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
  'email-change-confirmation': () => ({
    title: 'Confirm your new email address',
    body: 'Open the link we sent to the new address: until then you sign in with the current one',
    path: '/dashboard',
  }),
  'email-change-notice': () => ({
    title: 'A change of your email address was asked for',
    body: 'It takes effect only once confirmed from the new address',
    path: '/dashboard',
  }),
  'system-summary': (message) => ({
    title: 'System health: something needs attention',
    body: systemSummaryLines(message).join('; '),
    path: systemHealthScreenPath,
  }),
  'account-exists': () => ({
    title: 'Someone tried to register with your email',
    body: 'You already have an account; reset your password if you have forgotten it',
    path: '/forgot-password',
  }),
  'family-registered': (message) => ({
    title: `${isolatedName(message.familyName)} registered`,
    body: `${message.familyEmail} is waiting for children to be linked`,
    path: '/dashboard/student-management',
  }),
};

export function messageSummaryOf(message: EmailMessage): MessageSummary {
  const summary = messageSummaries[message.kind] as SummaryOf<typeof message.kind>;
  return summary(message);
}
