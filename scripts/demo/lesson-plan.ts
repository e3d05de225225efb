import { instantToWallTime, wallTimeToInstant, type LessonTimezone } from '../../shared/lesson-time';
import { lessonStatuses, type LessonStatus } from '../../shared/lesson-statuses';
import { expandRecurrence, type RecurrencePattern } from '../../shared/recurrence';
import type { Enrolment, PlannedStudent } from './enrolments';
import type { Random } from './prng';
import { addDays, daysOfTerm, weekday, type SchoolTerm } from './school-term';
import type { DemoTeacher } from './staff';
import { Timetable, daytimeHours, hoursOn, studentKey, teacherKey } from './timetable';

/**
 * The term's timetable: a weekly lesson for every student's main subject
 * (twice a week for some GCSE students), a second weekly lesson for some,
 * one-off assessments, catch-ups and mock-exam lessons, a daily half-term
 * revision course and a monthly mock paper. Lessons already past are
 * completed (a few canceled, a few recent ones not yet marked); lessons to
 * come are confirmed, some pending, a few canceled. One family drops a
 * second weekly lesson part-way, canceling the rest of that series.
 */
export type ChangedBy = 'teacher' | 'office';
export type SeriesStatus = 'completed' | 'confirmed' | 'pending';

export interface LessonChange {
  status: LessonStatus;
  by: ChangedBy;
  notes?: string;
}

export interface PlannedOccurrence {
  start: Date;
  /** Where the lesson ends up once the plan is loaded. */
  status: LessonStatus;
  /** The edit that takes it there from the series' status (none when it stays). */
  change?: LessonChange;
}

export interface PlannedSeries {
  student: number;
  teacher: number;
  subject: string;
  timezone: LessonTimezone;
  pattern: RecurrencePattern;
  startDate: string;
  endDate: string;
  startTime: string;
  daysOfWeek: number[];
  /** Booked with this status: a block already taught is recorded as taught. */
  status: SeriesStatus;
  /** The student's main subject (a second weekly lesson is the one a family may drop). */
  main: boolean;
  notes: string;
  meetingLink?: string;
  occurrences: PlannedOccurrence[];
  /** The family stops the series from this occurrence on (POST /recurring-lessons/{id}/cancel). */
  cancelFrom?: number;
}

export interface PlannedOneOff {
  student: number;
  teacher: number;
  subject: string;
  timezone: LessonTimezone;
  start: Date;
  status: LessonStatus;
  notes: string;
  meetingLink?: string;
}

export interface LessonPlan {
  series: PlannedSeries[];
  oneOffs: PlannedOneOff[];
}

const cancelReasons = ['Student unwell', 'Family holiday', 'School trip', 'Teacher unavailable'];
const hourMs = 60 * 60 * 1000;

interface Context {
  term: SchoolTerm;
  now: Date;
  today: string;
  students: readonly PlannedStudent[];
  teachers: readonly DemoTeacher[];
  timetable: Timetable;
  random: Random;
}

const peopleOf = (student: number, teacher: number) => [studentKey(student), teacherKey(teacher)];

/** The status an occurrence ends in, and the edit that takes it there from the series' status. */
function occurrenceOutcome(start: Date, seriesStatus: SeriesStatus, context: Context): PlannedOccurrence {
  const { random, now } = context;
  const roll = random.next();
  if (start.getTime() + hourMs <= now.getTime()) {
    if (roll < 0.07) return { start, status: 'canceled', change: canceled(context) };
    if (seriesStatus === 'completed') return { start, status: 'completed' };
    const recent = now.getTime() - start.getTime() < 10 * 24 * hourMs;
    if (recent && roll < 0.2 && seriesStatus === 'confirmed') return { start, status: 'confirmed' };
    return { start, status: 'completed', change: { status: 'completed', by: 'teacher' } };
  }
  if (roll < 0.06) return { start, status: 'canceled', change: canceled(context) };
  if (roll < 0.16 && seriesStatus === 'confirmed')
    return {
      start,
      status: 'pending',
      change: { status: 'pending', by: 'office', notes: 'Time change requested' },
    };
  return { start, status: seriesStatus };
}

