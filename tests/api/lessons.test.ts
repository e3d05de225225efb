import { beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { request } from './support/http';
import {
  addDays,
  bookLesson,
  dayAllocator,
  dayWindow,
  deleteLesson,
  editLesson,
  ids,
  listLessons,
  lessonsQuery,
  postLesson,
  putLesson,
  quarterHourMessage,
  requiredFieldsMessage,
  unknownId,
  utc,
  type LessonBody,
} from './support/lesson-fixtures';
import { allocateSubjects } from './support/curriculum-fixtures';
import { createSecondChildOfFamilyA, createStudent, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
/** familyA's second child and familyB's second child, so lessons can clash on one side only. */
let childA2: Student;
let childB2: Student;

beforeAll(async () => {
  childA2 = await createSecondChildOfFamilyA(runtime.api, school, 'Year 3');
  childB2 = await createStudent(runtime.api, school.superAdmin.token, {
    name: 'Bob B2',
    grade: 'Year 8',
    parentId: school.familyB.id,
  });
});

/** Each test books on days of its own (one database per file). */
const nextDay = dayAllocator('2027-06-01');
/** Days before today, for lessons marked completed (only a started lesson may be, docs/lesson-policy.md). */
const nextPastDay = dayAllocator('2025-03-03');

const lessonFields = [
  '_id',
  'durationMinutes',
  'endTime',
  'isRecurring',
  'meetingLink',
  'notes',
  'startTime',
  'status',
  'student',
  'subject',
  'subjectName',
  'teacher',
  'timezone',
];
const teacherOnlyMessage = 'Teachers can only change the status, notes and meeting link of a lesson';
const linkSchemeMessage = 'Meeting link must be a valid URL starting with http:// or https://';

/**
 * Wall-clock time in Dubai, as the web app sends UAE times (docs/architecture.md#validation: with a +04:00
 * offset).
 */
const uae = (day: string, time: string) => `${day}T${time}:00+04:00`;
const instant = (value: string) => new Date(value).toISOString();
/** `2027-06-03` → `3 Jun 2027`, the date as a clash message names it. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The 409 message naming the lesson already in the slot (clash-errors.ts). */
const clashMessage = (
  party: 'teacher' | 'student',
  holder: { student: string; teacher: string; day: string; time: string; zone: 'UAE' | 'UK' },
) =>
  new RegExp(
    `^The ${party} already has a lesson then: ${escape(holder.student)} with ${escape(holder.teacher)} on \\w{3}, ${escape(dayText(holder.day))}, ${holder.time} \\(${holder.zone}\\)$`,
  );

const body = (day: string, time: string, overrides: Partial<LessonBody> = {}): LessonBody => ({
  student: school.childA1._id,
  teacher: school.teacherA.id,
  startTime: uae(day, time),
  ...overrides,
});
const book = (lesson: LessonBody) => bookLesson(runtime.api, school.admin.token, lesson);
const post = (lesson: unknown, token = school.admin.token) => postLesson(runtime.api, token, lesson);
const put = (lessonId: string, changes: unknown, token = school.admin.token) =>
  putLesson(runtime.api, token, lessonId, changes);
const listDay = (day: string, token = school.superAdmin.token, query: Record<string, string> = {}) =>
  listLessons(runtime.api, token, { ...dayWindow(day), ...query });
const get = (path: string, token?: string) => request(runtime.api, 'GET', path, { token });

describe('POST /lessons (Book lesson)', () => {
  it('books a one-hour lesson with the spec fields, the form defaults and the success message', async () => {
    const day = nextDay();
    const answer = await post(
      { student: school.childA1._id, teacher: school.teacherA.id, startTime: uae(day, '17:00') },
      school.superAdmin.token,
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Lesson booked successfully!' });
    const plain = answer.body.data as Lesson;
    expect(Object.keys(plain).sort()).toEqual(lessonFields);
    expect(plain).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      student: { _id: school.childA1._id, name: 'Amy A1' },
      teacher: { _id: school.teacherA.id, name: 'Tess Teacher', email: 'tess@people.example' },
      subject: '',
      subjectName: '',
      startTime: `${day}T13:00:00.000Z`,
      endTime: `${day}T14:00:00.000Z`,
      timezone: 'UAE',
      durationMinutes: 60,
      status: 'pending',
      notes: '',
      meetingLink: '',
      isRecurring: false,
    });

    // Every field of the form; the end sent along is ignored: a lesson lasts its length (one hour by default)
    // (docs/architecture.md#constants).
    const full = await post({
      student: school.childB1._id,
      teacher: school.teacherB.id,
      startTime: utc(day, '09:30'),
      endTime: utc(day, '12:00'),
      timezone: 'UK',
      status: 'confirmed',
      subject: subjectIds.science,
      notes: '  Bring the workbook  ',
      meetingLink: 'https://meet.example.com/abc-defg',
    });
    expect(full.status, full.text).toBe(201);
    expect(full.body.message).toBe('Lesson booked successfully!');
    expect(full.body.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      student: { _id: school.childB1._id, name: 'Ben B1' },
      teacher: { _id: school.teacherB.id, name: 'Tom Teacher', email: 'tom@people.example' },
      subject: subjectIds.science,
      subjectName: 'KS3 Science',
      startTime: `${day}T09:30:00.000Z`,
      endTime: `${day}T10:30:00.000Z`,
      timezone: 'UK',
      durationMinutes: 60,
      status: 'confirmed',
      notes: 'Bring the workbook',
      meetingLink: 'https://meet.example.com/abc-defg',
      isRecurring: false,
    });
    expect(await listDay(day)).toEqual([full.body.data, plain]);
  });

  it('refuses a booking without student, teacher or a start instant with "Please fill in all required fields"', async () => {
    const day = nextDay();
    const complete = body(day, '10:00');
    const bodies: unknown[] = [
      {},
      { teacher: complete.teacher, startTime: complete.startTime },
      { student: complete.student, startTime: complete.startTime },
      { student: complete.student, teacher: complete.teacher },
      { ...complete, student: '' },
      { ...complete, teacher: '' },
      { ...complete, startTime: '' },
      { ...complete, startTime: 'next Tuesday' },
      // A wall-clock time without its offset is ambiguous: refused, never guessed.
      { ...complete, startTime: `${day}T10:00:00` },
    ];
    for (const attempt of bodies) {
      const answer = await post(attempt);
      expect(answer.status, JSON.stringify(attempt)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: requiredFieldsMessage });
    }
    expect(await listDay(day)).toEqual([]);
  });

  it('refuses starts off the quarter hour and accepts :00, :15, :30 and :45', async () => {
    const day = nextDay();
    for (const time of ['17:10', '17:05', '17:59', '17:00:30']) {
      const answer = await post({
        ...body(day, '17:00'),
        startTime: `${day}T${time}${time.length > 5 ? '' : ':00'}+04:00`,
      });
      expect(answer.status, time).toBe(400);
      expect(answer.body.message).toBe(quarterHourMessage);
      expect(answer.body.errors).toEqual({ startTime: quarterHourMessage });
    }
    expect(await listDay(day)).toEqual([]);
    const accepted = [];
    for (const time of ['09:15', '11:30', '13:45', '16:00']) accepted.push(await book(body(day, time)));
    expect(accepted.map((lesson) => lesson.startTime)).toEqual(
      ['05:15', '07:30', '09:45', '12:00'].map((time) => `${day}T${time}:00.000Z`),
    );
    expect(ids(await listDay(day))).toEqual(ids(accepted));
  });

  it('accepts only http(s) meeting links, the two timezones and the four statuses', async () => {
    const day = nextDay();
    const refused: [Partial<LessonBody>, string, string][] = [
      [{ meetingLink: 'javascript:alert(1)' }, 'meetingLink', linkSchemeMessage],
      [{ meetingLink: 'ftp://files.example.com/lesson' }, 'meetingLink', linkSchemeMessage],
      [{ meetingLink: 'meet.example.com/abc' }, 'meetingLink', linkSchemeMessage],
      [{ meetingLink: 'https://' }, 'meetingLink', linkSchemeMessage],
      [{ meetingLink: 'https://meet example.com' }, 'meetingLink', linkSchemeMessage],
      [{ meetingLink: 'http://[broken' }, 'meetingLink', 'Meeting link must be a valid URL'],
      [{ timezone: 'GMT' as never }, 'timezone', 'Timezone must be UAE or UK'],
      [
        { status: 'done' as never },
        'status',
        'Status must be one of pending, confirmed, completed, canceled',
      ],
    ];
    for (const [change, field, message] of refused) {
      const answer = await post(body(day, '10:00', change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors[field]).toBe(message);
    }
    expect(await listDay(day)).toEqual([]);
    const links = ['https://meet.example.com/room-1', 'http://zoom.example/j/123?pwd=x', ''];
    const booked = [];
    const pastDay = nextPastDay();
    for (const [index, meetingLink] of links.entries()) {
      booked.push(await book(body(pastDay, `1${index}:00`, { meetingLink, status: 'completed' })));
    }
    expect(booked.map((lesson) => lesson.meetingLink)).toEqual(links);
    expect(booked.map((lesson) => lesson.status)).toEqual(['completed', 'completed', 'completed']);
  });

  it('refuses a student or teacher that does not exist, and a teacher who is not a teacher', async () => {
    const day = nextDay();
    const cases: [Partial<LessonBody>, string, Record<string, string>][] = [
      [{ student: unknownId }, 'Student not found', { student: 'Please choose a student from the list' }],
      [{ teacher: unknownId }, 'Teacher not found', { teacher: 'Please choose a teacher from the list' }],
      [
        { teacher: school.admin.id },
        'Teacher not found',
        { teacher: 'Please choose a teacher from the list' },
      ],
      [
        { teacher: school.familyA.id },
        'Teacher not found',
        { teacher: 'Please choose a teacher from the list' },
      ],
      [{ student: 'abc' }, 'Invalid ID format', { student: 'Invalid ID format' }],
    ];
    for (const [change, message, errors] of cases) {
      const answer = await post(body(day, '10:00', change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors).toEqual(errors);
    }
    expect(await listDay(day)).toEqual([]);
  });
});

describe('double booking (a non-canceled lesson of the same teacher or student overlapping in time)', () => {
  it('refuses an overlapping lesson of the same teacher or student with 409 naming the lesson already there', async () => {
    const day = nextDay();
    const first = await book(body(day, '17:00'));
    const holder = { student: 'Amy A1', teacher: 'Tess Teacher', day, time: '17:00', zone: 'UAE' as const };
    const refused: [Partial<LessonBody>, string, 'teacher' | 'student'][] = [
      [{ student: childA2._id }, '17:30', 'teacher'],
      [{ student: childB2._id }, '16:15', 'teacher'],
      [{ teacher: school.teacherB.id }, '16:15', 'student'],
      [{ teacher: school.teacherB.id }, '17:45', 'student'],
      [{}, '17:00', 'teacher'],
      [{}, '17:45', 'teacher'],
    ];
    for (const [change, time, party] of refused) {
      const answer = await post(body(day, time, change));
      expect(answer.status, `${time} ${JSON.stringify(change)}`).toBe(409);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(clashMessage(party, holder));
    }
    expect(ids(await listDay(day))).toEqual([first._id]);
    // Back to back is not a clash; nor is an overlap for another teacher and another student.
    const after = await book(body(day, '18:00', { student: childA2._id }));
    const before = await book(body(day, '16:00', { teacher: school.teacherB.id }));
    const elsewhere = await book(
      body(day, '17:15', { teacher: school.teacherB.id, student: school.childB1._id }),
    );
    expect(ids(await listDay(day))).toEqual(ids([before, first, elsewhere, after]));
  });

  it('lets exactly one of five identical concurrent bookings through', async () => {
    const day = nextDay();
    const tokens = [school.admin.token, school.superAdmin.token];
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => post(body(day, '15:00'), tokens[index % 2])),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body.data as Lesson;
    const holder = { student: 'Amy A1', teacher: 'Tess Teacher', day, time: '15:00', zone: 'UAE' as const };
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body.message).toMatch(clashMessage('teacher', holder));
    }
    expect(ids(await listDay(day))).toEqual([winner._id]);
  });

  it('lets exactly one of four concurrent overlapping bookings of one teacher through', async () => {
    const day = nextDay();
    const students = [school.childA1, childA2, school.childB1, childB2];
    const answers = await Promise.all(
      ['15:00', '15:15', '15:30', '15:45'].map((time, index) =>
        post(body(day, time, { student: students[index]!._id })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body.data as Lesson;
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body.message).toMatch(/^The teacher already has a lesson then: .+ with Tess Teacher on /);
      expect(answer.body.message).toContain(winner.student.name);
    }
    expect(ids(await listDay(day))).toEqual([winner._id]);
  });

  it('frees the slot of a canceled lesson, and refuses to reinstate it while the slot is taken', async () => {
    const day = nextDay();
    const first = await book(body(day, '10:00'));
    expect(
      (await editLesson(runtime.api, school.admin.token, first._id, { status: 'canceled' })).status,
    ).toBe('canceled');
    const second = await book(body(day, '10:30'));
    const reinstate = await put(first._id, { status: 'confirmed' });
    expect(reinstate.status, reinstate.text).toBe(409);
    expect(reinstate.body.message).toMatch(
      clashMessage('teacher', {
        student: 'Amy A1',
        teacher: 'Tess Teacher',
        day,
        time: '10:30',
        zone: 'UAE',
      }),
    );
    // The canceled lesson and its replacement may share a start: compare regardless of order.
    expect((await listDay(day)).map((lesson) => [lesson._id, lesson.status]).sort()).toEqual(
      [
        [first._id, 'canceled'],
        [second._id, 'pending'],
      ].sort(),
    );
    // A lesson booked as canceled holds no slot either.
    const canceledBooking = await book(body(day, '10:30', { status: 'canceled' }));
    expect(canceledBooking.status).toBe('canceled');
    expect((await deleteLesson(runtime.api, school.admin.token, second._id)).status).toBe(200);
    expect((await put(first._id, { status: 'confirmed' })).status).toBe(200);
    // Reinstated, the first lesson holds its slot again.
    expect((await post(body(day, '10:45'))).status).toBe(409);
  });
});

