import type { Role } from '../../shared/roles';
import type { Currency } from '../../shared/invoices/money';
import type { LessonTimezone } from '../../shared/lesson-time';
import type { PaymentMethod } from '../../shared/invoices/payment-methods';

/*
 * What each kind of email carries in the outbox: the facts of the change as it
 * was committed, and nothing the recipient may not see. The recipient's
 * address and name are read when the email is sent (an account may change its
 * address in between); the school's name too.
 */

/** An invoice as a message names it. */
export interface InvoiceFacts {
  invoiceId: string;
  invoiceNumber: string;
  studentName: string;
  totalMinor: number;
  currency: Currency;
  /** Calendar date, `2027-04-30`. */
  dueDate: string;
}

/**
 * An invoice sent to its family. The email shows how to pay it (the school's
 * bank details for its currency and, while online payment is on, Pay now),
 * both read when the email is sent, and attaches the invoice's PDF of
 * `revision` when the documents function has stored it.
 */
export interface InvoiceSentEmail extends InvoiceFacts {
  kind: 'invoice-sent';
  period: { month: number; year: number; startDate: string; endDate: string };
  /** The invoice's revision as sent: only a stored PDF of it is attached (absent on messages written before). */
  revision?: number;
}

/** One invoice of a family's email listing several: what it is, what is left to pay and its PDF's revision. */
export interface FamilyInvoiceFacts extends InvoiceFacts {
  studentId: string;
  /** What is left to pay once the family's credit was applied on sending, in minor units. */
  amountDueMinor: number;
  /** The invoice's revision as sent: only a stored PDF of it is attached. */
  revision: number;
}

/**
 * A family's invoices of one month and currency sent together ("Send all
 * drafts"): one email listing each child's invoice with one total, every
 * PDF attached, instead of one email per child. `familyId` is the parent's
 * account id (the statement's).
 */
export interface FamilyInvoicesSentEmail {
  kind: 'family-invoices-sent';
  familyId: string;
  period: { month: number; year: number };
  currency: Currency;
  invoices: FamilyInvoiceFacts[];
}

/** One lesson as a lesson message lists it: when it starts (UTC) and the zone its family reads it in. */
export interface LessonOccurrence {
  lessonId: string;
  /** UTC instant, ISO-8601; shown en-GB in `timezone`. */
  startTime: string;
  timezone: LessonTimezone;
}

/** The lesson facts a family and its teacher may both see (never the teacher's email or another family's). */
interface LessonMessageFacts {
  studentName: string;
  teacherName: string;
  /** Empty when the lesson has none. */
  meetingLink: string;
}

/** One lesson or a whole series booked: one message listing its dates, never one per lesson. */
export interface LessonsBookedEmail extends LessonMessageFacts {
  kind: 'lessons-booked';
  lessons: LessonOccurrence[];
  recurring: boolean;
}

/** A lesson's date, time or teacher changed; `before` is what the recipient knew. */
export interface LessonMovedEmail extends LessonMessageFacts {
  kind: 'lesson-moved';
  before: LessonOccurrence & { teacherName: string };
  after: LessonOccurrence;
}

/**
 * Lessons canceled or deleted (one, or a series in one request). `reassigned`:
 * the lessons go on, but no longer with this recipient (a teacher taken off,
 * a student's lesson given to another student).
 */
export interface LessonsCanceledEmail extends LessonMessageFacts {
  kind: 'lessons-canceled';
  lessons: LessonOccurrence[];
  reassigned: boolean;
  /** The family canceled it (docs/lesson-policy.md#cancellations); `late`: with less notice than the policy asks. */
  byFamily?: { late: boolean };
}

/** The day before a lesson: its time and meeting link. */
export interface LessonReminderEmail extends LessonMessageFacts {
  kind: 'lesson-reminder';
  lesson: LessonOccurrence;
}

/**
 * A credit note issued on the family's invoice (issue 36): the mailer
 * attaches its PDF, made when the email is sent.
 */
export interface CreditNoteIssuedEmail {
  kind: 'credit-note-issued';
  creditNoteId: string;
  creditNoteNumber: string;
  invoiceId: string;
  invoiceNumber: string;
  studentName: string;
  currency: Currency;
  totalMinor: number;
  /** The part that became the family's credit (beyond what was still due on the invoice). */
  familyCreditMinor: number;
  reason: string;
}

