import { dayStartInstant, nextCalendarDay } from '../../shared/exports/export-ranges';
import { ianaZones, type LessonTimezone } from '../../shared/lesson-time';
import type { Attendance } from '../../shared/lessons/lesson-attendance';
import {
  attendanceOf,
  lessonExportPages,
  type LessonExportCopy,
  type LessonExportFilter,
} from '../entities/lesson-export-copy-entity';
import { readAhead } from '../platform/table/read-ahead';
import { lessonWallTime } from './lesson-wall-clock';

/** Where the exports read lessons: the export index month by month, or one teacher's partition. */
type ExportPartition = Parameters<typeof lessonExportPages>[0];

export interface LessonsOnDates {
  /** Calendar dates, both included, each lesson on its own clock (a UAE lesson on Dubai's). */
  from: string;
  to: string;
  /** One teacher's lessons (its own index partition), or the whole school's month by month. */
  teacherId?: string;
  /** Which lessons to keep, on the columns the export index copies. */
  filter?: LessonExportFilter;
}

/**
 * The UTC window that holds every lesson whose own date is in the range:
 * from the range's first midnight on the earliest clock (Dubai) to the
 * midnight after it on the latest (London). A lesson inside the window but
 * outside the range on its own clock is dropped after reading.
 */
function utcWindow(from: string, to: string): { start: string; before: string } {
  const zones = Object.values(ianaZones);
  const starts = zones.map((zone) => dayStartInstant(from, zone));
  const ends = zones.map((zone) => dayStartInstant(nextCalendarDay(to), zone));
  return { start: starts.sort()[0]!, before: ends.sort().at(-1)! };
}

/** `2026-03`, `2026-04`, … for every UTC month the window touches: the staff index's partitions. */
function utcMonths(start: string, before: string): string[] {
  const months: string[] = [];
  let cursor = Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, 1);
  while (cursor < Date.parse(before)) {
    const month = new Date(cursor);
    months.push(month.toISOString().slice(0, 7));
    cursor = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1);
  }
  return months;
}

/** The lesson's date on its own clock, e.g. `2026-03-29`. */
export function localDateOf(lesson: { startTime: string; timezone: LessonTimezone }): string {
  return lessonWallTime(lesson.startTime, lesson.timezone).date;
}

/** An exported lesson with its attendance, when recorded. */
export type ExportedLesson = LessonExportCopy & { attendance?: Attendance };

/** Each lesson with its attendance: read only for those that can have one (started and not canceled). */
async function withAttendance(lessons: LessonExportCopy[], now: number): Promise<ExportedLesson[]> {
  const candidates = lessons.filter(
    (lesson) => lesson.status !== 'canceled' && Date.parse(lesson.startTime) <= now,
  );
  const attendance = await attendanceOf(candidates.map((lesson) => lesson.id));
  return lessons.map((lesson) => {
    const value = attendance.get(lesson.id);
    return value ? { ...lesson, attendance: value } : lesson;
  });
}

/** How many months are read at once: a month of the large school is about 8,000 lessons (a few MB). */
const monthsReadAhead = 3;

/** Every lesson of one partition on the range's dates, page by page. */
async function* partitionLessons(
  partition: ExportPartition,
  range: LessonsOnDates,
  window: { start: string; before: string },
): AsyncGenerator<ExportedLesson[]> {
  // `lessonExportPages` includes its end; one millisecond before the next midnight is the same day.
  const last = new Date(Date.parse(window.before) - 1).toISOString();
  for await (const page of lessonExportPages(partition, window.start, last, range.filter)) {
    const onDates = page.filter((lesson) => {
      const date = localDateOf(lesson);
      return date >= range.from && date <= range.to;
    });
    if (onDates.length) yield await withAttendance(onDates, Date.now());
  }
}

async function wholePartition(
  partition: ExportPartition,
  range: LessonsOnDates,
  window: { start: string; before: string },
): Promise<ExportedLesson[]> {
  const lessons: ExportedLesson[] = [];
  for await (const page of partitionLessons(partition, range, window)) lessons.push(...page);
  return lessons;
}

/**
 * The lessons on the range's dates, by start, never a Scan: a teacher's are
 * one Query of its partition, read page by page; the school's are each
 * month's partition of the export index (slim copies: only the columns the
 * exports read), `monthsReadAhead` months read at once (one month after
 * another would leave the database idle while each is encoded), so at most
 * those months are held.
 */
export async function* lessonsOnDates(range: LessonsOnDates): AsyncGenerator<ExportedLesson[]> {
  const window = utcWindow(range.from, range.to);
  if (range.teacherId) {
    yield* partitionLessons({ teacherId: range.teacherId }, range, window);
    return;
  }
  const months = utcMonths(window.start, window.before).map(
    (month) => () => wholePartition({ exportMonth: month }, range, window),
  );
  for await (const lessons of readAhead(months, monthsReadAhead)) if (lessons.length) yield lessons;
}
