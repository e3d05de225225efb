import { beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import {
  addDays,
  bookLesson,
  bookSeries,
  ids,
  listLessons,
  postLesson,
  postSeries,
  type LessonBody,
  type Series,
} from './support/lesson-fixtures';
import { createSecondChildOfFamilyA } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/**
 * UAE lessons are sent with +04:00 (Dubai has no summer time), UK
 * lessons in London time, which is GMT in winter and BST (+01:00) in summer.
 * In 2026 the UK clocks go forward on Sunday 29 March and back on Sunday 25
 * October. Stored instants are UTC; each lesson keeps its wall-clock time.
 */
const { runtime, school } = useSchoolWithPeople();
let childA2: Student;

beforeAll(async () => {
  childA2 = await createSecondChildOfFamilyA(runtime.api, school);
});

const book = (body: LessonBody) => bookLesson(runtime.api, school.admin.token, body);
const post = (body: LessonBody) => postLesson(runtime.api, school.admin.token, body);
const list = (from: string, to: string, query: Record<string, string> = {}) =>
  listLessons(runtime.api, school.superAdmin.token, {
    from: `${from}T00:00:00.000Z`,
    to: `${to}T23:59:59.999Z`,
    ...query,
  });
const hourLater = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();
/** Wall-clock `HH:mm` of an instant in an IANA zone, read with the platform's own time zone data. */
const wallTime = (iso: string, zone: 'Europe/London' | 'Asia/Dubai') =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
/** The calendar days of a range that fall on the given weekdays (0 = Sunday). */
function daysOn(startDate: string, endDate: string, weekdays: number[]): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
    if (weekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}
/** 17:00 London on a 2026 day: 17:00Z in GMT, 16:00Z in BST (29 March up to the day before 25 October). */
const londonFive = (day: string) =>
  day >= '2026-03-29' && day < '2026-10-25' ? `${day}T16:00:00.000Z` : `${day}T17:00:00.000Z`;

describe('one-off lessons', () => {
  it('stores a lesson booked for 17:00 UK as 17:00Z in January and 16:00Z in July', async () => {
    const january = await book({
      student: school.childA1._id,
      teacher: school.teacherA.id,
      startTime: '2026-01-15T17:00:00+00:00',
      timezone: 'UK',
    });
    expect([january.startTime, january.endTime, january.timezone]).toEqual([
      '2026-01-15T17:00:00.000Z',
      '2026-01-15T18:00:00.000Z',
      'UK',
    ]);
    const july = await book({
      student: school.childA1._id,
      teacher: school.teacherA.id,
      startTime: '2026-07-15T17:00:00+01:00',
      timezone: 'UK',
    });
    expect([july.startTime, july.endTime, july.timezone]).toEqual([
      '2026-07-15T16:00:00.000Z',
      '2026-07-15T17:00:00.000Z',
      'UK',
    ]);
    expect(await list('2026-07-15', '2026-07-15')).toEqual([july]);
    expect(await list('2026-01-15', '2026-01-15')).toEqual([january]);
    // The same instant written in UTC is the same slot, and the refusal reads it on the London clock.
    const sameInstant = await post({
      student: childA2._id,
      teacher: school.teacherA.id,
      startTime: '2026-07-15T16:00:00Z',
      timezone: 'UK',
    });
    expect(sameInstant.status).toBe(409);
    expect(sameInstant.body.message).toBe(
      'The teacher already has a lesson then: Amy A1 with Tess Teacher on Wed, 15 Jul 2026, 17:00 (UK)',
    );
  });

  it('stores a UAE booking sent as T17:00:00+04:00 as 13:00Z, summer and winter alike', async () => {
    const booked: Lesson[] = [];
    for (const day of ['2026-01-15', '2026-07-15']) {
      booked.push(
        await book({
          student: school.childB1._id,
          teacher: school.teacherB.id,
          startTime: `${day}T17:00:00+04:00`,
          timezone: 'UAE',
        }),
      );
    }
    expect(booked.map((lesson) => [lesson.startTime, lesson.endTime, lesson.timezone])).toEqual([
      ['2026-01-15T13:00:00.000Z', '2026-01-15T14:00:00.000Z', 'UAE'],
      ['2026-07-15T13:00:00.000Z', '2026-07-15T14:00:00.000Z', 'UAE'],
    ]);
    const clash = await post({
      student: school.childB1._id,
      teacher: school.teacherB.id,
      startTime: '2026-07-15T13:30:00Z',
      timezone: 'UK',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'The teacher already has a lesson then: Ben B1 with Tom Teacher on Wed, 15 Jul 2026, 17:00 (UAE)',
    );
    expect(ids(await list('2026-07-15', '2026-07-15', { timezone: 'UAE' }))).toEqual([booked[1]!._id]);
  });

  it('compares instants, not clocks: 17:00 London in July clashes with 20:00 Dubai, not 17:00 Dubai', async () => {
    const london = await book({
      student: childA2._id,
      teacher: school.teacherB.id,
      startTime: '2026-07-20T17:00:00+01:00',
      timezone: 'UK',
    });
    const dubaiEight = await post({
      student: school.childB1._id,
      teacher: school.teacherB.id,
      startTime: '2026-07-20T20:00:00+04:00',
      timezone: 'UAE',
    });
    expect(dubaiEight.status).toBe(409);
    expect(dubaiEight.body.message).toBe(
      'The teacher already has a lesson then: Ann A2 with Tom Teacher on Mon, 20 Jul 2026, 17:00 (UK)',
    );
    const dubaiFive = await book({
      student: school.childB1._id,
      teacher: school.teacherB.id,
      startTime: '2026-07-20T17:00:00+04:00',
      timezone: 'UAE',
    });
    expect(dubaiFive.startTime).toBe('2026-07-20T13:00:00.000Z');
    expect(await list('2026-07-20', '2026-07-20')).toEqual([dubaiFive, london]);
    expect(ids(await list('2026-07-20', '2026-07-20', { timezone: 'UK' }))).toEqual([london._id]);
  });
});

describe('recurring lessons across the clock changes', () => {
  /** Sundays and Mondays, 22 March to 2 November 2026: both clock changes fall on a Sunday inside. */
  const span = { startDate: '2026-03-22', endDate: '2026-11-02' };
  const sundaysAndMondays = daysOn(span.startDate, span.endDate, [0, 1]);
  let uk: Series;

  beforeAll(async () => {
    uk = await bookSeries(runtime.api, school.admin.token, {
      student: school.childA1._id,
      teacher: school.teacherA.id,
      ...span,
      startTime: '17:00',
      timezone: 'UK',
      recurrencePattern: 'weekly',
      daysOfWeek: [0, 1],
    });
  });

  it('keeps a weekly 17:00 UK series at 17:00 London on both sides of 29 March and 25 October 2026', async () => {
    expect(sundaysAndMondays).toHaveLength(66);
    expect(uk.lessons.map((lesson) => lesson.startTime)).toEqual(sundaysAndMondays.map(londonFive));
    const around = Object.fromEntries(
      uk.lessons
        .filter((lesson) => /^2026-(03-(2[2-9]|30)|10-(19|2[5-6]))/.test(lesson.startTime))
        .map((lesson) => [lesson.startTime.slice(0, 10), lesson.startTime.slice(11, 16)]),
    );
    expect(around).toEqual({
      '2026-03-22': '17:00',
      '2026-03-23': '17:00',
      '2026-03-29': '16:00',
      '2026-03-30': '16:00',
      '2026-10-19': '16:00',
      '2026-10-25': '17:00',
      '2026-10-26': '17:00',
    });
    for (const lesson of uk.lessons) {
      expect(wallTime(lesson.startTime, 'Europe/London'), lesson.startTime).toBe('17:00');
      expect(lesson.endTime).toBe(hourLater(lesson.startTime));
      expect([lesson.timezone, lesson.isRecurring, lesson.recurringLessonId]).toEqual([
        'UK',
        true,
        uk.recurringLessonId,
      ]);
    }
    // What is stored is what was answered (three windows of at most 93 days).
    const stored = [
      ...(await list('2026-03-20', '2026-06-19')),
      ...(await list('2026-06-20', '2026-09-19')),
      ...(await list('2026-09-20', '2026-11-05')),
    ].filter((lesson) => lesson.recurringLessonId === uk.recurringLessonId);
    expect(stored).toEqual(uk.lessons);
  });

  it('keeps a UAE series at its Dubai time all year: 13:00Z for 17:00', async () => {
    const uae = await bookSeries(runtime.api, school.admin.token, {
      student: school.childB1._id,
      teacher: school.teacherB.id,
      ...span,
      startTime: '17:00',
      timezone: 'UAE',
      recurrencePattern: 'weekly',
      daysOfWeek: [0],
    });
    const sundays = daysOn(span.startDate, span.endDate, [0]);
    expect(uae.lessons.map((lesson) => lesson.startTime)).toEqual(
      sundays.map((day) => `${day}T13:00:00.000Z`),
    );
    for (const lesson of uae.lessons) {
      expect(wallTime(lesson.startTime, 'Asia/Dubai')).toBe('17:00');
      expect(lesson.timezone).toBe('UAE');
    }
    const march = await list('2026-03-20', '2026-04-05', { timezone: 'UAE' });
    expect(ids(march)).toEqual(ids(uae.lessons.slice(0, 3)));
    const ukOnly = await list('2026-03-20', '2026-04-05', { timezone: 'UK' });
    expect(ukOnly.map((lesson) => lesson.timezone)).toEqual(Array(ukOnly.length).fill('UK'));
    expect(ids(ukOnly)).toEqual(ids(uk.lessons.slice(0, 5)));
  });

  it('finds the clashes of a series by instant across the October change, naming them on its own clock', async () => {
    // 21:00 Dubai is 17:00Z: 18:00 London before 25 October (after the UK lesson), 17:00 London after (on it).
    const body = {
      student: childA2._id,
      teacher: school.teacherA.id,
      startDate: '2026-10-12',
      endDate: '2026-11-02',
      startTime: '21:00',
      timezone: 'UAE' as const,
      recurrencePattern: 'weekly' as const,
      daysOfWeek: [1],
    };
    const before = await list('2026-10-01', '2026-11-05');
    const answer = await postSeries(runtime.api, school.admin.token, body);
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.message).toBe(
      'These lessons clash with existing bookings, so none were booked: Mon, 26 Oct 2026, 21:00 (UAE); Mon, 2 Nov 2026, 21:00 (UAE)',
    );
    expect(await list('2026-10-01', '2026-11-05')).toEqual(before);
    // Up to the change the same hour is free: the two weeks before book.
    const early = await bookSeries(runtime.api, school.admin.token, { ...body, endDate: '2026-10-24' });
    expect(early.lessons.map((lesson) => lesson.startTime)).toEqual([
      '2026-10-12T17:00:00.000Z',
      '2026-10-19T17:00:00.000Z',
    ]);
  });
});