function canceled(context: Context): LessonChange {
  return { status: 'canceled', by: 'office', notes: context.random.pick(cancelReasons) };
}

function meetingLinkFor(student: PlannedStudent, teacher: number, context: Context): string | undefined {
  // UAE families learn online with the school's UK teachers; some UK families do too.
  const online = student.timezone === 'UAE' || context.random.chance(0.3);
  return online ? context.teachers[teacher]!.meetingRoom : undefined;
}

interface SeriesRequest {
  enrolment: Enrolment;
  pattern: RecurrencePattern;
  startDate: string;
  endDate: string;
  /** Days of the week wanted (weekly); how many is `days`. */
  days: number;
  hours?: readonly string[];
  notes: string;
  /** Weekdays the student already has a weekly lesson on, avoided when possible. */
  avoidDays?: readonly number[];
}

/**
 * The stretches a series is booked in: weekly lessons per half-term, around
 * the half-term week (which has the revision course instead); other
 * patterns in one go.
 */
function blocksOf(request: SeriesRequest, term: SchoolTerm): { startDate: string; endDate: string }[] {
  if (request.pattern !== 'weekly') return [{ startDate: request.startDate, endDate: request.endDate }];
  const secondHalf = addDays(term.halfTermStart, 7);
  const blocks = [];
  if (request.startDate < term.halfTermStart)
    blocks.push({ startDate: request.startDate, endDate: addDays(term.halfTermStart, -1) });
  const secondStart = request.startDate > secondHalf ? request.startDate : secondHalf;
  if (secondStart <= request.endDate) blocks.push({ startDate: secondStart, endDate: request.endDate });
  return blocks;
}

/** Booked as taught when over, pending when it has not begun yet (awaiting the family's confirmation). */
function blockStatus(starts: readonly Date[], startDate: string, context: Context): SeriesStatus {
  if (starts.every((start) => start.getTime() + hourMs <= context.now.getTime())) return 'completed';
  return startDate > context.today ? 'pending' : 'confirmed';
}

function candidateRules(request: SeriesRequest, student: PlannedStudent, context: Context) {
  const candidates: { startTime: string; daysOfWeek: number[] }[] = [];
  if (request.pattern !== 'weekly') {
    for (const startTime of context.random.shuffle(request.hours ?? daytimeHours))
      candidates.push({ startTime, daysOfWeek: [] });
    return candidates;
  }
  const days = context.random.shuffle([1, 2, 3, 4, 5, 6]);
  const preferred = [
    ...days.filter((day) => !request.avoidDays?.includes(day)),
    ...days.filter((day) => request.avoidDays?.includes(day)),
  ];
  for (const day of preferred) {
    for (const startTime of context.random.shuffle(hoursOn(student.timezone, day))) {
      if (request.days !== 2) {
        candidates.push({ startTime, daysOfWeek: [day] });
        continue;
      }
      for (const other of preferred.filter((candidate) => Math.abs(candidate - day) >= 2))
        candidates.push({ startTime, daysOfWeek: [day, other].sort((a, b) => a - b) });
    }
  }
  return candidates;
}

/** Finds a time (and days) free for teacher and student on every occurrence, and books the series. */
function placeSeries(request: SeriesRequest, context: Context): PlannedSeries[] {
  const { enrolment } = request;
  const student = context.students[enrolment.student]!;
  const people = peopleOf(enrolment.student, enrolment.teacher);
  const blocks = blocksOf(request, context.term);
  for (const { startTime, daysOfWeek } of candidateRules(request, student, context)) {
    const expanded = blocks.map((block) =>
      expandRecurrence({
        ...block,
        startTime,
        timezone: student.timezone,
        pattern: request.pattern,
        daysOfWeek,
      }),
    );
    const starts = expanded.flat();
    if (starts.length === 0 || !context.timetable.isFree(people, starts)) continue;
    context.timetable.book(people, starts);
    const meetingLink = meetingLinkFor(student, enrolment.teacher, context);
    return blocks
      .map((block, index) => ({ block, starts: expanded[index]! }))
      .filter(({ starts: blockStarts }) => blockStarts.length > 0)
      .map(({ block, starts: blockStarts }) => {
        const status = blockStatus(blockStarts, block.startDate, context);
        return {
          student: enrolment.student,
          teacher: enrolment.teacher,
          subject: enrolment.subject,
          timezone: student.timezone,
          pattern: request.pattern,
          ...block,
          startTime,
          daysOfWeek,
          status,
          main: enrolment.main,
          notes: request.notes,
          ...(meetingLink ? { meetingLink } : {}),
          occurrences: blockStarts.map((start) => occurrenceOutcome(start, status, context)),
        };
      });
  }
  return [];
}

