import { describe, expect, it } from 'vitest';
import { errorSummary, errorSummaryLength } from './error-summary';

describe('errorSummary', () => {
  it('keeps the class and message of an error on one line', () => {
    expect(errorSummary(new TypeError('bad\n  value'))).toBe('TypeError: bad value');
    expect(errorSummary(new Error('table unreachable'))).toBe('table unreachable');
  });

  it('hides email addresses and long numbers', () => {
    expect(errorSummary(new Error('no account for ann@example.com (07700900123)'))).toBe(
      'no account for [address] ([number])',
    );
    expect(errorSummary('code 12345 stays')).toBe('code 12345 stays');
  });

  it('cuts a long message short and names an empty one', () => {
    const summary = errorSummary(new Error('x'.repeat(500)));
    expect(summary).toHaveLength(errorSummaryLength);
    expect(summary.endsWith('…')).toBe(true);
    expect(errorSummary(new Error('  '))).toBe('Unknown error');
  });
});
