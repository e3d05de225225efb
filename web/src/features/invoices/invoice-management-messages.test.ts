import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { deleteConfirmationText, failureText } from './invoice-management-messages';

describe('failureText', () => {
  it("adds the server's reason to the spec's words", () => {
    expect(failureText('Failed to send invoice', new ApiError(400, 'Only a draft invoice can be sent'))).toBe(
      'Failed to send invoice: Only a draft invoice can be sent',
    );
  });

  it("keeps the spec's words alone when the server gave no reason", () => {
    expect(failureText('Failed to delete invoice', new ApiError(500, 'Request failed', {}, false))).toBe(
      'Failed to delete invoice',
    );
    expect(failureText('Failed to delete invoice', new Error('x'))).toBe('Failed to delete invoice');
    expect(failureText('Failed to delete invoice', new ApiError(0, 'Network error', {}, false))).toBe(
      'Failed to delete invoice: Network error',
    );
  });
});

describe('deleteConfirmationText', () => {
  it('names number, student, status and amount, and warns it cannot be undone', () => {
    expect(
      deleteConfirmationText({
        invoiceNumber: 'INV-2026-0003',
        student: { _id: 'a'.repeat(24), name: 'Amira Khan', grade: 'Year 6' },
        status: 'sent',
        total: 1234.5,
        currency: 'GBP',
        amountPaid: 0,
        balanceDue: 1234.5,
      }),
    ).toBe(
      'Are you sure you want to delete invoice INV-2026-0003? Student: Amira Khan. Status: Due. ' +
        'Amount: £1,234.50. This action cannot be undone.',
    );
  });
});
