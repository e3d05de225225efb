import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import {
  activeFilterCount,
  filterLessons,
  hasActiveFilters,
  lessonQueryFilters,
  noFilters,
} from './lesson-filters-model';

function lesson(overrides: Partial<Lesson>): Lesson {
  return {
    _id: 'a'.repeat(24),
    student: { _id: 'b'.repeat(24), name: 'Amira Khan' },
    teacher: { _id: 'c'.repeat(24), name: 'Tom Baker', email: 'tom@school.test' },
    subject: '',
    subjectName: '',
    startTime: '2026-10-13T16:00:00.000Z',
    endTime: '2026-10-13T17:00:00.000Z',
    timezone: 'UK',
    durationMinutes: 60,
    status: 'pending',
    notes: '',
    meetingLink: '',
    isRecurring: false,
    ...overrides,
  };
}

describe('lesson filters', () => {
  const lessons = [
    lesson({ _id: '1' }),
    lesson({
      _id: '2',
      student: { _id: 'd', name: 'Oliver Smith' },
      teacher: { _id: 'e', name: 'Sara Ali' },
      status: 'confirmed',
      timezone: 'UAE',
      startTime: '2026-10-14T08:00:00.000Z',
    }),
  ];
  const now = new Date('2026-10-14T12:00:00.000Z');
  const ids = (filters: Partial<typeof noFilters>) =>
    filterLessons(lessons, { ...noFilters, ...filters }, now).map((item) => item._id);

  it('matches student and teacher names case-insensitively, anywhere in the name', () => {
    expect(ids({})).toEqual(['1', '2']);
    expect(ids({ student: ' khan' })).toEqual(['1']);
    expect(ids({ teacher: 'ALI' })).toEqual(['2']);
    expect(ids({ student: 'khan', teacher: 'ali' })).toEqual([]);
  });

  it('filters by status, timezone and today', () => {
    expect(ids({ status: 'confirmed' })).toEqual(['2']);
    expect(ids({ timezone: 'UK' })).toEqual(['1']);
    expect(ids({ status: 'today' })).toEqual(['2']);
  });

  it('asks the API to filter status and timezone, never "today"', () => {
    expect(lessonQueryFilters(noFilters)).toEqual({});
    expect(lessonQueryFilters({ ...noFilters, status: 'today', timezone: 'UAE' })).toEqual({
      timezone: 'UAE',
    });
    expect(lessonQueryFilters({ ...noFilters, status: 'canceled' })).toEqual({ status: 'canceled' });
  });
});

describe('activeFilterCount', () => {
  it('counts each filter that narrows the list, and a blank search as none', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(activeFilterCount({ ...noFilters, student: '   ' })).toBe(0);
    expect(activeFilterCount({ ...noFilters, student: 'Amira' })).toBe(1);
    expect(activeFilterCount({ student: 'a', teacher: 'b', status: 'today', timezone: 'UK' })).toBe(4);
    expect(hasActiveFilters({ ...noFilters, timezone: 'UK' })).toBe(true);
  });
});
