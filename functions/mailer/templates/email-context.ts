import type { ReactElement } from 'react';

/** What every template gets besides its message: who sends, who reads, where links point. */
export interface EmailContext {
  schoolName: string;
  recipientName: string;
  /** The web app's address without a trailing slash, e.g. `https://school.example`. */
  appUrl: string;
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
