import { beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import {
  addDays,
  bookLesson,
  bookSeries,
  editLesson,
  ids,
  listLessons,
  postLesson,
  postSeries,
  putLesson,
  quarterHourMessage,
  requiredFieldsMessage,
  seriesAction,
  unknownId,
  type Series,
  type SeriesBody,
} from './support/lesson-fixtures';
import { createSecondChildOfFamilyA, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
let childA2: Student;

beforeAll(async () => {
  childA2 = await createSecondChildOfFamilyA(runtime.api, school);
});

const uae = (day: string, time: string) => `${day}T${time}:00+04:00`;
const instant = (value: string) => new Date(value).toISOString();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `2027-09-08`, `17:00`, `UAE` → a pattern for `Wed, 8 Sep 2027, 17:00 (UAE)`, a date as the API names it. */
const named = (day: string, time: string, zone: 'UAE' | 'UK') =>
  `\\w{3}, ${escape(
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`)),
  )}, ${time} \\(${zone}\\)`;
const seriesClash = (dates: string[]) =>
  new RegExp(`^These lessons clash with existing bookings, so none were booked: ${dates.join('; ')}$`);

const series = (overrides: Partial<SeriesBody> & Pick<SeriesBody, 'startDate' | 'endDate'>): SeriesBody => ({
  student: school.childA1._id,
  teacher: school.teacherA.id,
  startTime: '17:00',
  timezone: 'UAE',
  recurrencePattern: 'weekly',
  daysOfWeek: [1],
  ...overrides,
});
const book = (body: SeriesBody, token = school.admin.token) => bookSeries(runtime.api, token, body);
const oneOff = (body: Parameters<typeof bookLesson>[2]) => bookLesson(runtime.api, school.admin.token, body);
/** Every lesson starting between two calendar days (inclusive), as staff see them. */
const between = (firstDay: string, lastDay: string, query: Record<string, string> = {}) =>
  listLessons(runtime.api, school.superAdmin.token, {
    from: `${firstDay}T00:00:00.000Z`,
    to: `${lastDay}T23:59:59.999Z`,
    ...query,
  });
const act = (action: 'cancel' | 'delete', seriesId: string, body: unknown, token = school.admin.token) =>
  seriesAction(runtime.api, token, action, seriesId, body);

describe('POST /recurring-lessons (the recurring lesson create payload)', () => {
  it('books a weekly series on the chosen days, each occurrence recurring with the series id', async () => {
    const answer = await postSeries(runtime.api, school.admin.token, {
      ...series({ startDate: '2027-06-07', endDate: '2027-06-20', daysOfWeek: [3, 1] }),
      startTime: '16:00',
      endTime: '19:00',
      status: 'confirmed',
      subject: subjectIds.maths,
      notes: 'Fractions term',
      meetingLink: 'https://meet.example.com/maths',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.message).toBe('Recurring lessons booked successfully!');
    const booked = answer.body.data as Series;
    expect(Object.keys(booked).sort()).toEqual(['lessons', 'recurringLessonId']);
    expect(booked.recurringLessonId).toMatch(/^[0-9a-f]{24}$/);
    const days = ['2027-06-07', '2027-06-09', '2027-06-14', '2027-06-16'];
    expect(booked.lessons).toEqual(
      days.map((day) => ({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        student: { _id: school.childA1._id, name: 'Amy A1' },
        teacher: { _id: school.teacherA.id, name: 'Tess Teacher', email: 'tess@people.example' },
        subject: subjectIds.maths,
        subjectName: 'KS2 Maths',
        startTime: `${day}T12:00:00.000Z`,
        endTime: `${day}T13:00:00.000Z`,
        timezone: 'UAE',
        durationMinutes: 60,
        status: 'confirmed',
        notes: 'Fractions term',
        meetingLink: 'https://meet.example.com/maths',
        isRecurring: true,
        recurringLessonId: booked.recurringLessonId,
      })),
    );
    expect(new Set(ids(booked.lessons)).size).toBe(4);
    expect(await between('2027-06-01', '2027-06-30')).toEqual(booked.lessons);
    // The family reads the same occurrences, recurring too.
    const family = await listLessons(runtime.api, school.familyA.token, {
      from: '2027-06-01T00:00:00Z',
      to: '2027-06-30T00:00:00Z',
    });
    expect(family.map((lesson) => [lesson._id, lesson.isRecurring, lesson.recurringLessonId])).toEqual(
      booked.lessons.map((lesson) => [lesson._id, true, booked.recurringLessonId]),
    );
  });

  it('books daily and monthly series, weekly when no pattern is given, and a single day', async () => {
    const daily = await book(
      series({ startDate: '2027-07-01', endDate: '2027-07-03', recurrencePattern: 'daily', daysOfWeek: [] }),
    );
    expect(daily.lessons.map((lesson) => lesson.startTime)).toEqual(
      ['2027-07-01', '2027-07-02', '2027-07-03'].map((day) => `${day}T13:00:00.000Z`),
    );
    // Monthly on the first lesson's day of the month: months without a 31st are skipped.
    const monthly = await book(
      series({
        startDate: '2027-01-31',
        endDate: '2027-05-31',
        recurrencePattern: 'monthly',
        daysOfWeek: [],
        startTime: '10:00',
      }),
    );
    expect(monthly.lessons.map((lesson) => lesson.startTime)).toEqual(
      ['2027-01-31', '2027-03-31', '2027-05-31'].map((day) => `${day}T06:00:00.000Z`),
    );
    const { recurrencePattern: _pattern, ...withoutPattern } = series({
      startDate: '2027-07-05',
      endDate: '2027-07-18',
      daysOfWeek: [5],
    });
    const fridays = await book(withoutPattern);
    expect(fridays.lessons.map((lesson) => lesson.startTime)).toEqual([
      '2027-07-09T13:00:00.000Z',
      '2027-07-16T13:00:00.000Z',
    ]);
    // The end date may be the start date (docs/architecture.md#validation: the end must not be before the
    // start).
    const single = await book(
      series({ startDate: '2027-07-20', endDate: '2027-07-20', recurrencePattern: 'daily', daysOfWeek: [] }),
    );
    expect(single.lessons.map((lesson) => lesson.startTime)).toEqual(['2027-07-20T13:00:00.000Z']);
    expect(new Set([daily, monthly, fridays, single].map((item) => item.recurringLessonId)).size).toBe(4);
    expect((await between('2027-07-01', '2027-07-31')).map((lesson) => lesson.recurringLessonId)).toEqual([
      ...daily.lessons.map(() => daily.recurringLessonId),
      ...fridays.lessons.map(() => fridays.recurringLessonId),
      single.recurringLessonId,
    ]);
  });

  it('refuses an incomplete or impossible series with the spec messages, booking nothing', async () => {
    const valid = series({ startDate: '2027-08-02', endDate: '2027-08-15', daysOfWeek: [1, 3] });
    const without = (field: keyof SeriesBody) => {
      const copy: Partial<SeriesBody> = { ...valid };
      delete copy[field];
      return copy;
    };
    const endDateMessage = 'Please select an end date for recurring lessons';
    const daysMessage = 'Please select at least one day of the week for weekly recurring lessons';
    const cases: [unknown, string, string][] = [
      [without('endDate'), endDateMessage, 'endDate'],
      [{ ...valid, endDate: '' }, endDateMessage, 'endDate'],
      [{ ...valid, daysOfWeek: [] }, daysMessage, 'daysOfWeek'],
      [without('daysOfWeek'), daysMessage, 'daysOfWeek'],
      [{ ...without('daysOfWeek'), recurrencePattern: undefined }, daysMessage, 'daysOfWeek'],
      [{ ...valid, endDate: '2027-08-01' }, 'End date must be after start date', 'endDate'],
      [without('student'), requiredFieldsMessage, 'student'],
      [without('teacher'), requiredFieldsMessage, 'teacher'],
      [without('startDate'), requiredFieldsMessage, 'startDate'],
      [without('startTime'), requiredFieldsMessage, 'startTime'],
      [{ ...valid, startTime: '5pm' }, 'Start time must be HH:mm', 'startTime'],
      [{ ...valid, startTime: '24:00' }, 'Start time must be HH:mm', 'startTime'],
      [{ ...valid, startDate: '02/08/2027' }, 'Start date must be YYYY-MM-DD', 'startDate'],
      [
        { ...valid, recurrencePattern: 'yearly' },
        'Recurrence must be daily, weekly or monthly',
        'recurrencePattern',
      ],
      [{ ...valid, timezone: 'GMT' }, 'Timezone must be UAE or UK', 'timezone'],
      [
        { ...valid, meetingLink: 'javascript:alert(1)' },
        'Meeting link must be a valid URL starting with http:// or https://',
        'meetingLink',
      ],
      [
        { ...valid, endDate: '2028-08-03' },
        'A recurring booking can cover at most one year: please choose an earlier end date',
        'endDate',
      ],
    ];
    for (const [body, message, field] of cases) {
      const answer = await postSeries(runtime.api, school.admin.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
      expect(answer.body.errors[field], JSON.stringify(body)).toBe(message);
    }
    const dayOutOfRange = await postSeries(runtime.api, school.admin.token, { ...valid, daysOfWeek: [1, 7] });
    expect(dayOutOfRange.status).toBe(400);
    expect(Object.keys(dayOutOfRange.body.errors)).toEqual(['daysOfWeek.1']);
    // Checks that need the calendar or the database.
    const later: [unknown, string][] = [
      [{ ...valid, startTime: '17:10' }, quarterHourMessage],
      [
        { ...valid, daysOfWeek: [0], endDate: '2027-08-07' },
        'No lessons fall between these dates: check the days and dates chosen',
      ],
      [{ ...valid, student: unknownId }, 'Student not found'],
      [{ ...valid, teacher: school.admin.id }, 'Teacher not found'],
    ];
    for (const [body, message] of later) {
      const answer = await postSeries(runtime.api, school.admin.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await between('2027-08-01', '2027-08-31')).toEqual([]);
  });

  it('books a series of exactly 366 days, its last day included, and refuses one day more', async () => {
    const body = series({
      startDate: '2030-01-02',
      endDate: '2031-01-03',
      daysOfWeek: [5],
      startTime: '08:00',
    });
    const longest = await book(body);
    expect(longest.lessons).toHaveLength(53);
    expect(longest.lessons[0]!.startTime).toBe('2030-01-04T04:00:00.000Z');
    expect(longest.lessons.at(-1)!.startTime).toBe('2031-01-03T04:00:00.000Z');
    expect(new Set(ids(longest.lessons)).size).toBe(53);
    const firstQuarter = await between('2030-01-01', '2030-03-31');
    expect(ids(firstQuarter)).toEqual(ids(longest.lessons.slice(0, 13)));
    const tooLong = await postSeries(runtime.api, school.admin.token, {
      ...body,
      startTime: '10:00',
      endDate: '2031-01-04',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(
      'A recurring booking can cover at most one year: please choose an earlier end date',
    );
    expect(ids(await between('2030-01-01', '2030-03-31'))).toEqual(ids(firstQuarter));
  });
});

describe('double booking of a series', () => {
  it('refuses a series that clashes with existing lessons, listing the clashing dates, booking nothing', async () => {
    // Mondays and Wednesdays 6–22 September 2027, 17:00 Dubai, teacherA with childA1.
    const body = series({ startDate: '2027-09-06', endDate: '2027-09-22', daysOfWeek: [1, 3] });
    const teacherClash = await oneOff({
      student: childA2._id,
      teacher: school.teacherA.id,
      startTime: uae('2027-09-08', '17:30'),
    });
    const studentClash = await oneOff({
      student: school.childA1._id,
      teacher: school.teacherB.id,
      startTime: uae('2027-09-13', '16:15'),
    });
    const canceled = await oneOff({
      student: school.childA1._id,
      teacher: school.teacherA.id,
      startTime: uae('2027-09-06', '17:00'),
      status: 'canceled',
    });
    const adjacent = await oneOff({
      student: school.childA1._id,
      teacher: school.teacherA.id,
      startTime: uae('2027-09-20', '18:00'),
    });
    const before = await between('2027-09-01', '2027-09-30');
    const answer = await postSeries(runtime.api, school.admin.token, body);
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(
      seriesClash([named('2027-09-08', '17:00', 'UAE'), named('2027-09-13', '17:00', 'UAE')]),
    );
    expect(await between('2027-09-01', '2027-09-30')).toEqual(before);
    // Once the clashing lessons are canceled, the same series books whole.
    for (const lesson of [teacherClash, studentClash]) {
      await editLesson(runtime.api, school.admin.token, lesson._id, { status: 'canceled' });
    }
    const booked = await book(body);
    expect(booked.lessons.map((lesson) => lesson.startTime)).toEqual(
      ['06', '08', '13', '15', '20', '22'].map((day) => `2027-09-${day}T13:00:00.000Z`),
    );
    expect(ids(await between('2027-09-01', '2027-09-30', { status: 'pending' }))).toEqual(
      ids([...booked.lessons.slice(0, 5), adjacent, booked.lessons[5]!]),
    );
    expect(ids(await between('2027-09-01', '2027-09-30', { status: 'canceled' }))).toEqual(
      ids([canceled, teacherClash, studentClash]),
    );
  });

  it('lets exactly one of two identical concurrent series through', async () => {
    const body = series({
      startDate: '2027-10-04',
      endDate: '2027-10-17',
      recurrencePattern: 'daily',
      daysOfWeek: [],
      student: childA2._id,
      teacher: school.teacherB.id,
    });
    const answers = await Promise.all([
      postSeries(runtime.api, school.admin.token, body),
      postSeries(runtime.api, school.superAdmin.token, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body.data as Series;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toMatch(
      /^(These lessons clash with existing bookings, so none were booked: .+|The (teacher|student) already has a lesson then: Ann A2 with Tom Teacher on .+)$/,
    );
    expect(winner.lessons).toHaveLength(14);
    expect(await between('2027-10-01', '2027-10-31')).toEqual(winner.lessons);
  });

  it('lets exactly one of a series and a one-off racing for one slot win; the loser leaves nothing behind', async () => {
    // Fifteen daily lessons take two transactions; the one-off aims at the first, the second or the last one.
    for (const [round, target] of [0, 12, 14].entries()) {
      const firstDay = addDays('2027-11-01', round * 20);
      const lastDay = addDays(firstDay, 14);
      const body = series({
        startDate: firstDay,
        endDate: lastDay,
        recurrencePattern: 'daily',
        daysOfWeek: [],
        student: school.childB1._id,
        teacher: school.teacherB.id,
        startTime: '10:00',
      });
      const single = {
        student: school.childB1._id,
        teacher: school.teacherB.id,
        startTime: uae(addDays(firstDay, target), '10:30'),
      };
      const [seriesAnswer, oneOffAnswer] = await Promise.all([
        postSeries(runtime.api, school.admin.token, body),
        postLesson(runtime.api, school.superAdmin.token, single),
      ]);
      expect([seriesAnswer.status, oneOffAnswer.status].sort(), `round ${round}`).toEqual([201, 409]);
      if (oneOffAnswer.status === 409) {
        expect(oneOffAnswer.body.message).toMatch(
          /^The (teacher|student) already has a lesson then: Ben B1 with Tom Teacher on .+, 10:00 \(UAE\)$/,
        );
      }
      const stored = await between(firstDay, lastDay);
      // A probe on a day the one-off never aimed at: free exactly when the series lost.
      const probeDay = addDays(firstDay, target === 0 ? 1 : 0);
      const probe = await postLesson(runtime.api, school.admin.token, {
        ...single,
        startTime: uae(probeDay, '10:00'),
      });
      if (seriesAnswer.status === 201) {
        expect(stored).toEqual((seriesAnswer.body.data as Series).lessons);
        expect(stored).toHaveLength(15);
        expect(probe.status).toBe(409);
      } else {
        expect(seriesAnswer.body.message).toMatch(
          /^(These lessons clash with existing bookings, so none were booked: .+|The (teacher|student) already has a lesson then: Ben B1 with Tom Teacher on .+)$/,
        );
        expect(stored).toEqual([oneOffAnswer.body.data]);
        expect(probe.status, probe.text).toBe(201);
      }
    }
  });
});

describe('POST /recurring-lessons/{id}/cancel and /delete from an occurrence', () => {
  /** Five weekly lessons (Tuesdays, or the days given), teacherA with childA2. */
  const fiveWeeks = (startDate: string, daysOfWeek: number[]) =>
    book(
      series({
        startDate,
        endDate: addDays(startDate, 28),
        daysOfWeek,
        student: childA2._id,
        startTime: '15:00',
      }),
    );
  const lessonAt = (lesson: Lesson) => ({
    student: childA2._id,
    teacher: school.teacherA.id,
    startTime: lesson.startTime,
  });

  it('cancels an occurrence and the later ones, skipping completed ones; their slots are freed', async () => {
    const { recurringLessonId, lessons } = await fiveWeeks('2025-06-03', [2]);
    const [first, second, third, fourth, fifth] = lessons as [Lesson, Lesson, Lesson, Lesson, Lesson];
    const completed = await editLesson(runtime.api, school.teacherA.token, fourth._id, {
      status: 'completed',
    });
    const renamed = await editLesson(runtime.api, school.admin.token, fifth._id, { notes: 'Moved room' });
    expect([renamed.isRecurring, renamed.recurringLessonId]).toEqual([true, recurringLessonId]);
    const answer = await act('cancel', recurringLessonId, { fromLessonId: second._id });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { recurringLessonId, lessonIds: ids([second, third, fifth]) },
      message: '3 lessons canceled',
    });
    const stored = await between('2025-06-01', '2025-07-31');
    expect(stored).toEqual([
      first,
      // A series canceled by staff is the school's cancellation (docs/lesson-policy.md#cancellations).
      { ...second, status: 'canceled', canceledBy: 'school' },
      { ...third, status: 'canceled', canceledBy: 'school' },
      completed,
      { ...renamed, status: 'canceled', canceledBy: 'school' },
    ]);
    // The canceled hours are free again; the earlier and the completed lesson keep theirs.
    const inThird = await bookLesson(runtime.api, school.admin.token, lessonAt(third));
    expect((await postLesson(runtime.api, school.admin.token, lessonAt(first))).status).toBe(409);
    expect((await postLesson(runtime.api, school.admin.token, lessonAt(fourth))).status).toBe(409);
    // Canceling again finds nothing left to cancel.
    const again = await act('cancel', recurringLessonId, { fromLessonId: second._id });
    expect(again.body).toMatchObject({ data: { lessonIds: [] }, message: '0 lessons canceled' });
    // Deleting from the first removes every occurrence but the completed one, canceled or not.
    const deleted = await act('delete', recurringLessonId, { fromLessonId: first._id });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({
      success: true,
      data: { recurringLessonId, lessonIds: ids([first, second, third, fifth]) },
      message: '4 lessons deleted',
    });
    expect(ids(await between('2025-06-01', '2025-07-31'))).toEqual(ids([inThird, fourth]));
    await bookLesson(runtime.api, school.admin.token, lessonAt(first));
  });

  it('deletes an occurrence and the later ones, skipping completed ones; their slots are freed', async () => {
    const { recurringLessonId, lessons } = await fiveWeeks('2025-08-07', [4]);
    const [first, second, third, fourth, fifth] = lessons as [Lesson, Lesson, Lesson, Lesson, Lesson];
    const completed = await editLesson(runtime.api, school.admin.token, third._id, { status: 'completed' });
    const answer = await act(
      'delete',
      recurringLessonId,
      { fromLessonId: second._id },
      school.superAdmin.token,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { recurringLessonId, lessonIds: ids([second, fourth, fifth]) },
      message: '3 lessons deleted',
    });
    expect(await between('2025-08-01', '2025-09-30')).toEqual([first, completed]);
    expect((await putLesson(runtime.api, school.admin.token, second._id, { notes: 'x' })).status).toBe(404);
    const inFifth = await bookLesson(runtime.api, school.admin.token, lessonAt(fifth));
    const inSecond = await bookLesson(runtime.api, school.admin.token, lessonAt(second));
    expect((await postLesson(runtime.api, school.admin.token, lessonAt(third))).status).toBe(409);
    expect((await postLesson(runtime.api, school.admin.token, lessonAt(first))).status).toBe(409);
    // From a deleted occurrence there is nothing to start from.
    const gone = await act('delete', recurringLessonId, { fromLessonId: fifth._id });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Lesson not found');
    expect(ids(await between('2025-08-01', '2025-09-30'))).toEqual(
      ids([first, inSecond, completed, inFifth]),
    );
  });

  it('refuses an unknown series, a lesson of another series or a one-off, and malformed ids', async () => {
    const mine = await fiveWeeks('2028-10-02', [1]);
    const other = await fiveWeeks('2028-10-03', [2]);
    const single = await oneOff({
      student: childA2._id,
      teacher: school.teacherA.id,
      startTime: uae('2028-10-04', '15:00'),
    });
    const before = await between('2028-10-01', '2028-11-30');
    const cases: [string, unknown, number, string][] = [
      [unknownId, { fromLessonId: mine.lessons[0]!._id }, 404, 'Recurring series not found'],
      [
        mine.recurringLessonId,
        { fromLessonId: other.lessons[1]!._id },
        400,
        'That lesson is not part of this series',
      ],
      [mine.recurringLessonId, { fromLessonId: single._id }, 400, 'That lesson is not part of this series'],
      [mine.recurringLessonId, { fromLessonId: unknownId }, 404, 'Lesson not found'],
      [mine.recurringLessonId, {}, 400, 'Choose the lesson the change starts from'],
      [mine.recurringLessonId, { fromLessonId: 'abc' }, 400, 'Invalid lesson ID'],
      ['abc', { fromLessonId: mine.lessons[0]!._id }, 400, 'Invalid series ID'],
    ];
    for (const action of ['cancel', 'delete'] as const) {
      for (const [seriesId, body, status, message] of cases) {
        const answer = await act(action, seriesId, body);
        expect(answer.status, `${action} ${seriesId} ${JSON.stringify(body)}`).toBe(status);
        expect(answer.body).toMatchObject({ success: false, message });
      }
    }
    expect(await between('2028-10-01', '2028-11-30')).toEqual(before);
  });

  it('refuses teachers and families (403) and strangers (401), changing nothing', async () => {
    const { recurringLessonId, lessons } = await fiveWeeks('2028-12-04', [1]);
    const body = { fromLessonId: lessons[0]!._id };
    for (const action of ['cancel', 'delete'] as const) {
      for (const token of [school.teacherA.token, school.familyA.token, school.familyB.token]) {
        const answer = await act(action, recurringLessonId, body, token);
        expect(answer.status, action).toBe(403);
        expect(answer.body.success).toBe(false);
      }
      expect((await seriesAction(runtime.api, undefined, action, recurringLessonId, body)).status).toBe(401);
    }
    for (const token of [school.teacherA.token, school.familyA.token]) {
      expect(
        (await postSeries(runtime.api, token, series({ startDate: '2028-12-05', endDate: '2028-12-20' })))
          .status,
      ).toBe(403);
    }
    expect(await between('2028-12-01', '2029-01-31')).toEqual(lessons);
    expect(instant(lessons[0]!.startTime)).toBe('2028-12-04T11:00:00.000Z');
  });
});
