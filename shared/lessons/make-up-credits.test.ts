import { describe, expect, it } from 'vitest';
import { calendarDateAfter, makeUpCreditExpiry, makeUpCreditState } from './make-up-credits';

describe('make-up credits', () => {
  it('adds calendar days across month ends, leap days and clock changes', () => {
    expect(calendarDateAfter('2026-03-28', 2)).toBe('2026-03-30');
    expect(calendarDateAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(calendarDateAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(calendarDateAfter('2026-10-24', 60)).toBe('2026-12-23');
  });

  it('expires on the school day makeUpExpiryDays after it was given (London calendar)', () => {
    // 23:30 UTC on 31 May is already 1 June in London (BST).
    expect(makeUpCreditExpiry(new Date('2026-05-31T23:30:00.000Z'), 60)).toBe('2026-07-31');
    expect(makeUpCreditExpiry(new Date('2026-01-31T23:30:00.000Z'), 1)).toBe('2026-02-01');
  });

  it('is available through its last day, then expired; used once a lesson took it', () => {
    const credit = { expiresOn: '2026-06-30' };
    expect(makeUpCreditState(credit, new Date('2026-06-30T22:59:00.000Z'))).toBe('available');
    expect(makeUpCreditState(credit, new Date('2026-06-30T23:00:00.000Z'))).toBe('expired');
    expect(makeUpCreditState({ ...credit, usedByLessonId: 'x' }, new Date('2026-06-01T00:00:00.000Z'))).toBe(
      'used',
    );
  });
});
