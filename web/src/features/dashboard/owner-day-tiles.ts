import { formatMoney, toMajorUnits } from '../../../../shared/invoices/money';
import type { DashboardToday } from '../../../../shared/schemas/dashboard-today-schemas';
import { appPaths } from '../../screens';

/** One tile of the owner's day: what it counts, the number, a line under it and where it leads. */
export interface OwnerDayTile {
  id: 'lessons-today' | 'lessons-to-mark' | 'money' | 'failed-emails';
  label: string;
  value: string;
  /** Said after the number; the money tile's amounts, one a line. */
  details: string[];
  to: string;
  /** Something is waiting: the tile draws attention. */
  attention: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The money tile's lines: what is overdue first, per currency, then what is due. */
function moneyLines(money: DashboardToday['money']): string[] {
  if (money.length === 0) return ['Nothing owed'];
  return money.flatMap((owed) => [
    ...(owed.overdueInvoices > 0
      ? [
          `${formatMoney(toMajorUnits(owed.overdueMinor), owed.currency)} overdue (${plural(owed.overdueInvoices, 'invoice', 'invoices')})`,
        ]
      : []),
    ...(owed.dueInvoices > 0
      ? [
          `${formatMoney(toMajorUnits(owed.dueMinor), owed.currency)} due (${plural(owed.dueInvoices, 'invoice', 'invoices')})`,
        ]
      : []),
  ]);
}

/** The four tiles of `GET /dashboard/today`, in the order the owner works through them. */
export function ownerDayTiles(day: DashboardToday): OwnerDayTile[] {
  const overdue = day.money.reduce((sum, owed) => sum + owed.overdueInvoices, 0);
  const open = day.money.reduce((sum, owed) => sum + owed.overdueInvoices + owed.dueInvoices, 0);
  const failed = day.failedEmails.capped ? `${day.failedEmails.count}+` : String(day.failedEmails.count);
  return [
    {
      id: 'lessons-today',
      label: "Today's lessons",
      value: String(day.lessonsToday),
      details: [day.lessonsToday === 0 ? 'No lessons today' : 'Open the day in the calendar'],
      to: `${appPaths.lessonBooking}?view=calendar&calendar=day&date=${day.date}`,
      attention: false,
    },
    {
      id: 'lessons-to-mark',
      label: 'Lessons to mark',
      value: String(day.lessonsToMark),
      details: [
        day.lessonsToMark === 0
          ? 'Every lesson of the last two weeks is marked'
          : 'Ended without completed or attendance (last two weeks)',
      ],
      to: `${appPaths.lessonBooking}?list=past`,
      attention: day.lessonsToMark > 0,
    },
    {
      id: 'money',
      label: 'Money owed',
      value: String(open),
      details: moneyLines(day.money),
      to: appPaths.invoiceManagement,
      attention: overdue > 0,
    },
    {
      id: 'failed-emails',
      label: 'Emails that failed',
      value: failed,
      details: [
        day.failedEmails.count === 0 ? 'Every email was delivered' : 'Retry or dismiss in System health',
      ],
      to: appPaths.systemHealth,
      attention: day.failedEmails.count > 0,
    },
  ];
}
