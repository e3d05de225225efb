import { describe, expect, it } from 'vitest';
import { optionsOf } from './select-field';

describe('optionsOf', () => {
  it('reads each value by its label, in the order given', () => {
    const labels = { paid: 'Paid', overdue: 'Overdue', draft: 'Draft' };
    expect(optionsOf(['overdue', 'paid'] as const, labels)).toEqual([
      { value: 'overdue', label: 'Overdue' },
      { value: 'paid', label: 'Paid' },
    ]);
  });

  it('shows a value as itself when there are no labels', () => {
    expect(optionsOf([2026, 2025])).toEqual([
      { value: 2026, label: '2026' },
      { value: 2025, label: '2025' },
    ]);
    expect(optionsOf(['GBP', 'AED'])).toEqual([
      { value: 'GBP', label: 'GBP' },
      { value: 'AED', label: 'AED' },
    ]);
  });
});