/** One lesson on `date` (or the next teaching days) at a time free for both. */
function placeOneOff(
  enrolment: Enrolment,
  date: string,
  notes: string,
  context: Context,
): PlannedOneOff | undefined {
  const student = context.students[enrolment.student]!;
  const people = peopleOf(enrolment.student, enrolment.teacher);
  for (let day = date, tries = 0; tries < 6 && day <= context.term.endDate; day = addDays(day, 1), tries++) {
    for (const startTime of context.random.shuffle(hoursOn(student.timezone, weekday(day)))) {
      const start = wallTimeToInstant(day, startTime, student.timezone);
      if (!context.timetable.isFree(people, [start])) continue;
      context.timetable.book(people, [start]);
      const past = start.getTime() + hourMs <= context.now.getTime();
      const roll = context.random.next();
      const status: LessonStatus =
        roll < 0.1 ? 'canceled' : past ? 'completed' : roll < 0.45 ? 'pending' : 'confirmed';
      const meetingLink = meetingLinkFor(student, enrolment.teacher, context);
      return {
        student: enrolment.student,
        teacher: enrolment.teacher,
        subject: enrolment.subject,
        timezone: student.timezone,
        start,
        status,
        notes: status === 'canceled' ? `${notes} (${context.random.pick(cancelReasons)})` : notes,
        ...(meetingLink ? { meetingLink } : {}),
      };
    }
  }
  return undefined;
}

const weekStart = (term: SchoolTerm, week: number) => addDays(term.startDate, 7 * week);

function termWeeks(term: SchoolTerm): number {
  return Math.floor(daysOfTerm(term).length / 6);
}

