import { describe, expect, it } from 'vitest';
import type { LessonCalendarSummary } from '../../../../shared/schemas/lesson-calendar-schemas';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { calendarSummaryFilters, heldBackByDay, summaryLessons } from './lesson-calendar-summary';
import { noFilters } from './lesson-filters-model';

const lesson = (id: string) => ({ _id: id }) as Lesson;
const summary: LessonCalendarSummary = {
  days: [
    { date: '2026-03-02', total: 11, lessons: [lesson('a'), lesson('b')] },
    { date: '2026-03-03', total: 1, lessons: [lesson('c')] },
  ],
  teachers: [],
  total: 12,
};

describe("the month view's summary", () => {
  it('asks the server for names (trimmed), the API filters and the legend teacher, leaving blanks and Today out', () => {
    expect(calendarSummaryFilters(noFilters, null)).toEqual({});
    expect(
      calendarSummaryFilters(
        { student: '  amy ', teacher: '', status: 'confirmed', timezone: 'UK' },
        'teacher-1',
      ),
    ).toEqual({ studentName: 'amy', status: 'confirmed', timezone: 'UK', teacherId: 'teacher-1' });
    expect(calendarSummaryFilters({ ...noFilters, status: 'today', teacher: 'Tess' }, null)).toEqual({
      teacherName: 'Tess',
    });
  });

  it("draws each day's lessons and counts the ones the server held back on the viewer's day", () => {
    expect(summaryLessons(summary)?.map((each) => each._id)).toEqual(['a', 'b', 'c']);
    const heldBack = heldBackByDay(summary);
    expect(heldBack(new Date(2026, 2, 2, 23, 30))).toBe(9);
    expect(heldBack(new Date(2026, 2, 3))).toBe(0);
    expect(heldBack(new Date(2026, 2, 4))).toBe(0);
    expect(heldBackByDay(undefined)(new Date(2026, 2, 2))).toBe(0);
  });
});
