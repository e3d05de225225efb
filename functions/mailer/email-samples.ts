import type { EmailKind, EmailMessage, InvoiceFacts } from '../entities/email-messages';
import type { EmailContext } from './templates/email-context';

/**
 * One sample message of every kind of email, with the contexts it is read
 * in: `npm run emails:preview` writes them out to look at, and the mailer's
 * tests render every one (names isolated, nothing wider than a phone). Not
 * imported by the Lambda.
 */
export const sampleContext: EmailContext = {
  schoolName: 'Bright Minds Tutoring',
  recipientName: 'Fatima Al-Mansouri',
  appUrl: 'https://school.example',
  // Read from the school profile and payment settings when an invoice email is sent (other kinds ignore it).
  payment: {
    online: true,
    bankDetails: {
      accountName: 'Bright Minds Tutoring FZ-LLC',
      sortCode: '',
      accountNumber: '',
      iban: 'AE07 0331 2345 6789 0123 456',
    },
  },
};
export const hostileContext: EmailContext = {
  schoolName: 'Evil "School"\r\nBcc: everyone@example.com',
  recipientName: '<script>alert(1)</script> Mallory\u202e',
  appUrl: 'https://school.example',
  payment: {
    online: false,
    bankDetails: {
      accountName: '<b>Evil</b>\r\nBcc: everyone@example.com',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      iban: '',
    },
  },
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

export const emailSamples: { [Kind in EmailKind]: Extract<EmailMessage, { kind: Kind }> } = {
  'invoice-sent': {
    kind: 'invoice-sent',
    ...invoice,
    period: { month: 3, year: 2027, startDate: '2027-03-01', endDate: '2027-03-31' },
    revision: 2,
  },
  'family-invoices-sent': {
    kind: 'family-invoices-sent',
    familyId: '6b07578d4988c4510a440001',
    period: { month: 3, year: 2027 },
    currency: 'AED',
    invoices: [
      { ...invoice, studentId: '6b07578d4988c4510a440002', amountDueMinor: 125_000, revision: 2 },
      {
        ...invoice,
        invoiceId: '6b07578d4988c4510a444f4d',
        invoiceNumber: 'INV-2027-0043',
        studentId: '6b07578d4988c4510a440003',
        studentName: 'Omar Al-Mansouri',
        totalMinor: 90_000,
        amountDueMinor: 60_000,
        revision: 3,
      },
    ],
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
    balanceMinor: 75_000,
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
  'lesson-report': {
    kind: 'lesson-report',
    lessonId: '6b07578d4988c4510a444f50',
    studentName: 'Amira Al-Mansouri',
    teacherName: 'Sarah Ahmed',
    subjectName: 'Mathematics',
    lesson: { lessonId: '6b07578d4988c4510a444f50', startTime: '2027-05-12T14:00:00.000Z', timezone: 'UAE' },
    topics: [
      { unitName: 'Number', topicName: 'Negative numbers', status: 'difficult' },
      { unitName: 'Number', topicName: 'Fractions', status: 'confident' },
    ],
    homework: 'Worksheet 4, questions 1 to 10.',
    comment: 'Amira worked hard today; subtracting below zero needs more practice.',
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
  'credit-note-issued': {
    kind: 'credit-note-issued',
    creditNoteId: '6b07578d4988c4510a444f4d',
    creditNoteNumber: 'CN-2027-0003',
    invoiceId: '6b07578d4988c4510a444f4c',
    invoiceNumber: 'INV-2027-0042',
    studentName: 'Amira Al-Mansouri',
    currency: 'AED',
    totalMinor: 21_000,
    familyCreditMinor: 5_000,
    reason: 'Two lessons cancelled by the school',
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
  'system-summary': {
    kind: 'system-summary',
    date: '2027-05-17',
    failedEmails: 2,
    deadLetters: [{ queue: 'mailer', count: 1 }],
    jobs: [{ name: 'retention', lastRunAt: '2027-05-14T02:00:00.000Z', outcome: 'failed', stale: false }],
    overdueInvoices: 4,
  },
};

/**
 * Invoice emails as other families read them: one still invited (every link
 * goes through its invitation, then the invoice) at a school taking bank
 * transfer only, in pounds; and one at a school with neither set up.
 */
export const emailVariants: { name: string; message: EmailMessage; context: EmailContext }[] = [
  {
    name: 'invoice-sent-invited-family',
    message: { ...emailSamples['invoice-sent'], currency: 'GBP', totalMinor: 32_000 },
    context: {
      ...sampleContext,
      payment: {
        online: false,
        bankDetails: {
          accountName: 'Bright Minds Tutoring Ltd',
          sortCode: '12-34-56',
          accountNumber: '12345678',
          iban: 'GB33 BUKB 2020 1555 5555 55',
        },
      },
      invitation: {
        url: 'https://school.example/invite/6b07578d4988c4510a444f4csample-secret-sample-secret-sample-secret-sam',
        validity: 'The link works once and for 7 days, and replaces any invitation link emailed before.',
      },
    },
  },
  {
    name: 'invoice-overdue-nothing-set-up',
    message: { ...emailSamples['invoice-overdue'], stage: 0, daysOverdue: 1, balanceMinor: 125_000 },
    context: { ...sampleContext, payment: { online: false } },
  },
];
