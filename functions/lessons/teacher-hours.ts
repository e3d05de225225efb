import { monthsBetween } from '../../shared/exports/export-ranges';
import type { Attendance } from '../../shared/lessons/lesson-attendance';
import type { AttendanceCounts, TeacherHours } from '../../shared/schemas/export-schemas';
import type { RouteTable } from '../../shared/routes/route-table';
import type { RouteService } from '../platform/route-service';
import { durationMinutes } from './export-lessons-csv';
import { localDateOf, lessonsOnDates } from './lessons-on-dates';

interface Tally {
  minutes: number;
  lessons: number;
  attendance: AttendanceCounts;
}

interface TeacherTally {
  teacherName: string;
  byMonth: Map<string, Tally>;
}

const noAttendance = (): AttendanceCounts => ({
  present: 0,
  late: 0,
  absent_notified: 0,
  absent_unnotified: 0,
  notRecorded: 0,
});

const emptyTally = (): Tally => ({ minutes: 0, lessons: 0, attendance: noAttendance() });

function addCounts(into: AttendanceCounts, from: AttendanceCounts): AttendanceCounts {
  for (const key of Object.keys(into) as (keyof AttendanceCounts)[]) into[key] += from[key];
  return into;
}

function addTally(into: Tally, from: Tally): Tally {
  into.minutes += from.minutes;
  into.lessons += from.lessons;
  addCounts(into.attendance, from.attendance);
  return into;
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

function add(byMonth: Map<string, Tally>, month: string, minutes: number, attendance?: Attendance) {
  const tally = byMonth.get(month) ?? emptyTally();
  tally.minutes += minutes;
  tally.lessons += 1;
  tally.attendance[attendance ?? 'notRecorded'] += 1;
  byMonth.set(month, tally);
}

function answer(months: string[], tallies: Map<string, TeacherTally>): TeacherHours {
  const monthTotals = new Map<string, Tally>();
  const teachers = [...tallies.entries()]
    .map(([teacherId, tally]) => {
      const taught = months.flatMap((month) => {
        const value = tally.byMonth.get(month);
        return value ? [{ month, ...value }] : [];
      });
      for (const value of taught)
        monthTotals.set(value.month, addTally(monthTotals.get(value.month) ?? emptyTally(), value));
      const total = taught.reduce((sum, value) => addTally(sum, value), emptyTally());
      return {
        teacherId,
        teacherName: tally.teacherName,
        months: taught,
        totalMinutes: total.minutes,
        totalLessons: total.lessons,
        totalAttendance: total.attendance,
      };
    })
    .sort(
      (a, b) => a.teacherName.localeCompare(b.teacherName, 'en-GB') || a.teacherId.localeCompare(b.teacherId),
    );
  const totals = months.map((month) => ({ month, ...(monthTotals.get(month) ?? emptyTally()) }));
  return {
    months,
    teachers,
    monthTotals: totals,
    totalMinutes: totals.reduce((sum, month) => sum + month.minutes, 0),
    totalLessons: totals.reduce((sum, month) => sum + month.lessons, 0),
  };
}

/**
 * GET /lessons/teacher-hours?from&to: the real minutes of completed lessons
 * per teacher per month (each lesson in the month of its own clock, each with
 * its own length), counted by attendance, for paying tutors. Read with the
 * month index's Queries, only completed lessons' few attributes, page by
 * page; only the tallies are kept.
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
      add(tally.byMonth, localDateOf(lesson).slice(0, 7), durationMinutes(lesson), lesson.attendance);
      tallies.set(lesson.teacherId, tally);
    }
  }
  return { data: answer(months, tallies) };
};
