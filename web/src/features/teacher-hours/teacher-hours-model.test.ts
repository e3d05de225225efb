import { expect, it } from 'vitest';
import { datesOfMonths, formatHours, monthRangeProblem } from './teacher-hours-model';

it('writes minutes as hours and minutes', () => {
  expect([0, 45, 60, 750].map(formatHours)).toEqual(['0 h', '45 min', '1 h', '12 h 30 min']);
});

it('turns a month range into the dates the CSV covers, and says what is wrong with a bad one', () => {
  expect(datesOfMonths('2024-01', '2024-02')).toEqual({ from: '2024-01-01', to: '2024-02-29' });
  expect(monthRangeProblem('2026-01', '2026-12')).toBeUndefined();
  expect(monthRangeProblem('2026-03', '2026-02')).toBe('The last month must not be before the first');
  expect(monthRangeProblem('2025-01', '2026-01')).toMatch(/at most 12 months/);
  expect(monthRangeProblem('', '2026-01')).toBe('Choose a month for both ends');
});
