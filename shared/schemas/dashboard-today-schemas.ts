import * as z from 'zod';
import { currencies } from '../invoices/money';

/** Money still owed in one currency, in minor units (shared/invoices/money.ts), and on how many invoices. */
const owedSchema = z.object({
  currency: z.enum(currencies),
  /** Sent, not yet past their due date: their totals less part payments. */
  dueMinor: z.int(),
  dueInvoices: z.int().min(0),
  /** Past their due date. */
  overdueMinor: z.int(),
  overdueInvoices: z.int().min(0),
});

/**
 * `GET /dashboard/today`: what the owner has to do today (issue 40), every
 * number from a key-conditioned read (docs/dashboard.md).
 */
export const dashboardTodaySchema = z.object({
  /** Today on the school's calendar (Europe/London), YYYY-MM-DD. */
  date: z.string(),
  /** Lessons starting today, canceled ones left out. */
  lessonsToday: z.int().min(0),
  /** Lessons of the last 14 days that ended without being marked completed or given attendance. */
  lessonsToMark: z.int().min(0),
  /** One entry per currency with anything owed; none when nothing is. */
  money: z.array(owedSchema),
  /** Emails that failed and are neither sent again nor dismissed (System health), counted up to `cap`. */
  failedEmails: z.object({ count: z.int().min(0), capped: z.boolean() }),
});

export type DashboardToday = z.infer<typeof dashboardTodaySchema>;