export function planLessons(
  term: SchoolTerm,
  now: Date,
  students: readonly PlannedStudent[],
  teachers: readonly DemoTeacher[],
  enrolments: readonly Enrolment[],
  random: Random,
): LessonPlan {
  const context: Context = {
    term,
    now,
    today: instantToWallTime(now, 'UK').date,
    students,
    teachers,
    timetable: new Timetable(),
    random,
  };
  const plan: LessonPlan = { series: [], oneOffs: [] };
  const weeks = termWeeks(term);
  const weeklyDays = new Map<number, number[]>();
  const addSeries = (blocks: PlannedSeries[]) => {
    for (const series of blocks) {
      plan.series.push(series);
      if (series.pattern === 'weekly')
        weeklyDays.set(series.student, [...(weeklyDays.get(series.student) ?? []), ...series.daysOfWeek]);
    }
  };

  for (const student of students) {
    const own = enrolments.filter((enrolment) => enrolment.student === student.index);
    const [main, second, ...others] = own;
    if (!main) continue;
    // A few students join part-way through the term, after an assessment lesson.
    const joinsLate = random.chance(0.15) && weeks > 4;
    const startWeek = joinsLate ? random.int(2, Math.max(2, weeks - 3)) : 0;
    const startDate = weekStart(term, startWeek);
    if (joinsLate) addOneOff(placeOneOff(main, addDays(startDate, -6), 'Initial assessment', context));
    addSeries(
      placeSeries(
        {
          enrolment: main,
          pattern: 'weekly',
          startDate,
          endDate: term.endDate,
          days: student.year >= 10 && random.chance(0.25) ? 2 : 1,
          notes: `Weekly ${main.subject}`,
        },
        context,
      ),
    );
    if (second && random.chance(0.5)) {
      addSeries(
        placeSeries(
          {
            enrolment: second,
            pattern: 'weekly',
            startDate: weekStart(term, Math.max(startWeek, random.int(0, 2))),
            endDate: term.endDate,
            days: 1,
            notes: `Weekly ${second.subject}`,
            avoidDays: weeklyDays.get(student.index) ?? [],
          },
          context,
        ),
      );
    } else if (second) {
      addOneOff(placeOneOff(second, random.pick(daysOfTerm(term)), 'Catch-up lesson', context));
    }
    for (const other of others) {
      addOneOff(placeOneOff(other, random.pick(daysOfTerm(term)), 'Topic review', context));
    }
    if (random.chance(0.25)) {
      addOneOff(placeOneOff(main, random.pick(daysOfTerm(term)), 'Catch-up lesson', context));
    }
    if (student.year >= 10) {
      const lastWeeks = daysOfTerm(term).filter((day) => day >= addDays(term.endDate, -18));
      if (student.year === 11 || random.chance(0.3))
        addOneOff(placeOneOff(main, random.pick(lastWeeks), 'Mock exam preparation', context));
      if (random.chance(0.35)) {
        addSeries(
          placeSeries(
            {
              enrolment: main,
              pattern: 'daily',
              startDate: term.halfTermStart,
              endDate: addDays(term.halfTermStart, 4),
              days: 0,
              notes: 'Half-term revision course',
            },
            context,
          ),
        );
      }
      if (student.year === 11 && random.chance(0.5)) {
        addSeries(
          placeSeries(
            {
              enrolment: main,
              pattern: 'monthly',
              startDate: addDays(term.startDate, 12),
              endDate: term.endDate,
              days: 0,
              hours: ['13:00', '14:00'],
              notes: 'Monthly mock paper',
            },
            context,
          ),
        );
      }
    }
  }
  stopOneSeries(plan, now);
  ensureEveryStatus(plan);
  return plan;

  function addOneOff(lesson: PlannedOneOff | undefined) {
    if (lesson) plan.oneOffs.push(lesson);
  }
}

/** A family drops its second weekly lesson: the series is canceled from its second lesson still to come. */
function stopOneSeries(plan: LessonPlan, now: Date): void {
  for (const series of plan.series) {
    if (series.pattern !== 'weekly' || series.main) continue;
    const future = series.occurrences
      .map((occurrence, index) => ({ occurrence, index }))
      .filter(({ occurrence }) => occurrence.start.getTime() > now.getTime());
    if (future.length < 3) continue;
    series.cancelFrom = future[1]!.index;
    for (const occurrence of series.occurrences.slice(series.cancelFrom)) {
      if (occurrence.status === 'completed') continue;
      occurrence.status = 'canceled';
      delete occurrence.change;
    }
    return;
  }
}

/**
 * Every status shows in the demo, whatever the date: a term seen on its
 * first day has nothing completed yet, a term just ended nothing to come.
 * A missing status is given to a lesson of the commonest one.
 */
function ensureEveryStatus(plan: LessonPlan): void {
  const occurrences = plan.series.flatMap((series) =>
    series.occurrences.slice(0, series.cancelFrom).map((occurrence) => ({ occurrence, series })),
  );
  const countOf = (status: LessonStatus) =>
    plan.oneOffs.filter((lesson) => lesson.status === status).length +
    plan.series.reduce(
      (sum, series) => sum + series.occurrences.filter((occurrence) => occurrence.status === status).length,
      0,
    );
  for (const status of lessonStatuses) {
    if (countOf(status) > 0) continue;
    const counts = lessonStatuses.map(countOf);
    const commonest = lessonStatuses[counts.indexOf(Math.max(...counts))];
    const candidates = occurrences.filter(({ occurrence }) => occurrence.status === commonest);
    const pick = status === 'completed' ? candidates[0] : candidates[candidates.length - 1];
    if (!pick) continue;
    pick.occurrence.status = status;
    if (status === pick.series.status) delete pick.occurrence.change;
    else pick.occurrence.change = { status, by: status === 'completed' ? 'teacher' : 'office' };
  }
}