describe('GET /lessons (who sees which lessons)', () => {
  // A day gone by: x3 is completed, which only a started lesson may be.
  const day = addDays('2025-09-01', 0);
  /** teacherA: x1, x2, x5; teacherB: x3, x4; familyA's children: x1, x2, x4; familyB's: x3, x5. */
  const x = {} as Record<'x1' | 'x2' | 'x3' | 'x4' | 'x5', Lesson>;

  beforeAll(async () => {
    x.x1 = await book({ ...body(day, '00:00'), startTime: utc(day, '09:00'), timezone: 'UAE' });
    x.x2 = await book({
      ...body(day, '00:00', { student: childA2._id }),
      startTime: utc(day, '11:00'),
      timezone: 'UK',
      status: 'confirmed',
    });
    x.x3 = await book({
      student: school.childB1._id,
      teacher: school.teacherB.id,
      startTime: utc(day, '09:30'),
      timezone: 'UK',
      status: 'completed',
    });
    x.x4 = await book({
      student: school.childA1._id,
      teacher: school.teacherB.id,
      startTime: utc(day, '13:00'),
      timezone: 'UAE',
      status: 'canceled',
    });
    x.x5 = await book({
      student: childB2._id,
      teacher: school.teacherA.id,
      startTime: utc(day, '15:00'),
      timezone: 'UAE',
      status: 'confirmed',
    });
  });

  const listIds = async (token: string, query: Record<string, string> = {}) =>
    ids(await listDay(day, token, query));

  it('gives staff every lesson of the window in start order, with teacher emails', async () => {
    for (const token of [school.superAdmin.token, school.admin.token]) {
      const lessons = await listDay(day, token);
      expect(ids(lessons)).toEqual(ids([x.x1, x.x3, x.x2, x.x4, x.x5]));
      expect(lessons).toEqual([x.x1, x.x3, x.x2, x.x4, x.x5]);
      expect(lessons.map((lesson) => lesson.teacher.email)).toEqual([
        'tess@people.example',
        'tom@people.example',
        'tess@people.example',
        'tom@people.example',
        'tess@people.example',
      ]);
    }
    const answer = await get(`/lessons${lessonsQuery(dayWindow(day))}`, school.admin.token);
    expect(answer.body).toEqual({ success: true, data: expect.any(Array) });
    expect((await get(`/lessons${lessonsQuery(dayWindow(day))}`)).status).toBe(401);
  });

  it('lets staff narrow the list to one teacher, one student, or both', async () => {
    const token = school.admin.token;
    expect(await listIds(token, { teacherId: school.teacherA.id })).toEqual(ids([x.x1, x.x2, x.x5]));
    expect(await listIds(token, { teacherId: school.teacherB.id })).toEqual(ids([x.x3, x.x4]));
    expect(await listIds(token, { studentId: school.childA1._id })).toEqual(ids([x.x1, x.x4]));
    expect(await listIds(token, { studentId: childB2._id })).toEqual(ids([x.x5]));
    expect(await listIds(token, { teacherId: school.teacherB.id, studentId: school.childA1._id })).toEqual(
      ids([x.x4]),
    );
    expect(await listIds(token, { teacherId: school.teacherA.id, studentId: school.childB1._id })).toEqual(
      [],
    );
    const badId = await get(`/lessons${lessonsQuery({ ...dayWindow(day), teacherId: 'abc' })}`, token);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid ID format');
  });

  it("gives a teacher only its own lessons, and refuses another teacher's id", async () => {
    const token = school.teacherA.token;
    const lessons = await listDay(day, token);
    expect(lessons).toEqual([x.x1, x.x2, x.x5]);
    expect(await listIds(token, { teacherId: school.teacherA.id })).toEqual(ids([x.x1, x.x2, x.x5]));
    expect(await listIds(token, { studentId: school.childA1._id })).toEqual(ids([x.x1]));
    // x3 is childB1's lesson with teacherB: a teacher naming another teacher's student sees none of it.
    expect(await listIds(token, { studentId: school.childB1._id })).toEqual([]);
    const foreign = await get(
      `/lessons${lessonsQuery({ ...dayWindow(day), teacherId: school.teacherB.id })}`,
      token,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ success: false, message: 'You can only see your own lessons' });
  });

  it("gives a family its children's lessons without teacher emails, and refuses another child", async () => {
    const withoutEmail = (lesson: Lesson) => {
      const { email: _email, ...teacher } = lesson.teacher;
      return { ...lesson, teacher };
    };
    const familyA = await listDay(day, school.familyA.token);
    expect(ids(familyA).sort()).toEqual(ids([x.x1, x.x2, x.x4]).sort());
    const familyB = await listDay(day, school.familyB.token);
    expect(ids(familyB).sort()).toEqual(ids([x.x3, x.x5]).sort());
    for (const lesson of [...familyA, ...familyB]) {
      expect(Object.keys(lesson.teacher).sort()).toEqual(['_id', 'name']);
    }
    expect(familyA.sort((a, b) => a.startTime.localeCompare(b.startTime))).toEqual(
      [x.x1, x.x2, x.x4].map(withoutEmail),
    );
    expect(await listIds(school.familyA.token, { studentId: childA2._id })).toEqual(ids([x.x2]));
    expect(await listIds(school.familyA.token, { teacherId: school.teacherB.id })).toEqual(ids([x.x4]));
    for (const [token, studentId] of [
      [school.familyA.token, school.childB1._id],
      [school.familyB.token, school.childA1._id],
      [school.familyB.token, unknownId],
    ] as const) {
      const answer = await get(`/lessons${lessonsQuery({ ...dayWindow(day), studentId })}`, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: "You can only see your children's lessons" });
    }
  });

  it('filters by status and by timezone', async () => {
    const staff = school.admin.token;
    expect(await listIds(staff, { status: 'confirmed' })).toEqual(ids([x.x2, x.x5]));
    expect(await listIds(staff, { status: 'pending' })).toEqual(ids([x.x1]));
    expect(await listIds(staff, { timezone: 'UK' })).toEqual(ids([x.x3, x.x2]));
    expect(await listIds(staff, { timezone: 'UAE' })).toEqual(ids([x.x1, x.x4, x.x5]));
    expect(await listIds(staff, { status: 'canceled', timezone: 'UAE' })).toEqual(ids([x.x4]));
    expect(await listIds(staff, { status: 'completed', timezone: 'UAE' })).toEqual([]);
    expect(await listIds(staff, { status: 'confirmed', teacherId: school.teacherA.id })).toEqual(
      ids([x.x2, x.x5]),
    );
    expect(await listIds(school.teacherA.token, { status: 'pending' })).toEqual(ids([x.x1]));
    expect(await listIds(school.teacherA.token, { timezone: 'UK' })).toEqual(ids([x.x2]));
    expect(await listIds(school.familyB.token, { timezone: 'UAE' })).toEqual(ids([x.x5]));
    expect(await listIds(school.familyA.token, { status: 'canceled' })).toEqual(ids([x.x4]));
    const refused: [Record<string, string>, string][] = [
      [{ status: 'done' }, 'Status must be one of pending, confirmed, completed, canceled'],
      [{ timezone: 'GMT' }, 'Timezone must be UAE or UK'],
    ];
    for (const [query, message] of refused) {
      const answer = await get(`/lessons${lessonsQuery({ ...dayWindow(day), ...query })}`, staff);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  it('pages with nextCursor and cursor across months, children and filters, each lesson once', async () => {
    // Five lessons over three calendar months (staff read the school month by month).
    const starts = [
      '2027-10-30T08:00',
      '2027-10-31T08:00',
      '2027-11-15T08:00',
      '2027-12-01T08:00',
      '2027-12-02T08:00',
    ];
    const spread = [];
    for (const start of starts) {
      spread.push(await book({ ...body(day, '00:00', { student: childB2._id }), startTime: `${start}:00Z` }));
    }
    const window = { from: '2027-10-20T00:00:00Z', to: '2027-12-31T00:00:00Z' };
    const walk = async (token: string, query: Record<string, string>) => {
      const pages: string[][] = [];
      let cursor: string | undefined;
      do {
        const answer = await get(`/lessons${lessonsQuery({ ...query, cursor })}`, token);
        expect(answer.status, answer.text).toBe(200);
        pages.push(ids(answer.body.data as Lesson[]));
        cursor = answer.body.nextCursor as string | undefined;
        expect(pages.length).toBeLessThan(20);
      } while (cursor);
      return pages;
    };
    const staffPages = await walk(school.admin.token, { ...window, limit: '2' });
    expect(staffPages.length).toBeGreaterThanOrEqual(3);
    for (const page of staffPages) expect(page.length).toBeLessThanOrEqual(2);
    expect(staffPages.flat()).toEqual(ids(spread));
    // The first page says there is more; the list without a limit has no cursor.
    const whole = await get(`/lessons${lessonsQuery(window)}`, school.admin.token);
    expect(ids(whole.body.data)).toEqual(ids(spread));
    expect(whole.body.nextCursor).toBeUndefined();

    // A family with two children: one index partition per child.
    const familyPages = await walk(school.familyA.token, { ...dayWindow(day), limit: '1' });
    expect(familyPages.flat().sort()).toEqual(ids([x.x1, x.x2, x.x4]).sort());
    expect(familyPages.filter((page) => page.length > 0).length).toBe(3);
    const teacherPages = await walk(school.teacherA.token, { ...dayWindow(day), limit: '2' });
    expect(teacherPages.flat()).toEqual(ids([x.x1, x.x2, x.x5]));
    const filteredPages = await walk(school.admin.token, {
      ...dayWindow(day),
      status: 'confirmed',
      limit: '1',
    });
    expect(filteredPages.flat()).toEqual(ids([x.x2, x.x5]));

    const forged = Buffer.from(
      JSON.stringify({ PK: 'x', SK: 'x', GSI1PK: 'LESSONS_BY_MONTH#2020-01', GSI1SK: 'x' }),
    ).toString('base64url');
    const badQueries: [Record<string, string>, string][] = [
      [{ cursor: 'garbage' }, 'Invalid cursor'],
      [{ cursor: '9.' }, 'Invalid cursor'],
      [{ cursor: `0.${forged}` }, 'Invalid cursor'],
      [{ cursor: '0.%%%' }, 'Invalid cursor'],
      [{ limit: '0' }, 'limit must be at least 1'],
      [{ limit: '501' }, 'limit must be at most 500'],
    ];
    for (const [query, message] of badQueries) {
      const answer = await get(`/lessons${lessonsQuery({ ...window, ...query })}`, school.admin.token);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  it('reads a nine-week window from a week ago when none is given', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const student = await createStudent(runtime.api, school.admin.token, {
      name: 'Dee Default',
      parentId: school.familyB.id,
    });
    const at = async (offsetDays: number) =>
      book({
        student: student._id,
        teacher: school.teacherB.id,
        startTime: utc(addDays(today, offsetDays), '12:00'),
      });
    const tooEarly = await at(-8);
    const firstDay = await at(-7);
    const lastDay = await at(55);
    const tooLate = await at(56);
    const defaults = ids(await listLessons(runtime.api, school.admin.token, { studentId: student._id }));
    expect(defaults).toEqual(ids([firstDay, lastDay]));
    expect(defaults).not.toContain(tooEarly._id);
    expect(defaults).not.toContain(tooLate._id);
    // With only `from`, the window still lasts nine weeks.
    const from = `${addDays(today, 50)}T00:00:00.000Z`;
    expect(ids(await listLessons(runtime.api, school.admin.token, { studentId: student._id, from }))).toEqual(
      ids([lastDay, tooLate]),
    );
  });

  it('refuses a window of more than 93 days, one ending before it starts, and dates that are not instants', async () => {
    const from = '2027-01-01T00:00:00.000Z';
    const after = (days: number) => new Date(Date.parse(from) + days * 86_400_000).toISOString();
    const refused: [Record<string, string>, string][] = [
      [{ from, to: after(94) }, 'The date window can be at most 93 days'],
      [{ from, to: after(93.5) }, 'The date window can be at most 93 days'],
      [{ from, to: after(-1) }, 'The end of the date window must be after its start'],
      [{ from: 'yesterday' }, 'from must be an ISO date-time'],
      [{ from, to: '2027-02-01' }, 'to must be an ISO date-time'],
    ];
    for (const [query, message] of refused) {
      const answer = await get(`/lessons${lessonsQuery(query)}`, school.admin.token);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    const longest = await get(`/lessons${lessonsQuery({ from, to: after(93) })}`, school.admin.token);
    expect(longest.status, longest.text).toBe(200);
  });

  /** GET /lessons/calendar-summary (issue 18): the month view's days, counted and searched on the server. */
  const summary = (token: string | undefined, query: Record<string, string> = {}) =>
    get(`/lessons/calendar-summary${lessonsQuery({ ...dayWindow(day), ...query })}`, token);
  const summaryDays = async (token: string, query: Record<string, string> = {}) => {
    const answer = await summary(token, query);
    expect(answer.status, answer.text).toBe(200);
    return (answer.body.data.days as { date: string; total: number; lessons: Lesson[] }[]).map(
      ({ date, total, lessons }) => ({ date, total, ids: ids(lessons) }),
    );
  };

  it("summarises a window per day on the viewer's clock: each day's count and first lessons, and the legend's teachers", async () => {
    const staff = school.admin.token;
    const answer = await summary(staff);
    expect(answer.body).toEqual({
      success: true,
      data: {
        days: [{ date: day, total: 5, lessons: [x.x1, x.x3, x.x2, x.x4, x.x5] }],
        teachers: [
          { _id: school.teacherA.id, name: 'Tess Teacher' },
          { _id: school.teacherB.id, name: 'Tom Teacher' },
        ],
        total: 5,
      },
    });
    expect(await summaryDays(staff, { perDay: '2' })).toEqual([
      { date: day, total: 5, ids: ids([x.x1, x.x3]) },
    ]);
    // UTC+14: from 10:00 UTC the lessons fall on the next day.
    expect(await summaryDays(staff, { timeZone: 'Pacific/Kiritimati', perDay: '2' })).toEqual([
      { date: day, total: 2, ids: ids([x.x1, x.x3]) },
      { date: addDays(day, 1), total: 3, ids: ids([x.x2, x.x4]) },
    ]);
  });

  it('searches student and teacher names on the server (any case, any part) with the status and id filters', async () => {
    const staff = school.admin.token;
    expect(await summaryDays(staff, { studentName: 'a1' })).toEqual([
      { date: day, total: 2, ids: ids([x.x1, x.x4]) },
    ]);
    expect(await summaryDays(staff, { teacherName: 'TOM', studentName: ' amy ' })).toEqual([
      { date: day, total: 1, ids: ids([x.x4]) },
    ]);
    expect(await summaryDays(staff, { status: 'confirmed' })).toEqual([
      { date: day, total: 2, ids: ids([x.x2, x.x5]) },
    ]);
    expect(await summaryDays(staff, { teacherId: school.teacherA.id, studentName: 'b' })).toEqual([
      { date: day, total: 1, ids: ids([x.x5]) },
    ]);
    expect(await summaryDays(staff, { studentName: 'nobody' })).toEqual([]);
  });

  it("counts only what the caller may see: a teacher its own, a family its children's without teacher emails", async () => {
    expect(await summaryDays(school.teacherA.token)).toEqual([
      { date: day, total: 3, ids: ids([x.x1, x.x2, x.x5]) },
    ]);
    expect(await summaryDays(school.familyB.token)).toEqual([
      { date: day, total: 2, ids: ids([x.x3, x.x5]) },
    ]);
    const family = await summary(school.familyA.token);
    expect(family.body.data.total).toBe(3);
    for (const lesson of family.body.data.days[0].lessons as Lesson[])
      expect(Object.keys(lesson.teacher).sort()).toEqual(['_id', 'name']);
    const refusals: [string, Record<string, string>, number, string][] = [
      [school.teacherA.token, { teacherId: school.teacherB.id }, 403, 'You can only see your own lessons'],
      [
        school.familyA.token,
        { studentId: school.childB1._id },
        403,
        "You can only see your children's lessons",
      ],
    ];
    for (const [token, query, status, message] of refusals) {
      const answer = await summary(token, query);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message });
    }
    expect((await summary(undefined)).status).toBe(401);
  });

  it('refuses a window past six weeks, a missing window, an unknown time zone and a bad perDay', async () => {
    const from = '2027-01-01T00:00:00.000Z';
    const after = (days: number) => new Date(Date.parse(from) + days * 86_400_000).toISOString();
    const refused: [Record<string, string>, string][] = [
      [{ from, to: after(44) }, 'The calendar summary covers at most 43 days'],
      [{ from, to: after(-1) }, 'The end of the date window must be after its start'],
      [{ from: 'soon', to: after(1) }, 'from must be an ISO date-time'],
      [{ from, to: after(1), timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
      [{ from, to: after(1), perDay: '0' }, 'perDay must be at least 1'],
      [{ from, to: after(1), perDay: '21' }, 'perDay must be at most 20'],
    ];
    for (const [query, message] of refused) {
      const answer = await get(`/lessons/calendar-summary${lessonsQuery(query)}`, school.admin.token);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    const missing = await get('/lessons/calendar-summary', school.admin.token);
    expect(missing.status).toBe(400);
    const longest = await get(
      `/lessons/calendar-summary${lessonsQuery({ from, to: after(43) })}`,
      school.admin.token,
    );
    expect(longest.status, longest.text).toBe(200);
  });
});

describe('PUT /lessons/{id} (Edit lesson)', () => {
  it('lets staff change the whole form: the end follows the start and the old slots are freed', async () => {
    const day = nextDay();
    const lesson = await book(body(day, '10:00', { notes: 'First', subject: subjectIds.maths }));
    // The lesson moves to Ann A2, who must have the subject it moves with.
    await allocateSubjects(runtime.api, school.superAdmin.token, childA2._id, [subjectIds.english]);
    const answer = await put(lesson._id, {
      student: childA2._id,
      teacher: school.teacherB.id,
      startTime: uae(day, '15:30'),
      endTime: uae(day, '20:00'),
      timezone: 'UK',
      status: 'confirmed',
      subject: subjectIds.english,
      notes: 'Moved to the afternoon',
      meetingLink: 'https://meet.example.com/moved',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Lesson updated successfully!');
    const moved: Lesson = {
      _id: lesson._id,
      student: { _id: childA2._id, name: 'Ann A2' },
      teacher: { _id: school.teacherB.id, name: 'Tom Teacher', email: 'tom@people.example' },
      subject: subjectIds.english,
      subjectName: 'KS2 English',
      startTime: `${day}T11:30:00.000Z`,
      endTime: `${day}T12:30:00.000Z`,
      timezone: 'UK',
      durationMinutes: 60,
      status: 'confirmed',
      notes: 'Moved to the afternoon',
      meetingLink: 'https://meet.example.com/moved',
      isRecurring: false,
    };
    expect(answer.body.data).toEqual(moved);
    expect(await listDay(day)).toEqual([moved]);
    // The teacher's and the student's old hour is free, the new one is taken by both new parties.
    const again = await book(body(day, '10:00'));
    expect(
      (await post(body(day, '15:45', { teacher: school.teacherB.id, student: school.childB1._id }))).status,
    ).toBe(409);
    expect((await post(body(day, '15:00', { student: childA2._id }))).status).toBe(409);
    // A partial form changes only what it names.
    const notesOnly = await editLesson(runtime.api, school.superAdmin.token, lesson._id, {
      notes: 'Only notes',
    });
    expect(notesOnly).toEqual({ ...moved, notes: 'Only notes' });
    expect(ids(await listDay(day)).sort()).toEqual(ids([again, moved]).sort());
  });

  it('refuses moving a lesson onto another one, naming it, and changes nothing', async () => {
    const day = nextDay();
    const first = await book(body(day, '10:00'));
    const second = await book(body(day, '12:00', { student: childA2._id }));
    const third = await book(
      body(day, '12:00', { teacher: school.teacherB.id, student: school.childB1._id }),
    );
    const before = await listDay(day);
    expect(ids(before).sort()).toEqual(ids([first, second, third]).sort());
    const onto = await put(second._id, { startTime: uae(day, '10:45'), notes: 'Should not stick' });
    expect(onto.status, onto.text).toBe(409);
    expect(onto.body.message).toMatch(
      clashMessage('teacher', {
        student: 'Amy A1',
        teacher: 'Tess Teacher',
        day,
        time: '10:00',
        zone: 'UAE',
      }),
    );
    // Changing a party is checked too: childA2 already has the second lesson at 12:00.
    const newStudent = await put(third._id, { student: childA2._id });
    expect(newStudent.status, newStudent.text).toBe(409);
    expect(newStudent.body.message).toMatch(
      clashMessage('student', {
        student: 'Ann A2',
        teacher: 'Tess Teacher',
        day,
        time: '12:00',
        zone: 'UAE',
      }),
    );
    const newTeacher = await put(third._id, { teacher: school.teacherA.id });
    expect(newTeacher.status, newTeacher.text).toBe(409);
    expect(await listDay(day)).toEqual(before);
    // The refused moves took no slot: the hours they aimed at are still bookable by others.
    expect((await post(body(day, '11:00', { student: childB2._id }))).status).toBe(201);
  });

  it('lets a lesson move by a quarter of an hour within its own hour', async () => {
    const day = nextDay();
    const lesson = await book(body(day, '10:00'));
    const later = await editLesson(runtime.api, school.admin.token, lesson._id, {
      startTime: uae(day, '10:15'),
    });
    expect([later.startTime, later.endTime]).toEqual([
      instant(uae(day, '10:15')),
      instant(uae(day, '11:15')),
    ]);
    // 10:00–10:15 is free again: a lesson ending at 10:15 fits.
    const before = await book(body(day, '09:15'));
    const back = await put(lesson._id, { startTime: uae(day, '10:00') });
    expect(back.status).toBe(409);
    const earlier = await editLesson(runtime.api, school.admin.token, lesson._id, {
      startTime: uae(day, '10:30'),
    });
    expect(earlier.startTime).toBe(instant(uae(day, '10:30')));
    expect(ids(await listDay(day))).toEqual(ids([before, lesson]));
  });

  it('refuses an off-quarter start, a bad link, an unknown student and a non-teacher, changing nothing', async () => {
    const day = nextDay();
    const lesson = await book(body(day, '10:00'));
    const refused: [Record<string, unknown>, string][] = [
      [{ startTime: uae(day, '10:20') }, quarterHourMessage],
      [{ meetingLink: 'javascript:alert(1)' }, linkSchemeMessage],
      [{ student: unknownId }, 'Student not found'],
      [{ teacher: school.admin.id }, 'Teacher not found'],
      [{ status: 'done' }, 'Status must be one of pending, confirmed, completed, canceled'],
      [{ timezone: 'CET' }, 'Timezone must be UAE or UK'],
      [{ startTime: 'tomorrow' }, requiredFieldsMessage],
    ];
    for (const [change, message] of refused) {
      const answer = await put(lesson._id, { ...change, notes: 'Should not stick' });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await listDay(day)).toEqual([lesson]);
  });

  it('answers 404 for an unknown lesson and 400 "Invalid lesson ID" for a malformed one', async () => {
    const unknown = await put(unknownId, { notes: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Lesson not found' });
    for (const bad of ['abc', '0123456789ABCDEF01234567', `${unknownId}0`]) {
      const answer = await put(bad, { notes: 'x' });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message).toBe('Invalid lesson ID');
    }
  });

  it('lets a teacher change the status, notes and meeting link of its own lesson', async () => {
    const day = nextDay();
    const lesson = await book(body(day, '10:00'));
    const answer = await put(
      lesson._id,
      { status: 'confirmed', notes: 'Chapter 3', meetingLink: 'https://meet.example.com/tess' },
      school.teacherA.token,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Lesson updated successfully!');
    const changed = {
      ...lesson,
      status: 'confirmed',
      notes: 'Chapter 3',
      meetingLink: 'https://meet.example.com/tess',
    };
    expect(answer.body.data).toEqual(changed);
    // The whole form sent back unchanged (the start in another notation) is fine too.
    const wholeForm = await put(
      lesson._id,
      {
        student: lesson.student._id,
        teacher: lesson.teacher._id,
        startTime: lesson.startTime,
        timezone: lesson.timezone,
        subject: lesson.subject,
        status: 'pending',
        notes: 'Chapter 4',
        meetingLink: '',
      },
      school.teacherA.token,
    );
    expect(wholeForm.status, wholeForm.text).toBe(200);
    expect(await listDay(day)).toEqual([{ ...lesson, notes: 'Chapter 4' }]);
  });

  it('refuses a teacher changing the start, student, teacher or timezone (403), changing nothing', async () => {
    const day = nextDay();
    const lesson = await book(body(day, '10:00'));
    const changes: Record<string, unknown>[] = [
      { startTime: uae(day, '11:00') },
      { startTime: uae(day, '10:15'), notes: 'Slightly later' },
      { student: childA2._id },
      { teacher: school.teacherB.id },
      { timezone: 'UK' },
      { subject: subjectIds.english },
    ];
    for (const change of changes) {
      const answer = await put(lesson._id, { ...change, notes: 'Should not stick' }, school.teacherA.token);
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.body).toEqual({ success: false, message: teacherOnlyMessage });
    }
    expect(await listDay(day)).toEqual([lesson]);
  });

  it("refuses a teacher editing another teacher's lesson", async () => {
    const day = nextDay();
    const lesson = await book(
      body(day, '10:00', { teacher: school.teacherB.id, student: school.childB1._id }),
    );
    for (const change of [{ notes: 'Not mine' }, { status: 'canceled' }]) {
      const answer = await put(lesson._id, change, school.teacherA.token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'You can only edit your own lessons' });
    }
    expect(await listDay(day)).toEqual([lesson]);
  });

  it('freezes a completed lesson for its teacher; staff can still correct it', async () => {
    const day = nextPastDay();
    const lesson = await book(body(day, '10:00'));
    expect(
      (await editLesson(runtime.api, school.teacherA.token, lesson._id, { status: 'completed' })).status,
    ).toBe('completed');
    for (const change of [
      { notes: 'Late note' },
      { status: 'confirmed' },
      { meetingLink: 'https://x.example' },
    ]) {
      const answer = await put(lesson._id, change, school.teacherA.token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'Completed lessons cannot be modified' });
    }
    const corrected = await editLesson(runtime.api, school.admin.token, lesson._id, {
      notes: 'Corrected by staff',
    });
    expect(corrected).toEqual({ ...lesson, status: 'completed', notes: 'Corrected by staff' });
  });

  it('lets a teacher cancel its own lesson, freeing the slot', async () => {
    const day = nextDay();
    const lesson = await book(body(day, '10:00'));
    expect((await post(body(day, '10:30'))).status).toBe(409);
    await editLesson(runtime.api, school.teacherA.token, lesson._id, { status: 'canceled' });
    const rebooked = await book(body(day, '10:30'));
    expect((await listDay(day)).map((item) => [item._id, item.status])).toEqual([
      [lesson._id, 'canceled'],
      [rebooked._id, 'pending'],
    ]);
  });

  it('refuses families (403) and signed-out callers (401), changing nothing', async () => {
    const day = nextDay();
    const own = await book(body(day, '10:00'));
    const other = await book(
      body(day, '10:00', { teacher: school.teacherB.id, student: school.childB1._id }),
    );
    for (const [token, lessonId] of [
      [school.familyA.token, own._id],
      [school.familyA.token, other._id],
      [school.familyB.token, other._id],
    ] as const) {
      const answer = await put(lessonId, { notes: 'Family note', status: 'canceled' }, token);
      expect(answer.status).toBe(403);
      expect(answer.body.success).toBe(false);
    }
    const signedOut = await putLesson(runtime.api, undefined, own._id, { notes: 'Stranger' });
    expect(signedOut.status).toBe(401);
    // Same start, different teachers: the list orders ties by id, which is not creation order.
    const byId = (lessons: Lesson[]) => [...lessons].sort((a, b) => a._id.localeCompare(b._id));
    expect(byId(await listDay(day))).toEqual(byId([own, other]));
  });
});

describe('DELETE /lessons/{id}', () => {
  it('lets staff delete a lesson, freeing its slot', async () => {
    const day = nextDay();
    const first = await book(body(day, '10:00'));
    const second = await book(body(day, '12:00'));
    const answer = await deleteLesson(runtime.api, school.admin.token, first._id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { _id: first._id },
      message: 'Lesson deleted successfully!',
    });
    expect(ids(await listDay(day))).toEqual([second._id]);
    const again = await deleteLesson(runtime.api, school.admin.token, first._id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Lesson not found');
    const rebooked = await book(body(day, '10:30'));
    expect((await deleteLesson(runtime.api, school.superAdmin.token, second._id)).status).toBe(200);
    expect(ids(await listDay(day))).toEqual([rebooked._id]);
    expect((await put(second._id, { notes: 'Gone' })).status).toBe(404);
  });

  it('refuses teachers and families (403), strangers (401) and malformed ids (400)', async () => {
    const day = nextDay();
    const lesson = await book(body(day, '10:00'));
    for (const token of [school.teacherA.token, school.familyA.token, school.familyB.token]) {
      const answer = await deleteLesson(runtime.api, token, lesson._id);
      expect(answer.status).toBe(403);
      expect(answer.body.success).toBe(false);
    }
    expect((await deleteLesson(runtime.api, undefined, lesson._id)).status).toBe(401);
    const malformed = await deleteLesson(runtime.api, school.admin.token, 'not-a-lesson');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid lesson ID');
    expect(await listDay(day)).toEqual([lesson]);
  });
});

describe('refusals in the spec’s words', () => {
  it('tells a family it may not edit lessons', async () => {
    const answer = await request(runtime.api, 'PUT', `/lessons/0123456789abcdef01234567`, {
      token: school.familyA.token,
      body: { notes: 'Can we move it?' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('You do not have permission to edit lessons');
  });
});
