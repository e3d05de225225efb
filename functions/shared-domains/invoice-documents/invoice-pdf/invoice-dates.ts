import { schoolToday, shortDate } from '../../../../shared/invoices/invoice-period';

/** "5 Apr 2026" for an instant, on the school's clock; a dash when there is none. */
export function instantDate(iso: string | undefined): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '—' : shortDate(schoolToday(instant));
}

/** "30 Apr 2026" for a calendar day; a dash for anything that is not one. */
export function calendarDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? shortDate(value) : '—';
}
