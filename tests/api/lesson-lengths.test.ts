import { describe, expect, it } from 'vitest';
import { request } from './support/http';
import { generateInvoice, saveSettings, initialSettings } from './support/invoice-fixtures';
import {
  bookLesson,
  bookSeries,
  editLesson,
  postLesson,
  postSeries,
  putLesson,
  utc,
} from './support/lesson-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { events } from './support/calendar-events';

const { runtime, school } = useSchoolWithPeople();

const lengthMessage = 'A lesson lasts 15 to 240 minutes, in steps of 5';
const forA = () => ({ student: school.childA1._id, teacher: school.teacherA.id });
const forB = () => ({ student: school.childB1._id, teacher: school.teacherB.id });

describe('lesson lengths', () => {
  it('books 60 minutes by default and any 15 to 240 in steps of 5', async () => {
    const standard = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2027-01-04', '09:00'),
    });
    expect(standard.durationMinutes).toBe(60);
    expect(standard.endTime).toBe(utc('2027-01-04', '10:00'));
    const short = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2027-01-04', '12:00'),
      durationMinutes: 45,
    });
    expect(short).toMatchObject({ durationMinutes: 45, endTime: utc('2027-01-04', '12:45') });
    const odd = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2027-01-04', '14:00'),
      durationMinutes: 235,
    });
    expect(odd).toMatchObject({ durationMinutes: 235, endTime: utc('2027-01-04', '17:55') });
  });

  it.each([0, 10, 14, 47, 245, 60.5, '60', null])('refuses a length of %s with a 400', async (minutes) => {
    const answer = await postLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2027-01-05', '09:00'),
      durationMinutes: minutes,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(lengthMessage);
    const series = await postSeries(runtime.api, school.superAdmin.token, {
      ...forA(),
      startDate: '2027-01-05',
      endDate: '2027-01-06',
      startTime: '09:00',
      recurrencePattern: 'daily',
      durationMinutes: minutes,
    });
    expect(series.status).toBe(400);
  });

  it('makes a 90-minute lesson clash with one starting 60 minutes after it, not 90', async () => {
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2027-01-06', '09:00'),
      durationMinutes: 90,
    });
    // The same teacher, another student: the teacher's slot locks refuse it.
    const clash = await postLesson(runtime.api, school.superAdmin.token, {
      student: school.childB1._id,
      teacher: school.teacherA.id,
      startTime: utc('2027-01-06', '10:00'),
    });
    expect(clash.status).toBe(409);
    const after = await postLesson(runtime.api, school.superAdmin.token, {
      student: school.childB1._id,
      teacher: school.teacherA.id,
      startTime: utc('2027-01-06', '10:30'),
    });
    expect(after.status).toBe(201);
    // A series' friendly check (find-clashes) follows the existing lesson's length too.
    const series = await postSeries(runtime.api, school.superAdmin.token, {
      ...forA(),
      startDate: '2027-01-06',
      endDate: '2027-01-07',
      startTime: '08:00',
      timezone: 'UK',
      recurrencePattern: 'daily',
      durationMinutes: 75,
    });
    expect(series.status).toBe(409);
    expect(series.body.message).toContain('clash');
  });

  it('keeps the length on edits unless changed, and refuses a teacher changing it', async () => {
    const lesson = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2027-01-08', '09:00'),
      durationMinutes: 30,
    });
    const moved = await editLesson(runtime.api, school.superAdmin.token, lesson._id, {
      startTime: utc('2027-01-08', '11:00'),
    });
    expect(moved).toMatchObject({ durationMinutes: 30, endTime: utc('2027-01-08', '11:30') });
    const longer = await editLesson(runtime.api, school.superAdmin.token, lesson._id, {
      durationMinutes: 120,
    });
    expect(longer).toMatchObject({ durationMinutes: 120, endTime: utc('2027-01-08', '13:00') });
    const teacher = await putLesson(runtime.api, school.teacherA.token, lesson._id, { durationMinutes: 60 });
    expect(teacher.status).toBe(403);
    const invalid = await putLesson(runtime.api, school.superAdmin.token, lesson._id, { durationMinutes: 7 });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(lengthMessage);
  });

  it('books a series of the chosen length', async () => {
    const series = await bookSeries(runtime.api, school.superAdmin.token, {
      ...forB(),
      startDate: '2027-01-11',
      endDate: '2027-01-13',
      startTime: '09:00',
      timezone: 'UK',
      recurrencePattern: 'daily',
      durationMinutes: 45,
    });
    expect(series.lessons.map((lesson) => [lesson.durationMinutes, lesson.endTime])).toEqual([
      [45, utc('2027-01-11', '09:45')],
      [45, utc('2027-01-12', '09:45')],
      [45, utc('2027-01-13', '09:45')],
    ]);
  });

  it("ends the feed's event at the lesson's real end (DTEND)", async () => {
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(6, 0, 0, 0);
    const lesson = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: start.toISOString(),
      durationMinutes: 90,
    });
    const created = await request(runtime.api, 'POST', '/calendar-feed', { token: school.familyB.token });
    const feed = await request(runtime.api, 'GET', created.body.data.path.replace(/^\/api/, ''));
    const event = events(feed.text).find((each) => each.UID === `${lesson._id}@school-progress`);
    const end = new Date(start.getTime() + 90 * 60_000).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(event?.DTEND).toBe(end);
  });

  it('lists the real minutes in the lessons CSV and in Teacher Hours', async () => {
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: utc('2026-02-10', '09:00'),
      durationMinutes: 45,
      timezone: 'UK',
      status: 'completed',
    });
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: utc('2026-02-11', '09:00'),
      durationMinutes: 90,
      timezone: 'UK',
      status: 'completed',
    });
    const csv = await request(runtime.api, 'GET', '/lessons/export.csv?from=2026-02-01&to=2026-02-28', {
      token: school.admin.token,
    });
    const rows = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toContain('Duration (minutes)');
    expect(rows.slice(1, 3).map((row) => row.split(',')[6])).toEqual(['45', '90']);
    const hours = await request(runtime.api, 'GET', '/lessons/teacher-hours?from=2026-02&to=2026-02', {
      token: school.admin.token,
    });
    expect(hours.body.data.totalMinutes).toBe(135);
    expect(hours.body.data.teachers[0]).toMatchObject({ totalMinutes: 135, totalLessons: 2 });
  });
});

describe('proration of lesson lines', () => {
  it('bills 45 minutes at 40.00 an hour as 30.00', async () => {
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2026-04-07', '09:00'),
      durationMinutes: 45,
      timezone: 'UK',
    });
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: school.childA1._id,
      month: 4,
      year: 2026,
      currency: 'GBP',
    });
    expect(invoice.items.map((item) => [item.duration, item.rate, item.amount])).toEqual([[45, 40, 30]]);
    expect(invoice.total).toBe(30);
  });

  it('rounds half up at the line: 50 minutes at 33.33 an hour is 27.78', async () => {
    await saveSettings(runtime.api, school.superAdmin.token, {
      ...initialSettings,
      defaultRates: { GBP: 33.33, AED: 200 },
    });
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: utc('2026-05-07', '09:00'),
      durationMinutes: 50,
      timezone: 'UK',
    });
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: school.childA1._id,
      month: 5,
      year: 2026,
      currency: 'GBP',
    });
    // 3333 × 50 / 60 = 2777.5 pence, rounded half up.
    expect(invoice.items.map((item) => [item.duration, item.rate, item.amount])).toEqual([
      [50, 33.33, 27.78],
    ]);
    await saveSettings(runtime.api, school.superAdmin.token, initialSettings);
  });
});
