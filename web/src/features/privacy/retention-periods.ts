import type { RetentionSettings } from '../../../../shared/retention-limits';

export interface RetentionRow {
  what: string;
  why: string;
  howLong: string;
}

const daysOrYears = (days: number) => (days % 365 === 0 ? plural(days / 365, 'year') : plural(days, 'day'));
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** What the school keeps, why, and for as long as its retention settings say now. */
export function retentionRows(settings: RetentionSettings): RetentionRow[] {
  return [
    {
      what: 'Recent activity (who changed what, shown on dashboards)',
      why: 'So families and staff can see what changed lately',
      howLong: daysOrYears(settings.activityDays),
    },
    {
      what: 'Notifications in the app and the record of emails sent',
      why: 'So you can read what you were told',
      howLong: daysOrYears(settings.notificationDays),
    },
    {
      what: 'The audit log of changes made by staff',
      why: 'So the school can show who changed what, and put mistakes right',
      howLong: daysOrYears(settings.auditDays),
    },
    {
      what: 'Invoices and payments',
      why: 'Tax and accounting law (HMRC in the UK, the FTA in the UAE)',
      howLong: `${plural(settings.invoiceYears, 'year')} after the end of the financial year they belong to`,
    },
    {
      what: 'Your account, your children, their progress sheets, notes and lessons',
      why: 'To teach your children and show you their progress',
      howLong: 'While your account is open; erased when you ask, except invoices (above)',
    },
  ];
}
