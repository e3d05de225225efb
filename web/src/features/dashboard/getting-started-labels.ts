import type { GettingStartedStepId } from '../../../../shared/getting-started/getting-started-steps';

/** What each step of the first day's checklist says, and what ticks it. */
export const gettingStartedLabels: Record<GettingStartedStepId, { title: string; detail: string }> = {
  schoolProfile: {
    title: 'Complete your school profile',
    detail: 'Your address, email or phone, shown on invoices.',
  },
  payments: {
    title: 'Set up payments',
    detail: 'Bank details in the school profile, or online payment with Stripe.',
  },
  curriculum: {
    title: 'Add your curriculum',
    detail: 'Start from a national curriculum or GCSE template, or build your own.',
  },
  teachers: { title: 'Add your teachers', detail: 'Each teacher gets an account to sign in with.' },
  families: {
    title: 'Add families and students',
    detail: 'A family account with its children, one by one or imported.',
  },
  lessons: { title: 'Book the first lessons', detail: 'One-off or weekly lessons.' },
  invoiceSettings: {
    title: 'Check your invoice settings',
    detail: 'Rates, tax and reminders, saved once.',
  },
};
