import { describe, expect, it } from 'vitest';
import { recurringLessonCreateSchema } from './lesson-schemas';

const series = {
  student: 'a'.repeat(24),
  teacher: 'b'.repeat(24),
  startDate: '2027-02-01',
  endDate: '2027-03-01',
  startTime: '16:00',
  recurrencePattern: 'weekly',
  daysOfWeek: [1],
};

describe('recurringLessonCreateSchema', () => {
  it('accepts a series between two real dates', () => {
    expect(recurringLessonCreateSchema.safeParse(series).success).toBe(true);
  });

  it.each([
    ['startDate', '2027-02-30', 'Start date must be a real date'],
    ['endDate', '2027-02-29', 'End date must be a real date'],
    ['endDate', '2027-13-01', 'End date must be a real date'],
  ])('refuses %s %s, a day no calendar has', (field, value, message) => {
    const result = recurringLessonCreateSchema.safeParse({ ...series, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
