import { describe, expect, it } from 'vitest';
import { calendarWindow, monthWindow, shiftMonth, windowParts } from './lesson-window';

const dayMs = 86_400_000;
const days = ({ from, to }: { from: Date; to: Date }) => Math.round((to.getTime() - from.getTime()) / dayMs);

describe('lesson windows', () => {
  const date = new Date(2026, 9, 14, 10); // Wednesday 14 October 2026

  it('covers the whole weeks a month view shows, Monday first', () => {
    const window = calendarWindow(date, 'month');
    expect(window.from).toEqual(new Date(2026, 8, 28));
    expect(window.to.getDate()).toBe(1);
    expect(window.to.getMonth()).toBe(10);
    expect(days(window)).toBeLessThanOrEqual(93);
  });

  it('covers a Monday-to-Sunday week, a day and the agenda’s 30 days', () => {
    expect(calendarWindow(date, 'week').from).toEqual(new Date(2026, 9, 12));
    expect(calendarWindow(date, 'week').to.getDate()).toBe(18);
    expect(calendarWindow(date, 'day').from).toEqual(new Date(2026, 9, 14));
    expect(calendarWindow(date, 'teachers')).toEqual(calendarWindow(date, 'day'));
    expect(days(calendarWindow(date, 'agenda'))).toBe(31);
  });

  it('gives the table its month and moves a month at a time', () => {
    expect(monthWindow(date).from).toEqual(new Date(2026, 9, 1));
    expect(monthWindow(date).to.getDate()).toBe(31);
    expect(shiftMonth(date, 1)).toEqual(new Date(2026, 10, 1));
    expect(shiftMonth(new Date(2026, 0, 31), -1)).toEqual(new Date(2025, 11, 1));
  });

  it('cuts a window into consecutive weeks that cover it once', () => {
    const month = calendarWindow(date, 'month');
    const parts = windowParts(month);
    expect(parts).toHaveLength(Math.ceil((month.to.getTime() - month.from.getTime()) / (7 * dayMs)));
    expect(parts[0]!.from).toEqual(month.from);
    expect(parts.at(-1)!.to).toEqual(month.to);
    parts.forEach((part, index) => {
      expect(part.to.getTime()).toBeGreaterThanOrEqual(part.from.getTime());
      expect(part.to.getTime() - part.from.getTime()).toBeLessThan(7 * dayMs + 3_600_000);
      if (index > 0) expect(part.from.getTime()).toBe(parts[index - 1]!.to.getTime() + 1);
    });
    const day = calendarWindow(date, 'day');
    expect(windowParts(day)).toEqual([day]);
  });
});
