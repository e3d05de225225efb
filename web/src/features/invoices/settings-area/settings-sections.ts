import { settingsSectionParam, settingsSections, type SettingsSection } from '../../../screens';

/** What each section of the Settings area is called and holds (docs/settings.md). */
export const settingsSectionText: Record<SettingsSection, { label: string; description: string }> = {
  profile: {
    label: 'School profile',
    description:
      'The school’s one name, its logo and contact details, the bank details on invoices and the data contact.',
  },
  invoicing: {
    label: 'Invoicing',
    description:
      'The rates and tax new invoices start from, overdue reminders, saved items, the sibling discount and the Xero export’s codes.',
  },
  lessons: {
    label: 'Lessons',
    description: 'How lessons are booked, billed and cancelled, and the reminder emails before each lesson.',
  },
  payments: {
    label: 'Payments',
    description: 'Online payment with the school’s own Stripe account. Bank transfer is always shown.',
  },
  retention: {
    label: 'Retention',
    description: 'How long the school keeps each kind of record.',
  },
};

/** The section the address names; the first one when it names none or one that does not exist. */
export function settingsSectionOf(params: URLSearchParams): SettingsSection {
  const named = params.get(settingsSectionParam);
  return settingsSections.find((section) => section === named) ?? settingsSections[0];
}
