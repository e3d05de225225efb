import { idPattern } from '../../../../../shared/ids';
import type { InvoiceStatus } from '../../../../../shared/invoices/invoice-statuses';
import { currencies, type Currency } from '../../../../../shared/invoices/money';
import { invoicePageSize, maxInvoicePage } from '../../../../../shared/invoices/invoice-limits';
import type { InvoiceListQuery } from '../../../../../shared/schemas/invoice-schemas';

/**
 * What the Invoice Management page keeps in its address, so a reload, the
 * back button or a shared link shows the same filtered page of invoices:
 * `?status=sent&student=…&month=3&year=2026&currency=GBP&page=2`.
 */
export const invoiceUrlParams = {
  status: 'status',
  student: 'student',
  month: 'month',
  year: 'year',
  currency: 'currency',
  page: 'page',
} as const;

/** The Status filter offers All, Draft, Sent, Paid, Overdue and Void. */
export const filterStatuses = [
  'draft',
  'sent',
  'paid',
  'overdue',
  'void',
] as const satisfies readonly InvoiceStatus[];
export type FilterStatus = (typeof filterStatuses)[number];

/** Each filter as its select holds it: '' means "all". */
export interface InvoiceListFilters {
  status: FilterStatus | '';
  studentId: string;
  month: string;
  year: string;
  currency: Currency | '';
}

export const noInvoiceFilters: InvoiceListFilters = {
  status: '',
  studentId: '',
  month: '',
  year: '',
  currency: '',
};

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return options.find((option) => option === value) ?? '';
}

function monthParam(value: string | null): string {
  const month = Number(value);
  return value && Number.isInteger(month) && month >= 1 && month <= 12 ? String(month) : '';
}

function yearParam(value: string | null): string {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= 2000 && year <= 2100 ? String(year) : '';
}

/** The filters in an address; anything the API would refuse is read as "all". */
export function filtersFromParams(params: URLSearchParams): InvoiceListFilters {
  const student = params.get(invoiceUrlParams.student) ?? '';
  return {
    status: oneOf(filterStatuses, params.get(invoiceUrlParams.status)),
    studentId: idPattern.test(student) ? student : '',
    month: monthParam(params.get(invoiceUrlParams.month)),
    year: yearParam(params.get(invoiceUrlParams.year)),
    currency: oneOf(currencies, params.get(invoiceUrlParams.currency)),
  };
}

/** The 1-based page in an address (1 when absent or not a page number). */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get(invoiceUrlParams.page));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, maxInvoicePage) : 1;
}

/** A copy of `params` showing these filters from their first page. */
export function paramsWithFilters(params: URLSearchParams, filters: InvoiceListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<string, string> = {
    [invoiceUrlParams.status]: filters.status,
    [invoiceUrlParams.student]: filters.studentId,
    [invoiceUrlParams.month]: filters.month,
    [invoiceUrlParams.year]: filters.year,
    [invoiceUrlParams.currency]: filters.currency,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete(invoiceUrlParams.page);
  return next;
}

/** A copy of `params` on another page (page 1 is the address without `page`). */
export function paramsWithPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(invoiceUrlParams.page, String(Math.min(Math.floor(page), maxInvoicePage)));
  else next.delete(invoiceUrlParams.page);
  return next;
}

export function hasActiveFilters(filters: InvoiceListFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** GET /invoices's query for a page of these filters (limit=10, the page size of every invoice list). */
export function invoiceListQuery(filters: InvoiceListFilters, page: number): InvoiceListQuery {
  return {
    page,
    limit: invoicePageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.studentId ? { studentId: filters.studentId } : {}),
    ...(filters.month ? { month: Number(filters.month) } : {}),
    ...(filters.year ? { year: Number(filters.year) } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
  };
}
