import { schoolToday, shortDate } from '../../../../../shared/invoices/invoice-period';
import type { InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { rateProblem, toMajorUnits, toMinorUnits } from '../../../../../shared/invoices/money';
import type { Role } from '../../../../../shared/roles';
import type { Invoice, InvoiceItem } from '../../../../../shared/schemas/invoice-schemas';
import { ApiError } from '../../../api/api-error';
import { appPaths } from '../../../screens';

/** The invoice page's rules (who may do what, where back leads, a rate's checks), pure for tests. */

export const invoiceDetailMessages = {
  fetchFailed: 'Failed to fetch invoice details',
  notFound: 'Invoice not found',
  backToInvoices: 'Back to Invoices',
  statusFailed: 'Failed to update invoice status',
  sent: 'Invoice sent successfully',
  paid: 'Invoice marked as paid successfully',
  rateUpdated: 'Rate updated successfully',
  rateFailed: 'Failed to update rate',
  invalidRate: 'Please enter a valid rate',
  exportFailed: 'Failed to export PDF',
  voided: 'Invoice voided',
  voidFailed: 'The invoice could not be voided',
} as const;

export interface InvoiceDetailActions {
  /** Send Invoice: super_admin, draft. */
  canSend: boolean;
  /** Mark as Paid: super_admin, sent or overdue. */
  canMarkPaid: boolean;
  /** The rate pencil on each lesson: super_admin, draft only. */
  canEditRates: boolean;
  /** Void: super_admin, an issued invoice (sent or overdue) with no payment recorded nor credit note. */
  canVoid: boolean;
  /** Credit note: super_admin, an issued invoice (sent, overdue or paid) with something left to credit. */
  canCreditNote: boolean;
}

/**
 * Only super_admin changes an invoice (billing is theirs); admin and families
 * read it and export the PDF. An invoice with money on it is never voided
 * (the server refuses it too).
 */
export function invoiceDetailActions(
  role: Role,
  status: InvoiceStatus,
  hasPayments = false,
  credit: { credited: boolean; leftToCredit: boolean } = { credited: false, leftToCredit: true },
): InvoiceDetailActions {
  const billing = role === 'super_admin';
  const issued = status === 'sent' || status === 'overdue';
  return {
    canSend: billing && status === 'draft',
    canMarkPaid: billing && issued,
    canEditRates: billing && status === 'draft',
    canVoid: billing && issued && !hasPayments && !credit.credited,
    canCreditNote: billing && (issued || status === 'paid') && credit.leftToCredit,
  };
}

/** What may still be credited on the invoice, in its major units: its total less earlier credit notes. */
export function creditableAmount(invoice: Pick<Invoice, 'total' | 'amountCredited'>): number {
  return toMajorUnits(Math.max(0, toMinorUnits(invoice.total) - toMinorUnits(invoice.amountCredited ?? 0)));
}

/**
 * Where the back arrow and 'Back to Invoices' lead: families to their list,
 * super_admin to invoice management; admin (whose management page sends it
 * away) to wherever it came from, or the dashboard when it came from nowhere.
 */
export type InvoiceBackTarget = { kind: 'path'; to: string } | { kind: 'history'; fallback: string };

export function invoiceBackTarget(role: Role): InvoiceBackTarget {
  if (role === 'user' || role === 'parent') return { kind: 'path', to: appPaths.familyInvoices };
  if (role === 'super_admin') return { kind: 'path', to: appPaths.invoiceManagement };
  return { kind: 'history', fallback: appPaths.dashboard };
}

/** A missing invoice, a malformed id or a family's look at someone else's invoice: one 'Invoice not found'. */
export function isInvoiceNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A failed status change or rate update: the screen's wording, then the server's reason when it gave one. */
export function actionFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.isNetworkError) return 'Cannot connect to server. Please check your connection.';
  return error.hasServerMessage ? error.message : undefined;
}

export type RateInputResult = { ok: true; rate: number } | { ok: false; message: string };

/**
 * A rate is a number above 0 ('Please enter a valid rate'); the
 * shared schema adds the upper bound and at most two decimals.
 */
export function parseRateInput(text: string): RateInputResult {
  const trimmed = text.trim();
  if (!trimmed || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) {
    return { ok: false, message: invoiceDetailMessages.invalidRate };
  }
  const rate = Number(trimmed);
  const problem = rateProblem(rate);
  return problem ? { ok: false, message: problem } : { ok: true, rate };
}

/** '45.5' → '45.50': the rate as the number input first shows it. */
export function rateInputText(rate: number): string {
  return rate.toFixed(2);
}

/** '3 Mar 2026' for an instant (createdAt, paidAt), on the school's clock like the due dates. */
export function instantDateText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return shortDate(schoolToday(instant));
}

/** '3 Mar 2026' for a calendar date ('2026-03-03'); anything else as it came. */
export function calendarDateText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? shortDate(value) : value;
}

/** '17:00 UK': a lesson's billed time on its own clock, with that clock's name. */
export function lessonTimeText(item: Pick<InvoiceItem, 'lessonTime' | 'timezone'>): string {
  return `${item.lessonTime} ${item.timezone}`;
}

/** '60 min': the minutes the invoice bills for a lesson. */
export function durationText(minutes: number): string {
  return `${minutes} min`;
}

/** 'Maths on 3 Mar 2026 at 17:00 UK': names a lesson line's controls for a screen reader. */
export function lessonLineLabel(
  item: Pick<InvoiceItem, 'subject' | 'lessonDate' | 'lessonTime' | 'timezone'>,
) {
  return `${item.subject || 'Lesson'} on ${calendarDateText(item.lessonDate)} at ${lessonTimeText(item)}`;
}
