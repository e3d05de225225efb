import type { Role } from '../../../shared/roles';
import type { Currency } from '../../../shared/invoices/money';

/**
 * What each kind of email carries in the outbox: the facts of the change as it
 * was committed, and nothing the recipient may not see. The recipient's
 * address and name are read when the email is sent (an account may change its
 * address in between); the school's name too.
 */
export interface InvoiceSentEmail {
  kind: 'invoice-sent';
  invoiceId: string;
  invoiceNumber: string;
  studentName: string;
  period: { month: number; year: number; startDate: string; endDate: string };
  totalMinor: number;
  currency: Currency;
  /** Calendar date, `2027-04-30`. */
  dueDate: string;
}

/**
 * Account emails (issue 15). A link's token is the one copy of its secret
 * outside the recipient's mailbox: the table keeps only its hash
 * (lib/entities/account-link-entity.ts), and no summary or bell notification
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

export type EmailMessage =
  | InvoiceSentEmail
  | AccountInvitationEmail
  | PasswordResetEmail
  | EmailVerificationEmail
  | AccountExistsEmail
  | FamilyRegisteredEmail;
export type EmailKind = EmailMessage['kind'];
