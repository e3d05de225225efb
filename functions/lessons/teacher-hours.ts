import { monthsBetween } from '../../shared/exports/export-ranges';
import type { TeacherHours } from '../../shared/schemas/export-schemas';
import type { RouteTable } from '../../shared/routes/route-table';
import type { RouteService } from '../platform/route-service';
import { durationMinutes } from './export-lessons-csv';
import { localDateOf, lessonsOnDates } from './lessons-on-dates';

interface TeacherTally {
  teacherName: string;
  byMonth: Map<string, { minutes: number; lessons: number }>;
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

function add(byMonth: Map<string, { minutes: number; lessons: number }>, month: string, minutes: number) {
  const tally = byMonth.get(month) ?? { minutes: 0, lessons: 0 };
  tally.minutes += minutes;
  tally.lessons += 1;
  byMonth.set(month, tally);
}

function answer(months: string[], tallies: Map<string, TeacherTally>): TeacherHours {
  const monthTotals = new Map<string, { minutes: number; lessons: number }>();
  const teachers = [...tallies.entries()]
    .map(([teacherId, tally]) => {
      const taught = months.flatMap((month) => {
        const value = tally.byMonth.get(month);
        return value ? [{ month, ...value }] : [];
      });
      for (const { month, minutes, lessons } of taught) {
        const total = monthTotals.get(month) ?? { minutes: 0, lessons: 0 };
        monthTotals.set(month, { minutes: total.minutes + minutes, lessons: total.lessons + lessons });
      }
      return {
        teacherId,
        teacherName: tally.teacherName,
        months: taught,
        totalMinutes: taught.reduce((sum, month) => sum + month.minutes, 0),
        totalLessons: taught.reduce((sum, month) => sum + month.lessons, 0),
      };
    })
    .sort(
      (a, b) => a.teacherName.localeCompare(b.teacherName, 'en-GB') || a.teacherId.localeCompare(b.teacherId),
    );
  const totals = months.map((month) => ({
    month,
    ...(monthTotals.get(month) ?? { minutes: 0, lessons: 0 }),
  }));
  return {
    months,
    teachers,
    monthTotals: totals,
    totalMinutes: totals.reduce((sum, month) => sum + month.minutes, 0),
    totalLessons: totals.reduce((sum, month) => sum + month.lessons, 0),
  };
}

/**
 * GET /lessons/teacher-hours?from&to: minutes of completed lessons per
 * teacher per month (each lesson in the month of its own clock), for paying
 * tutors. Read with the month index's Queries, only completed lessons'
 * few attributes, page by page; only the tallies are kept.
 */
export const teacherHours: RouteService<RouteTable['lessons.teacherHours']> = async ({ query }) => {
  const months = monthsBetween(query.from, query.to);
  const tallies = new Map<string, TeacherTally>();
  const pages = lessonsOnDates({
    from: `${query.from}-01`,
    to: lastDayOf(query.to),
    filter: { attr: 'status', eq: 'completed' },
  });
  for await (const page of pages) {
    for (const lesson of page) {
      const tally = tallies.get(lesson.teacherId) ?? { teacherName: lesson.teacherName, byMonth: new Map() };
      add(tally.byMonth, localDateOf(lesson).slice(0, 7), durationMinutes(lesson));
      tallies.set(lesson.teacherId, tally);
    }
  }
  return { data: answer(months, tallies) };
};
