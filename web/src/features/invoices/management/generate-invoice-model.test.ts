import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import {
  DuplicateInvoiceError,
  duplicateInvoiceMessage,
  emptyGenerateForm,
  generateFailure,
  generateInvoiceMessages as m,
  generateRequest,
  generateSlot,
  validateGenerateForm,
  type GenerateInvoiceForm,
} from './generate-invoice-model';

const studentId = 'a'.repeat(24);

function form(overrides: Partial<GenerateInvoiceForm> = {}): GenerateInvoiceForm {
  return {
    studentId,
    dateRangeType: 'month',
    month: '3',
    year: '2026',
    startDate: '',
    endDate: '',
    currency: 'GBP',
    ...overrides,
  };
}

describe('emptyGenerateForm', () => {
  it('starts on the current month and year of the school clock, a specific month, no student or currency', () => {
    expect(emptyGenerateForm(new Date('2026-03-14T12:00:00Z'))).toEqual({
      studentId: '',
      dateRangeType: 'month',
      month: '3',
      year: '2026',
      startDate: '',
      endDate: '',
      currency: '',
    });
  });

  it('uses London time at a month boundary', () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    const values = emptyGenerateForm(new Date('2026-05-31T23:30:00Z'));
    expect([values.month, values.year]).toEqual(['6', '2026']);
  });
});

describe('validateGenerateForm', () => {
  it('accepts a complete month form', () => {
    expect(validateGenerateForm(form())).toEqual({});
  });

  it('requires every field, each with its own message', () => {
    expect(validateGenerateForm(form({ studentId: '', month: '', year: '', currency: '' }))).toEqual({
      studentId: m.studentRequired,
      month: m.monthRequired,
      year: m.yearRequired,
      currency: m.currencyRequired,
    });
  });

  it('requires a date range type', () => {
    expect(validateGenerateForm(form({ dateRangeType: '' }))).toEqual({
      dateRangeType: m.dateRangeTypeRequired,
    });
  });

  it('asks a custom range for real start and end dates, not a month', () => {
    expect(validateGenerateForm(form({ dateRangeType: 'custom', month: '', year: '' }))).toEqual({
      startDate: m.startDateRequired,
      endDate: m.endDateRequired,
    });
    expect(
      validateGenerateForm(form({ dateRangeType: 'custom', startDate: '2026-02-30', endDate: '2026-03-10' })),
    ).toEqual({ startDate: m.startDateRequired });
  });

  it('refuses an end before the start and a range over a year', () => {
    expect(
      validateGenerateForm(form({ dateRangeType: 'custom', startDate: '2026-03-10', endDate: '2026-03-09' })),
    ).toEqual({ endDate: m.endBeforeStart });
    expect(
      validateGenerateForm(form({ dateRangeType: 'custom', startDate: '2026-01-01', endDate: '2027-01-02' })),
    ).toEqual({ endDate: m.rangeTooLong });
    expect(
      validateGenerateForm(form({ dateRangeType: 'custom', startDate: '2026-03-10', endDate: '2026-03-10' })),
    ).toEqual({});
  });
});

describe('generateRequest and generateSlot', () => {
  it('sends only the month fields for a specific month', () => {
    expect(generateRequest(form({ startDate: '2026-01-01' }))).toEqual({
      studentId,
      dateRangeType: 'month',
      month: 3,
      year: 2026,
      currency: 'GBP',
    });
    expect(generateSlot(form())).toEqual({ studentId, month: 3, year: 2026, currency: 'GBP' });
  });

  it('sends only the dates for a custom range, filed under the month it starts in', () => {
    const values = form({
      dateRangeType: 'custom',
      month: '7',
      startDate: '2026-04-20',
      endDate: '2026-05-10',
      currency: 'AED',
    });
    expect(generateRequest(values)).toEqual({
      studentId,
      dateRangeType: 'custom',
      startDate: '2026-04-20',
      endDate: '2026-05-10',
      currency: 'AED',
    });
    expect(generateSlot(values)).toEqual({ studentId, month: 4, year: 2026, currency: 'AED' });
  });
});

describe('duplicate invoices', () => {
  const advice = 'Please check the invoice list below or try a different month/year/currency combination.';

  it('words the check before submitting as the spec does', () => {
    expect(duplicateInvoiceMessage({ month: 3, year: 2026, currency: 'GBP' })).toBe(
      `Invoice already exists for March 2026 in GBP. ${advice}`,
    );
  });

  it('reports the invoice the check found', () => {
    const existing = { _id: 'b'.repeat(24), invoiceNumber: 'INV-2026-0007' };
    const failure = generateFailure(
      new DuplicateInvoiceError({ studentId, month: 12, year: 2025, currency: 'AED' }, existing),
    );
    expect(failure).toEqual({
      message: `Invoice already exists for December 2025 in AED. ${advice}`,
      duplicate: true,
      existing,
    });
  });

  it("adds the advice to the server's 409 once", () => {
    expect(generateFailure(new ApiError(409, 'Invoice already exists for March 2026 in GBP'))).toEqual({
      message: `Invoice already exists for March 2026 in GBP. ${advice}`,
      duplicate: true,
    });
    expect(
      generateFailure(new ApiError(409, `Invoice already exists for March 2026 in GBP. ${advice}`)).message,
    ).toBe(`Invoice already exists for March 2026 in GBP. ${advice}`);
  });

  it('treats other failures as the server says, or the fallback', () => {
    expect(generateFailure(new ApiError(400, 'No billable lessons for this student in March 2026'))).toEqual({
      message: 'No billable lessons for this student in March 2026',
      duplicate: false,
    });
    expect(generateFailure(new ApiError(500, 'Request failed', {}, false))).toEqual({
      message: m.failed,
      duplicate: false,
    });
    expect(generateFailure(new Error('boom')).message).toBe('Failed to generate invoice');
    expect(generateFailure(new ApiError(0, 'Network error', {}, false)).message).toBe('Network error');
  });
});