/**
 * An invoice is overdue: `stage` 0 the day the sweep marks it, then each
 * reminder day of the school's settings (7, 14) past its due date.
 */
export interface InvoiceOverdueEmail extends InvoiceFacts {
  kind: 'invoice-overdue';
  stage: number;
  daysOverdue: number;
  /** What is left to pay (below the total once part-paid); absent on messages written before: the total. */
  balanceMinor?: number;
}

/** Staff's one daily email of the invoices overdue: how many, how much per currency, the longest overdue. */
export interface OverdueDigestEmail {
  kind: 'overdue-digest';
  /** The school's calendar date of the digest, `2027-05-14`. */
  date: string;
  count: number;
  totals: { currency: Currency; totalMinor: number }[];
  longestOverdue: InvoiceFacts[];
}

/**
 * super_admins' weekly summary of what needs attention in the running system (functions/jobs/system-summary.ts):
 * written only in a week with something to say. Each list holds only what needs attention.
 */
export interface SystemSummaryEmail {
  kind: 'system-summary';
  /** The school's calendar date of the summary, `2027-05-17`. */
  date: string;
  /** Emails given up on and still on System health's failed list (counted up to a cap). */
  failedEmails: number;
  /** Dead-letter queues holding messages. */
  deadLetters: { queue: string; count: number }[];
  /** Scheduled jobs whose last run failed, or that have not run for longer than their schedule allows. */
  jobs: { name: string; lastRunAt: string | null; outcome: 'succeeded' | 'failed' | null; stale: boolean }[];
  /** Invoices overdue now. */
  overdueInvoices: number;
}

/** A family's weekly digest: the topics of its children whose status changed in the last 7 days. */
export interface ProgressDigestEmail {
  kind: 'progress-digest';
  /** The school's calendar dates the digest covers, `2027-05-07` to `2027-05-14`. */
  from: string;
  to: string;
  children: {
    studentId: string;
    studentName: string;
    topics: { subjectName: string; topicName: string; status: string }[];
    /** Changed topics left out of the email to keep it short. */
    moreTopics: number;
  }[];
}

/**
 * A lesson's report to the family (issue 37, docs/lesson-reports.md): the topics covered with their
 * red / amber / green status, the homework and the teacher's comment, as written.
 */
export interface LessonReportEmail {
  kind: 'lesson-report';
  lessonId: string;
  studentName: string;
  teacherName: string;
  subjectName: string;
  lesson: LessonOccurrence;
  topics: { unitName: string; topicName: string; status: 'difficult' | 'ok' | 'confident' }[];
  homework: string;
  comment: string;
}

// One kind per line, so that adding a kind is adding a line.

/** A receipt: a payment recorded against the family's invoice. */
export interface PaymentReceivedEmail {
  kind: 'payment-received';
  invoiceId: string;
  invoiceNumber: string;
  studentName: string;
  currency: Currency;
  amountMinor: number;
  /** Calendar date the money arrived, `2027-04-12`. */
  paymentDate: string;
  method: PaymentMethod;
  reference: string;
  totalMinor: number;
  /** What is left to pay after this payment. */
  balanceMinor: number;
}

/**
 * Account emails (issue 15). A link's token is the one copy of its secret
 * outside the recipient's mailbox: the table keeps only its hash
 * (entities/account-link-entity.ts), and no summary or bell notification
 * carries it.
 */
export interface AccountInvitationEmail {
  kind: 'account-invitation';
  /** `<userId><secret>` (no separator), for `/invite/<token>`. */
  token: string;
  role: Role;
}

export interface PasswordResetEmail {
  kind: 'password-reset';
  /** For `/reset-password/<token>`, valid one hour. */
  token: string;
}

export interface EmailVerificationEmail {
  kind: 'email-verification';
  /** For `/verify-email/<token>`. */
  token: string;
}

/**
 * The link that moves an account to a new address, sent to that address
 * (`newEmail`), not the account's current one: opening it proves the new
 * mailbox is the owner's.
 */
