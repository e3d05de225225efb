import type { ReactElement } from 'react';
import type { PaymentInstructions } from '../../../shared/schemas/school-profile-schemas';

/** How a family pays an invoice, as the school has it set up when the email is sent. */
export interface InvoicePaymentFacts {
  /** Online payment is on (Stripe keys saved, a method enabled): the email offers Pay now. */
  online: boolean;
  /** The school's bank details for the invoice's currency, when it gave an account number or an IBAN. */
  bankDetails?: PaymentInstructions;
}

/**
 * A link that opens a page of the web app for a family that has not chosen
 * its password yet: its invitation, which lands on `next` once the password is set.
 */
export interface InvitationLink {
  /** The invitation page's address with the fresh link's token, without `next`. */
  url: string;
  /** What the email says of the link: how long it works. */
  validity: string;
}

/** What every template gets besides its message: who sends, who reads, where links point. */
export interface EmailContext {
  schoolName: string;
  recipientName: string;
  /** The web app's address without a trailing slash, e.g. `https://school.example`. */
  appUrl: string;
  /** The invoice emails': how to pay (read from the school profile and payment settings when sending). */
  payment?: InvoicePaymentFacts;
  /** The invoice emails', for a recipient still invited: every link goes through the invitation. */
  invitation?: InvitationLink;
}

/**
 * The full address of a page of the web app (`/dashboard/invoices/…`): the
 * page itself, or for a recipient still invited, its invitation page that
 * opens the page once the password is chosen (`next`, which the web app
 * accepts only as a path of its own).
 */
export function appLink(context: EmailContext, path: string): string {
  if (!context.invitation) return `${context.appUrl}${path}`;
  return `${context.invitation.url}?${new URLSearchParams({ next: path }).toString()}`;
}

/** A template's answer: the subject line and the body to render as HTML and as plain text. */
export interface EmailContent {
  subject: string;
  body: ReactElement;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "30 April 2027" from the calendar date "2027-04-30" (a calendar date has no zone: read as UTC). */
export function calendarDateLabel(date: string): string {
  return longDate.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
