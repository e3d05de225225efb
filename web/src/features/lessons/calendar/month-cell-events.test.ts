import { describe, expect, it } from 'vitest';
import { monthCellEvents, showMoreText } from './month-cell-events';

const at = (day: number, hour: number, minute = 0) => ({ start: new Date(2026, 2, day, hour, minute) });

describe('monthCellEvents', () => {
  it('gives each day its earliest events up to the limit, in time order, and counts the rest', () => {
    const monday = [at(9, 18), at(9, 16), at(9, 17), at(9, 16, 30), at(9, 19)];
    const tuesday = [at(10, 17)];
    const { events, heldBack } = monthCellEvents([...monday, ...tuesday], 3);

    expect(events.map((event) => event.start.getHours() * 60 + event.start.getMinutes())).toEqual([
      16 * 60,
      16 * 60 + 30,
      17 * 60,
      17 * 60,
    ]);
    expect(events.filter((event) => event.start.getDate() === 9)).toHaveLength(3);
    expect(heldBack(new Date(2026, 2, 9, 0, 0))).toBe(2);
    expect(heldBack(new Date(2026, 2, 10, 23, 59))).toBe(0);
    expect(heldBack(new Date(2026, 2, 11))).toBe(0);
  });

  it('keeps a small month whole', () => {
    const few = [at(3, 17), at(4, 17), at(4, 18)];
    expect(monthCellEvents(few).events).toHaveLength(3);
  });

  it('gives the calendar 8 lessons a day of a large school’s month (9,000 lessons)', () => {
    const month = Array.from({ length: 9000 }, (_, index) => at(1 + (index % 30), 15 + (index % 5)));
    const { events, heldBack } = monthCellEvents(month);
    expect(events).toHaveLength(30 * 8);
    expect(heldBack(new Date(2026, 2, 1))).toBe(300 - 8);
  });
});

describe('showMoreText', () => {
  it('adds the events the cell never got to those the calendar hid', () => {
    const heldBack = (day: Date) => (day.getDate() === 9 ? 292 : 0);
    expect(showMoreText(5, [at(9, 16)], heldBack)).toBe('+297 more');
    expect(showMoreText(2, [at(10, 16)], heldBack)).toBe('+2 more');
  });
});
