/**
 * How long the school keeps each kind of record: the product's defaults.
 * The school may change them in its settings (being added alongside this
 * page); until a public route serves the school's own figures, the page
 * shows these and says they are the defaults.
 */
export const defaultRetention = [
  {
    what: 'Recent activity (who changed what, shown on dashboards)',
    why: 'So families and staff can see what changed lately',
    howLong: '180 days',
  },
  {
    what: 'Notifications in the app and the record of emails sent',
    why: 'So you can read what you were told',
    howLong: '90 days',
  },
  {
    what: 'The audit log of changes made by staff',
    why: 'So the school can show who changed what, and put mistakes right',
    howLong: '2 years',
  },
  {
    what: 'Invoices and payments',
    why: 'Tax and accounting law (HMRC in the UK, the FTA in the UAE)',
    howLong: '6 years after the end of the financial year they belong to',
  },
  {
    what: 'Your account, your children, their progress sheets, notes and lessons',
    why: 'To teach your children and show you their progress',
    howLong: 'While your account is open; erased when you ask, except invoices (above)',
  },
] as const;
