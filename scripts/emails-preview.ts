import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmailKind, EmailMessage, InvoiceFacts } from '../functions/entities/email-messages';
import { mailbox } from '../functions/mailer/mail-text';
import { renderEmail } from '../functions/mailer/render-email';
import type { EmailContext } from '../functions/mailer/templates/email-context';

/**
 * `npm run emails:preview`: every email template with sample data, as
 * `<kind>.html` and `<kind>.txt` in `email-previews/` (git-ignored), to open
 * in a browser or a mail app. A second sample per kind carries a hostile name
 * (markup, CR/LF, a direction override) to show it cannot break the layout or a header.
 */
const outDir = resolve(fileURLToPath(new URL('../email-previews', import.meta.url)));

const context: EmailContext = {
  schoolName: 'Bright Minds Tutoring',
  recipientName: 'Fatima Al-Mansouri',
  appUrl: 'https://school.example',
};
const hostile: EmailContext = {
  schoolName: 'Evil "School"\r\nBcc: everyone@example.com',
  recipientName: '<script>alert(1)</script> Mallory\u202e',
  appUrl: 'https://school.example',
};

/** The one invoice every invoice email of the samples is about. */
const invoice: InvoiceFacts = {
  invoiceId: '6b07578d4988c4510a444f4c',
  invoiceNumber: 'INV-2027-0042',
  studentName: 'Amira Al-Mansouri',
  totalMinor: 125_000,
  currency: 'AED',
  dueDate: '2027-04-30',
};

const samples: { [Kind in EmailKind]: Extract<EmailMessage, { kind: Kind }> } = {
  'invoice-sent': {
    kind: 'invoice-sent',
    ...invoice,
    period: { month: 3, year: 2027, startDate: '2027-03-01', endDate: '2027-03-31' },
  },
  'lessons-booked': {
    kind: 'lessons-booked',
    studentName: 'Amira Al-Mansouri',
    teacherName: 'James Whitfield',
    meetingLink: 'https://meet.example/amira-maths',
    recurring: true,
    lessons: [0, 7, 14].map((days) => ({
      lessonId: `6b07578d4988c4510a44${String(days).padStart(4, '0')}`,
      startTime: new Date(Date.UTC(2027, 2, 2 + days, 13)).toISOString(),
      timezone: 'UAE' as const,
    })),
  },
  'lesson-moved': {
    kind: 'lesson-moved',
    studentName: 'Amira Al-Mansouri',
    teacherName: 'Sarah Collins',
    meetingLink: 'https://meet.example/amira-maths',
    before: {
      lessonId: '6b07578d4988c4510a440001',
      startTime: '2027-03-30T16:00:00.000Z',
      timezone: 'UK',
      teacherName: 'James Whitfield',
    },
    after: { lessonId: '6b07578d4988c4510a440001', startTime: '2027-04-01T16:00:00.000Z', timezone: 'UK' },
  },
  'lessons-canceled': {
    kind: 'lessons-canceled',
    studentName: 'Amira Al-Mansouri',
    teacherName: 'James Whitfield',
    meetingLink: '',
    reassigned: false,
    lessons: [
      { lessonId: '6b07578d4988c4510a440001', startTime: '2027-03-30T16:00:00.000Z', timezone: 'UK' },
    ],
  },
  'lesson-reminder': {
    kind: 'lesson-reminder',
    studentName: 'Amira Al-Mansouri',
    teacherName: 'James Whitfield',
    meetingLink: 'https://meet.example/amira-maths',
    lesson: { lessonId: '6b07578d4988c4510a440001', startTime: '2027-03-30T16:00:00.000Z', timezone: 'UK' },
  },
  'invoice-overdue': {
    kind: 'invoice-overdue',
    ...invoice,
    stage: 7,
    daysOverdue: 7,
  },
  'overdue-digest': {
    kind: 'overdue-digest',
    date: '2027-05-14',
    count: 3,
    totals: [
      { currency: 'GBP', totalMinor: 32_000 },
      { currency: 'AED', totalMinor: 125_000 },
    ],
    longestOverdue: [invoice],
  },
  'progress-digest': {
    kind: 'progress-digest',
    from: '2027-05-07',
    to: '2027-05-14',
    children: [
      {
        studentId: '6b07578d4988c4510a444f4d',
        studentName: 'Amira Al-Mansouri',
        topics: [
          { subjectName: 'Mathematics', topicName: 'Fractions', status: 'confident' },
          { subjectName: 'English', topicName: 'Persuasive writing', status: 'difficult' },
        ],
        moreTopics: 0,
      },
    ],
  },
  'payment-received': {
    kind: 'payment-received',
    invoiceId: '6b07578d4988c4510a444f4c',
    invoiceNumber: 'INV-2027-0042',
    studentName: 'Amira Al-Mansouri',
    currency: 'AED',
    amountMinor: 50_000,
    paymentDate: '2027-04-12',
    method: 'bank_transfer',
    reference: 'FT27041200123',
    totalMinor: 125_000,
    balanceMinor: 75_000,
  },
  'account-invitation': {
    kind: 'account-invitation',
    token: '6b07578d4988c4510a444f4csample-secret-sample-secret-sample-secret-sam',
    role: 'user',
  },
  'password-reset': {
    kind: 'password-reset',
    token: '6b07578d4988c4510a444f4csample-secret-sample-secret-sample-secret-sam',
  },
  'email-verification': {
    kind: 'email-verification',
    token: '6b07578d4988c4510a444f4csample-secret-sample-secret-sample-secret-sam',
  },
  'account-exists': { kind: 'account-exists' },
  'email-change-confirmation': {
    kind: 'email-change-confirmation',
    token: '6b07578d4988c4510a444f4csample-secret-sample-secret-sample-secret-sam',
    newEmail: 'priya.sharma@example.net',
  },
  'email-change-notice': {
    kind: 'email-change-notice',
    oldEmail: 'priya.sharma@example.com',
    newEmail: 'priya.sharma@example.net',
  },
  'family-registered': {
    kind: 'family-registered',
    familyUserId: '6b07578d4988c4510a444f4c',
    familyName: 'Priya Sharma',
    familyEmail: 'priya@family.example',
  },
};

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const [name, sampleContext] of [
    ['', context],
    ['-hostile-names', hostile],
  ] as const) {
    for (const message of Object.values(samples)) {
      const email = await renderEmail(message, sampleContext);
      const base = join(outDir, `${message.kind}${name}`);
      const headers = `From: ${mailbox(sampleContext.schoolName, 'no-reply@school.example')}\nSubject: ${email.subject}\n\n`;
      writeFileSync(`${base}.html`, email.html);
      writeFileSync(`${base}.txt`, headers + email.text);
    }
  }
  console.log(`Wrote ${Object.keys(samples).length * 2} previews (HTML and text) to ${outDir}`);
}

await main();
