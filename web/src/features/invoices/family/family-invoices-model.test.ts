import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import {
  familyFiltersFromParams,
  familyFiltersToParams,
  familyInvoicesErrorMessage,
  familyInvoicesTitle,
  familyListQuery,
  hasActiveFamilyFilters,
  monthOptions,
  noFamilyFilters,
  showsPagination,
  withFilter,
} from './family-invoices-model';

const years = [2026, 2025, 2024, 2023, 2022];
const params = (text: string) => new URLSearchParams(text);

describe('familyInvoicesTitle', () => {
  it("is 'My Invoices' for a student account only", () => {
    expect(familyInvoicesTitle('student')).toBe('My Invoices');
  });

  it.each(['parent', 'user', 'admin', 'super_admin', 'teacher', ''])(
    "is 'Family Invoices' for %s",
    (role) => {
      expect(familyInvoicesTitle(role)).toBe('Family Invoices');
    },
  );
});

describe('filters in the address', () => {
  it('reads every filter and the page', () => {
    expect(
      familyFiltersFromParams(params('status=paid&month=3&year=2025&currency=AED&page=2'), years),
    ).toEqual({
      status: 'paid',
      month: 3,
      year: 2025,
      currency: 'AED',
      page: 2,
    });
  });

  it('starts on the first page with no filters', () => {
    expect(familyFiltersFromParams(params(''), years)).toEqual(noFamilyFilters);
  });

  it('ignores what the screen does not offer', () => {
    expect(
      familyFiltersFromParams(params('status=draft&month=13&year=2019&currency=USD&page=0&extra=1'), years),
    ).toEqual({ page: 1 });
    expect(familyFiltersFromParams(params('month=0&page=-2&year=abc'), years)).toEqual({ page: 1 });
    expect(familyFiltersFromParams(params('month=1.5&page=2e3'), years)).toEqual({ page: 1 });
  });

  it('keeps the page within what the API accepts', () => {
    expect(familyFiltersFromParams(params('page=9999'), years).page).toBe(1000);
  });

  it('writes only what is set, and leaves the first page out', () => {
    expect(familyFiltersToParams({ page: 1 }).toString()).toBe('');
    expect(
      familyFiltersToParams({
        status: 'overdue',
        month: 12,
        year: 2026,
        currency: 'GBP',
        page: 3,
      }).toString(),
    ).toBe('status=overdue&month=12&year=2026&currency=GBP&page=3');
  });

  it('offers Void, as staff can file a void invoice under it', () => {
    expect(familyFiltersFromParams(params('status=void'), years)).toEqual({ status: 'void', page: 1 });
    expect(familyFiltersToParams({ status: 'void', page: 1 }).toString()).toBe('status=void');
    expect(familyListQuery({ status: 'void', page: 1 })).toMatchObject({ status: 'void' });
  });

  it('reads back what it writes', () => {
    const filters = { status: 'sent', month: 7, year: 2024, currency: 'GBP', page: 4 } as const;
    expect(familyFiltersFromParams(familyFiltersToParams(filters), years)).toEqual(filters);
  });
});

describe('withFilter', () => {
  const current = { status: 'paid', month: 3, page: 5 } as const;

  it('sets a filter and goes back to the first page', () => {
    expect(withFilter(current, 'currency', 'AED', years)).toEqual({
      status: 'paid',
      month: 3,
      currency: 'AED',
      page: 1,
    });
    expect(withFilter(current, 'year', '2023', years)).toEqual({
      status: 'paid',
      month: 3,
      year: 2023,
      page: 1,
    });
  });

  it("clears a filter with '' (All)", () => {
    expect(withFilter(current, 'status', '', years)).toEqual({ month: 3, page: 1 });
    expect(withFilter(current, 'month', '', years)).toEqual({ status: 'paid', page: 1 });
  });

  it('says whether any filter is set', () => {
    expect(hasActiveFamilyFilters({ page: 3 })).toBe(false);
    expect(hasActiveFamilyFilters({ page: 1, currency: 'GBP' })).toBe(true);
    expect(hasActiveFamilyFilters({ page: 1, month: 1 })).toBe(true);
  });
});

describe('familyListQuery', () => {
  it('asks for 10 a page and only the filters that are set', () => {
    expect(familyListQuery({ page: 1 })).toEqual({ page: 1, limit: 10 });
    expect(familyListQuery({ status: 'overdue', month: 2, year: 2026, currency: 'AED', page: 2 })).toEqual({
      page: 2,
      limit: 10,
      status: 'overdue',
      month: 2,
      year: 2026,
      currency: 'AED',
    });
  });
});

describe('pagination and month options', () => {
  it('shows pagination only for more than one page', () => {
    expect(showsPagination(0)).toBe(false);
    expect(showsPagination(1)).toBe(false);
    expect(showsPagination(2)).toBe(true);
  });

  it('offers January to December as 1 to 12', () => {
    expect(monthOptions).toHaveLength(12);
    expect(monthOptions[0]).toEqual({ value: 1, label: 'January' });
    expect(monthOptions[11]).toEqual({ value: 12, label: 'December' });
  });
});

describe('familyInvoicesErrorMessage', () => {
  it.each([
    [401, 'Please log in to view invoices'],
    [403, 'You do not have permission to view invoices'],
    [404, 'Invoice service not found'],
    [500, 'Server error. Please try again later.'],
  ])('answers %i with its own message', (status, message) => {
    expect(familyInvoicesErrorMessage(new ApiError(status, 'whatever the server said'))).toBe(message);
  });

  it("shows the server's message for any other status, else 'Failed to fetch invoices'", () => {
    expect(familyInvoicesErrorMessage(new ApiError(400, 'Year must be 2000 or later'))).toBe(
      'Year must be 2000 or later',
    );
    expect(familyInvoicesErrorMessage(new ApiError(502, 'Request failed with status 502', {}, false))).toBe(
      'Failed to fetch invoices',
    );
  });

  it('says the server cannot be reached when no answer came', () => {
    expect(familyInvoicesErrorMessage(new ApiError(0, 'Network error', {}, false))).toBe(
      'Cannot connect to server. Please check your connection.',
    );
  });

  it("falls back to 'Failed to fetch invoices' for anything else", () => {
    expect(familyInvoicesErrorMessage(new Error('boom'))).toBe('Failed to fetch invoices');
    expect(familyInvoicesErrorMessage(undefined)).toBe('Failed to fetch invoices');
  });
});
