import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  hasActiveFilters,
  invoiceListQuery,
  noInvoiceFilters,
  pageFromParams,
  paramsWithFilters,
  paramsWithPage,
} from './invoice-management-url-state';

const studentId = 'c'.repeat(24);

describe('invoice management address', () => {
  it('reads the filters and the page', () => {
    const params = new URLSearchParams(
      `status=sent&student=${studentId}&month=3&year=2026&currency=AED&page=4`,
    );
    expect(filtersFromParams(params)).toEqual({
      status: 'sent',
      studentId,
      month: '3',
      year: '2026',
      currency: 'AED',
    });
    expect(pageFromParams(params)).toBe(4);
  });

  it('reads anything the API would refuse as "all" and a bad page as 1', () => {
    const params = new URLSearchParams(
      'status=cancelled&student=nope&month=13&year=1999&currency=USD&page=-2',
    );
    expect(filtersFromParams(params)).toEqual(noInvoiceFilters);
    expect(pageFromParams(params)).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=2.5'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=999999'))).toBe(1000);
  });

  it('writes filters from the first page, keeping unrelated parameters', () => {
    const next = paramsWithFilters(new URLSearchParams('page=3&status=paid&other=x'), {
      ...noInvoiceFilters,
      currency: 'GBP',
      month: '11',
    });
    expect(Object.fromEntries(next)).toEqual({ other: 'x', currency: 'GBP', month: '11' });
  });

  it('writes the page, dropping it for page 1', () => {
    expect(paramsWithPage(new URLSearchParams('status=sent'), 2).toString()).toBe('status=sent&page=2');
    expect(paramsWithPage(new URLSearchParams('status=sent&page=2'), 1).toString()).toBe('status=sent');
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters(noInvoiceFilters)).toBe(false);
    expect(hasActiveFilters({ ...noInvoiceFilters, year: '2026' })).toBe(true);
  });

  it('asks the API for 10 a page with only the filters that are set', () => {
    expect(invoiceListQuery(noInvoiceFilters, 1)).toEqual({ page: 1, limit: 10 });
    expect(
      invoiceListQuery({ status: 'overdue', studentId, month: '2', year: '2025', currency: 'GBP' }, 3),
    ).toEqual({ page: 3, limit: 10, status: 'overdue', studentId, month: 2, year: 2025, currency: 'GBP' });
  });
});
