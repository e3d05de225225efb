import { endOfDay } from 'date-fns/endOfDay';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import type { LessonCalendarSummary } from '../../../../shared/schemas/lesson-calendar-schemas';
import type { Lesson } from '../../../../shared/schemas/lesson-schemas';
import { lessonQueryFilters, type LessonFilters } from './lesson-filters-model';
import type { DateWindow } from './lesson-window';
import type { CalendarSummaryFilters } from './lessons-api';

/**
 * The month view's summary on the screen's side: what it asks the server
 * (the filters, names searched there) and what the calendar draws from the
 * answer (each day's first lessons, and how many the server held back).
 */
export function calendarSummaryFilters(
  filters: LessonFilters,
  teacherId: string | null,
): CalendarSummaryFilters {
  const studentName = filters.student.trim();
  const teacherName = filters.teacher.trim();
  return {
    ...lessonQueryFilters(filters),
    ...(studentName ? { studentName } : {}),
    ...(teacherName ? { teacherName } : {}),
    ...(teacherId ? { teacherId } : {}),
  };
}

/** 'Today' on the month view: the summary of today alone, on the viewer's clock. */
export function todayWindow(now: Date = new Date()): DateWindow {
  return { from: startOfDay(now), to: endOfDay(now) };
}

export function summaryLessons(summary: LessonCalendarSummary | undefined): Lesson[] | undefined {
  return summary?.days.flatMap((day) => day.lessons);
}

/** Per day of the viewer's clock, the lessons the server counted but did not send. */
export function heldBackByDay(summary: LessonCalendarSummary | undefined): (day: Date) => number {
  const heldBack = new Map(summary?.days.map((day) => [day.date, day.total - day.lessons.length]) ?? []);
  return (day) => heldBack.get(format(day, 'yyyy-MM-dd')) ?? 0;
}
