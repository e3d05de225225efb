/**
 * The kinds of message an account can choose to get by email, grouped the way
 * a family or a member of staff thinks of them. Every email kind belongs to one
 * category (functions/shared-domains/messaging/email-categories.ts); account emails
 * (invitations, password resets, verification) always go.
 */
export const messageCategories = [
  'account',
  'invoices',
  'lessons',
  'lesson-reminders',
  'progress-digest',
  'lesson-reports',
  'staff-updates',
  'system-health',
] as const;

export type MessageCategory = (typeof messageCategories)[number];

export interface MessageCategoryDescription {
  label: string;
  /** Whether an account that never chose gets these emails. */
  emailByDefault: boolean;
  /** Account emails cannot be turned off: without them nobody could sign in. */
  alwaysSent: boolean;
}

export const messageCategoryDescriptions: Record<MessageCategory, MessageCategoryDescription> = {
  account: { label: 'Invitations and password resets', emailByDefault: true, alwaysSent: true },
  invoices: { label: 'Invoices, payments and overdue reminders', emailByDefault: true, alwaysSent: false },
  lessons: { label: 'Lessons booked, moved or canceled', emailByDefault: true, alwaysSent: false },
  'lesson-reminders': {
    label: 'A reminder the day before each lesson',
    emailByDefault: true,
    alwaysSent: false,
  },
  'progress-digest': {
    label: 'A weekly digest of progress changes',
    emailByDefault: false,
    alwaysSent: false,
  },
  'lesson-reports': {
    label: 'Lesson reports: topics covered, homework and the teacher’s comment',
    emailByDefault: true,
    alwaysSent: false,
  },
  'staff-updates': {
    label: 'Staff updates: the daily overdue digest and new registrations',
    emailByDefault: true,
    alwaysSent: false,
  },
  // Only super_admins are sent it (functions/jobs/system-summary.ts), and only in a week that needs them.
  'system-health': {
    label: 'System health: a weekly summary when something needs attention',
    emailByDefault: true,
    alwaysSent: false,
  },
};