export interface EmailChangeConfirmationEmail {
  kind: 'email-change-confirmation';
  /** For `/confirm-email/<token>`, valid one day. */
  token: string;
  newEmail: string;
}

/**
 * To the account's current address (`oldEmail`) when a move to `newEmail` is
 * asked for: the owner learns of a change made by staff, or by someone using
 * their session, before it can take effect.
 */
export interface EmailChangeNoticeEmail {
  kind: 'email-change-notice';
  oldEmail: string;
  newEmail: string;
}

/** Someone registered with the address of an existing account: tell its owner, never the visitor. */
export interface AccountExistsEmail {
  kind: 'account-exists';
}

/** To each member of staff: a family verified its registration and waits for its children to be linked. */
export interface FamilyRegisteredEmail {
  kind: 'family-registered';
  familyUserId: string;
  familyName: string;
  familyEmail: string;
}

/** Every kind of message, one per line (adding a kind is adding a line). */
export type EmailMessage =
  | InvoiceSentEmail
  | FamilyInvoicesSentEmail
  | LessonsBookedEmail
  | LessonMovedEmail
  | LessonsCanceledEmail
  | LessonReminderEmail
  | InvoiceOverdueEmail
  | OverdueDigestEmail
  | ProgressDigestEmail
  | LessonReportEmail
  | PaymentReceivedEmail
  | CreditNoteIssuedEmail
  | AccountInvitationEmail
  | PasswordResetEmail
  | EmailVerificationEmail
  | AccountExistsEmail
  | FamilyRegisteredEmail
  | EmailChangeConfirmationEmail
  | EmailChangeNoticeEmail
  | SystemSummaryEmail;
export type EmailKind = EmailMessage['kind'];

/** The account emails that carry a link's token. */
type LinkEmail = Extract<EmailMessage, { token: string }>;

/**
 * An account email once it has left (sent, failed or skipped): its token is
 * removed, so the table keeps no usable copy of a live link.
 */
export type SpentLinkEmail = LinkEmail extends infer Email
  ? Email extends LinkEmail
    ? Omit<Email, 'token'>
    : never
  : never;

/** A message as the outbox holds it: as written, or an account email whose link is spent. */
export type StoredEmailMessage = EmailMessage | SpentLinkEmail;

const linkKinds: Record<LinkEmail['kind'], true> = {
  'account-invitation': true,
  'password-reset': true,
  'email-verification': true,
  'email-change-confirmation': true,
};

/** Whether a stored message still has all it was written with (only an ended account email has not). */
export const isUnspent = (message: StoredEmailMessage): message is EmailMessage =>
  'token' in message || !(message.kind in linkKinds);

/** Every kind, as the notification's schema checks it; a kind left out here does not compile. */
export const emailKinds = [
  'invoice-sent',
  'family-invoices-sent',
  'lessons-booked',
  'lesson-moved',
  'lessons-canceled',
  'lesson-reminder',
  'invoice-overdue',
  'overdue-digest',
  'progress-digest',
  'lesson-report',
  'payment-received',
  'credit-note-issued',
  'account-invitation',
  'password-reset',
  'email-verification',
  'account-exists',
  'family-registered',
  'email-change-confirmation',
  'email-change-notice',
  'system-summary',
] as const satisfies readonly EmailKind[];

// Compiles only while `emailKinds` lists every kind of message.
const _everyKindListed: [Exclude<EmailKind, (typeof emailKinds)[number]>] extends [never] ? true : never =
  true;

/** The emails a family reads about its invoices that ask it to pay (How to pay, Pay now). */
export const isInvoiceEmail = (
  message: EmailMessage,
): message is Extract<EmailMessage, { kind: 'invoice-sent' | 'family-invoices-sent' | 'invoice-overdue' }> =>
  message.kind === 'invoice-sent' ||
  message.kind === 'family-invoices-sent' ||
  message.kind === 'invoice-overdue';

/**
 * Where an email goes: the recipient's address when it is sent, except for
 * the two emails of an email change, which name their own (the address
 * being proved, and the one being left).
 */
export function deliveryAddress(message: EmailMessage, recipientEmail: string): string {
  if (message.kind === 'email-change-confirmation') return message.newEmail;
  if (message.kind === 'email-change-notice') return message.oldEmail;
  return recipientEmail;
}
