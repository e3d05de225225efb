import { describe, expect, it } from 'vitest';
import { makeUpCreditOrigin } from './make-up-credit-origin';
import { calendarDateText, makeUpCreditsSummary } from './make-up-credit-text';

describe('make-up credit text', () => {
  it('reads a calendar date as that day', () => {
    expect(calendarDateText('2027-02-01')).toBe('1 Feb 2027');
  });

  it('says nothing without a credit, and the count with the first expiry otherwise', () => {
    expect(makeUpCreditsSummary([])).toBeNull();
    expect(makeUpCreditsSummary([{ expiresOn: '2027-02-01' }])).toBe(
      'Make-up lessons available: 1, expires 1 Feb 2027',
    );
    expect(makeUpCreditsSummary([{ expiresOn: '2027-01-20' }, { expiresOn: '2027-02-01' }])).toBe(
      'Make-up lessons available: 2, the first expires 20 Jan 2027',
    );
  });

  it("names the canceled lesson on the school's calendar", () => {
    // 23:30 UTC on 31 October 2027 is still 31 October in London (GMT), 1 November in Dubai.
    expect(
      makeUpCreditOrigin({
        subjectName: 'Mathematics',
        lessonStart: '2027-10-31T23:30:00.000Z',
        canceledBy: 'family',
      }),
    ).toBe('Mathematics lesson of 31 Oct 2027, canceled by the family');
    expect(
      makeUpCreditOrigin({ subjectName: '', lessonStart: '2027-07-01T23:30:00.000Z', canceledBy: 'school' }),
    ).toBe('Lesson of 2 Jul 2027, canceled by the school');
  });
});
