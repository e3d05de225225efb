import { monthNames, invoicePeriodYears } from '../../../../../shared/invoices/invoice-period';
import type { InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { currencies, type Currency } from '../../../../../shared/invoices/money';
import { invoicePageSize, maxInvoicePage } from '../../../../../shared/invoices/invoice-limits';
import { ApiError } from '../../../api/api-error';

/**
 * The family invoice list's rules (title, filters, pages, why it did not load),
 * pure so the screen and its tests agree: the title, the filters kept in the
 * address, the list request and the wording of a failed load.
 */

/** 'My Invoices' for a student account, else 'Family Invoices'. */
export function familyInvoicesTitle(role: string): string {
  return role === 'student' ? 'My Invoices' : 'Family Invoices';
}

/** The Status filter offers All, Sent, Paid, Overdue and Void, as staff's does (families never see drafts). */
export const familyStatusFilters = [
  'sent',
  'paid',
  'overdue',
  'void',
] as const satisfies readonly InvoiceStatus[];
export type FamilyStatusFilter = (typeof familyStatusFilters)[number];

export interface FamilyInvoiceFilters {
  status?: FamilyStatusFilter;
  /** 1 to 12. */
  month?: number;
  year?: number;
  currency?: Currency;
  /** 1-based. */
  page: number;
}

export const noFamilyFilters: FamilyInvoiceFilters = { page: 1 };

/** The address's parameter names: `?status=paid&month=3&year=2026&currency=GBP&page=2`. */
export const familyInvoiceParams = {
  status: 'status',
  month: 'month',
  year: 'year',
  currency: 'currency',
  page: 'page',
} as const;

function wholeNumber(text: string | null): number | undefined {
  if (!text || !/^\d{1,4}$/.test(text)) return undefined;
  return Number(text);
}

function oneOf<T extends string>(options: readonly T[], text: string | null): T | undefined {
  return options.find((option) => option === text);
}

/**
 * The filters an address asks for. Anything the screen does not offer (a
 * draft status, a year outside the last five, page 0) is ignored, so an old
 * or hand-edited link still opens a sensible list.
 */
export function familyFiltersFromParams(
  params: URLSearchParams,
  years: readonly number[] = invoicePeriodYears(),
): FamilyInvoiceFilters {
  const filters: FamilyInvoiceFilters = { page: 1 };
  const status = oneOf(familyStatusFilters, params.get(familyInvoiceParams.status));
  if (status) filters.status = status;
  const month = wholeNumber(params.get(familyInvoiceParams.month));
  if (month !== undefined && month >= 1 && month <= 12) filters.month = month;
  const year = wholeNumber(params.get(familyInvoiceParams.year));
  if (year !== undefined && years.includes(year)) filters.year = year;
  const currency = oneOf(currencies, params.get(familyInvoiceParams.currency));
  if (currency) filters.currency = currency;
  const page = wholeNumber(params.get(familyInvoiceParams.page));
  if (page !== undefined && page >= 1) filters.page = Math.min(page, maxInvoicePage);
  return filters;
}

/** The address for some filters; the first page and unset filters leave their parameter out. */
export function familyFiltersToParams(filters: FamilyInvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set(familyInvoiceParams.status, filters.status);
  if (filters.month !== undefined) params.set(familyInvoiceParams.month, String(filters.month));
  if (filters.year !== undefined) params.set(familyInvoiceParams.year, String(filters.year));
  if (filters.currency) params.set(familyInvoiceParams.currency, filters.currency);
  if (filters.page > 1) params.set(familyInvoiceParams.page, String(filters.page));
  return params;
}

/** The value of one filter's select: '' is 'All'. */
export type FilterField = 'status' | 'month' | 'year' | 'currency';

/** A filter picked from its select ('' for All); any change starts again from the first page. */
export function withFilter(
  filters: FamilyInvoiceFilters,
  field: FilterField,
  value: string,
  years: readonly number[] = invoicePeriodYears(),
): FamilyInvoiceFilters {
  const params = familyFiltersToParams({ ...filters, page: 1 });
  if (value) params.set(familyInvoiceParams[field], value);
  else params.delete(familyInvoiceParams[field]);
  return familyFiltersFromParams(params, years);
}

export function hasActiveFamilyFilters(filters: FamilyInvoiceFilters): boolean {
  return (
    filters.status !== undefined ||
    filters.month !== undefined ||
    filters.year !== undefined ||
    filters.currency !== undefined
  );
}

/** GET /invoices/my-invoices with page, limit=10, status, month, year, currency. */
export function familyListQuery(filters: FamilyInvoiceFilters) {
  return {
    page: filters.page,
    limit: invoicePageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.month !== undefined ? { month: filters.month } : {}),
    ...(filters.year !== undefined ? { year: filters.year } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
  };
}

/** Pagination (Previous, Next, 'Page x of y') only when there is more than one page. */
export function showsPagination(pages: number): boolean {
  return pages > 1;
}

/** The month options of the Month filter: 1 → January … 12 → December. */
export const monthOptions = monthNames.map((name, index) => ({ value: index + 1, label: name }));

export const familyInvoiceMessages = {
  unableToLoad: 'Unable to load invoices',
  noInvoices: 'No invoices found',
  fetchFailed: 'Failed to fetch invoices',
  exportFailed: 'Failed to export PDF',
} as const;

/** Why the family list did not load, by the answer's status. */
export function familyInvoicesErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return familyInvoiceMessages.fetchFailed;
  if (error.isNetworkError) return 'Cannot connect to server. Please check your connection.';
  switch (error.status) {
    case 401:
      return 'Please log in to view invoices';
    case 403:
      return 'You do not have permission to view invoices';
    case 404:
      return 'Invoice service not found';
    case 500:
      return 'Server error. Please try again later.';
    default:
      return error.hasServerMessage ? error.message : familyInvoiceMessages.fetchFailed;
  }
}
