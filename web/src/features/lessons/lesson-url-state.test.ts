import { describe, expect, it } from 'vitest';
import { anchorDateFrom, calendarViewFrom, dateParam, pageViewFrom, withParams } from './lesson-url-state';

const params = (query: string) => new URLSearchParams(query);

describe('lesson page address', () => {
  it('reads the view, the calendar view and the date', () => {
    const query = params('view=calendar&calendar=week&date=2026-10-13');
    expect(pageViewFrom(query)).toBe('calendar');
    expect(calendarViewFrom(query)).toBe('week');
    expect(anchorDateFrom(query.get('date'))).toEqual(new Date(2026, 9, 13));
  });

  it('falls back on anything it does not know', () => {
    const query = params('view=grid&calendar=year&date=2026-02-30');
    expect(pageViewFrom(query)).toBe('table');
    expect(calendarViewFrom(query)).toBeNull();
    expect(anchorDateFrom(query.get('date'))).toBeNull();
    expect(anchorDateFrom('13/10/2026')).toBeNull();
    expect(anchorDateFrom(null)).toBeNull();
  });

  it('writes dates as days and keeps the other parameters', () => {
    expect(dateParam(new Date(2026, 9, 13, 17, 30))).toBe('2026-10-13');
    expect(
      withParams(params('view=calendar&date=2026-10-13'), { date: '2026-11-01', view: null }).toString(),
    ).toBe('date=2026-11-01');
  });
});
