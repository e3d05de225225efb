import { describe, expect, it } from 'vitest';
import { defaultLessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import { request } from './support/http';
import { generateInvoice } from './support/invoice-fixtures';
import { bookLesson, editLesson, postLesson, putLesson, utc } from './support/lesson-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { signIn } from './support/accounts';

const { runtime, school } = useSchoolWithPeople();

const forA = () => ({ student: school.childA1._id, teacher: school.teacherA.id });
const forB = () => ({ student: school.childB1._id, teacher: school.teacherB.id });

const putAttendance = (token: string | undefined, lessonId: string, attendance: unknown) =>
  request(runtime.api, 'PUT', `/lessons/${lessonId}/attendance`, { token, body: { attendance } });

const getPolicy = (token: string | undefined) => request(runtime.api, 'GET', '/lesson-policy', { token });
const putPolicy = (token: string | undefined, body: unknown) =>
  request(runtime.api, 'PUT', '/lesson-policy', { token, body });

/** A start `days` from now on the quarter hour (negative: in the past). */
function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(8, 0, 0, 0);
  return date.toISOString();
}

async function auditEntries(targetId: string, action: string) {
  const answer = await request(runtime.api, 'GET', `/audit-log?targetId=${targetId}&action=${action}`, {
    token: school.superAdmin.token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as { before?: Record<string, unknown>; after?: Record<string, unknown> }[];
}

describe('a lesson is completed only once it has started', () => {
  it('answers 409 marking a future lesson completed, and completes a started one', async () => {
    const future = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: daysFromNow(15),
    });
    for (const token of [school.teacherA.token, school.superAdmin.token]) {
      const early = await putLesson(runtime.api, token, future._id, { status: 'completed' });
      expect(early.status).toBe(409);
      expect(early.body).toEqual({
        success: false,
        message: 'A lesson cannot be marked completed before it starts',
      });
    }
    const booked = await postLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: daysFromNow(16),
      status: 'completed',
    });
    expect(booked.status).toBe(409);
    const past = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: daysFromNow(-2),
    });
    const done = await editLesson(runtime.api, school.teacherA.token, past._id, { status: 'completed' });
    expect(done.status).toBe('completed');
  });
});

describe('PUT /lessons/{id}/attendance', () => {
  it('records attendance after the start, for staff and the lesson’s own teacher, audited', async () => {
    const lesson = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: daysFromNow(-3),
    });
    const byTeacher = await putAttendance(school.teacherA.token, lesson._id, 'late');
    expect(byTeacher.status, byTeacher.text).toBe(200);
    expect(byTeacher.body.data).toMatchObject({ _id: lesson._id, attendance: 'late' });
    const byAdmin = await putAttendance(school.admin.token, lesson._id, 'present');
    expect(byAdmin.body.data.attendance).toBe('present');
    // The family sees it on its view of the lesson.
    const family = await request(
      runtime.api,
      'GET',
      `/lessons?from=${daysFromNow(-4)}&to=${daysFromNow(-2)}`,
      { token: school.familyA.token },
    );
    expect(family.body.data.find((each: { _id: string }) => each._id === lesson._id)).toMatchObject({
      attendance: 'present',
    });
    const entries = await auditEntries(lesson._id, 'lesson.attendance');
    expect(entries.map((entry) => entry.after)).toEqual([{ attendance: 'present' }, { attendance: 'late' }]);
  });

  it('refuses other teachers, families, a future lesson, a canceled one and unknown values', async () => {
    const lesson = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: daysFromNow(-5),
    });
    const teacherB = await signIn(runtime.api, school.teacherB.email, school.teacherB.password);
    const otherTeacher = await putAttendance(teacherB.token, lesson._id, 'present');
    expect(otherTeacher.body.message).toBe('You can only record attendance for your own lessons');
    expect(otherTeacher.status).toBe(403);
    expect((await putAttendance(school.familyA.token, lesson._id, 'present')).status).toBe(403);
    expect((await putAttendance(undefined, lesson._id, 'present')).status).toBe(401);
    const unknown = await putAttendance(school.superAdmin.token, lesson._id, 'asleep');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain(
      'Attendance must be one of present, late, absent_notified, absent_unnotified',
    );
    const future = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: daysFromNow(20),
    });
    const early = await putAttendance(school.teacherA.token, future._id, 'present');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Attendance can be recorded only once the lesson has started');
    await editLesson(runtime.api, school.superAdmin.token, lesson._id, { status: 'canceled' });
    expect((await putAttendance(school.superAdmin.token, lesson._id, 'present')).status).toBe(409);
    expect(await auditEntries(future._id, 'lesson.attendance')).toEqual([]);
  });

  it('shows in the lessons CSV and is counted in Teacher Hours', async () => {
    const first = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: utc('2026-03-10', '09:00'),
      timezone: 'UK',
      status: 'completed',
      durationMinutes: 45,
    });
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: utc('2026-03-11', '09:00'),
      timezone: 'UK',
      status: 'completed',
    });
    await putAttendance(school.superAdmin.token, first._id, 'absent_unnotified');
    const csv = await request(runtime.api, 'GET', '/lessons/export.csv?from=2026-03-01&to=2026-03-31', {
      token: school.admin.token,
    });
    const rows = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]!.split(',').at(-1)).toBe('Attendance');
    expect(rows.slice(1, 3).map((row) => row.split(',').at(-1))).toEqual(['Absent without notice', '']);
    const hours = await request(runtime.api, 'GET', '/lessons/teacher-hours?from=2026-03&to=2026-03', {
      token: school.admin.token,
    });
    expect(hours.body.data.teachers[0]).toMatchObject({
      totalMinutes: 105,
      totalLessons: 2,
      totalAttendance: { present: 0, late: 0, absent_notified: 0, absent_unnotified: 1, notRecorded: 1 },
    });
  });

  it('leaves unbillable attendance out of generation and notes the rest on the line', async () => {
    const lessons = [];
    for (const day of ['2026-06-02', '2026-06-03', '2026-06-04'])
      lessons.push(
        await bookLesson(runtime.api, school.superAdmin.token, {
          ...forB(),
          startTime: utc(day, '09:00'),
          timezone: 'UK',
        }),
      );
    await putAttendance(school.superAdmin.token, lessons[0]!._id, 'absent_notified');
    await putAttendance(school.superAdmin.token, lessons[1]!._id, 'absent_unnotified');
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: school.childB1._id,
      month: 6,
      year: 2026,
      currency: 'GBP',
    });
    expect(invoice.items.map((item) => [item.lessonId, item.subject, item.description])).toEqual([
      [lessons[1]!._id, 'Not specified (absent without notice)', 'Not specified (absent without notice)'],
      [lessons[2]!._id, 'Not specified', 'Not specified'],
    ]);
  });

  it('bills absent with notice once the policy says so', async () => {
    await putPolicy(school.superAdmin.token, {
      ...defaultLessonPolicy,
      billableAttendance: ['present', 'absent_notified'],
    });
    const notified = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: utc('2026-07-02', '09:00'),
      timezone: 'UK',
    });
    const late = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: utc('2026-07-03', '09:00'),
      timezone: 'UK',
    });
    await putAttendance(school.superAdmin.token, notified._id, 'absent_notified');
    await putAttendance(school.superAdmin.token, late._id, 'late');
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: school.childB1._id,
      month: 7,
      year: 2026,
      currency: 'GBP',
    });
    expect(invoice.items.map((item) => item.lessonId)).toEqual([notified._id]);
    await putPolicy(school.superAdmin.token, defaultLessonPolicy);
  });
});

describe('the lesson policy', () => {
  it('answers the defaults to every signed-in role, and 401 signed out', async () => {
    for (const token of [
      school.superAdmin.token,
      school.admin.token,
      school.teacherA.token,
      school.familyA.token,
    ]) {
      const answer = await getPolicy(token);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        noticeHours: 24,
        lateCancellation: { charge: 'full' },
        billableAttendance: ['present', 'late', 'absent_unnotified'],
        makeUpExpiryDays: 60,
        defaultTimezone: 'UAE',
      });
    }
    expect((await getPolicy(undefined)).status).toBe(401);
  });

  it('is changed by super_admin alone, whole, audited', async () => {
    const policy = {
      noticeHours: 48,
      lateCancellation: { charge: 'percent', percent: 50 },
      billableAttendance: ['present'],
      makeUpExpiryDays: 30,
      defaultTimezone: 'UK',
    };
    for (const token of [school.admin.token, school.teacherA.token, school.familyA.token]) {
      const refused = await putPolicy(token, policy);
      expect(refused.status).toBe(403);
    }
    const saved = await putPolicy(school.superAdmin.token, policy);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toEqual(policy);
    expect((await getPolicy(school.familyA.token)).body.data).toEqual(policy);
    const [entry] = await auditEntries('lesson-policy', 'settings.lessonPolicy');
    expect(entry?.after).toMatchObject({ noticeHours: 48, defaultTimezone: 'UK' });
    // A charge other than a percentage keeps no percentage.
    const full = await putPolicy(school.superAdmin.token, {
      ...policy,
      lateCancellation: { charge: 'none', percent: 30 },
    });
    expect(full.body.data.lateCancellation).toEqual({ charge: 'none' });
    await putPolicy(school.superAdmin.token, defaultLessonPolicy);
  });

  it.each([
    [{ noticeHours: -1 }, 'Notice period must be at least 0'],
    [{ noticeHours: 1.5 }, 'Notice period must be a whole number'],
    [{ lateCancellation: { charge: 'percent' } }, 'Please give the percentage a late cancellation costs'],
    [{ lateCancellation: { charge: 'percent', percent: 101 } }, 'must be at most 100'],
    [
      { lateCancellation: { charge: 'some' } },
      "Late cancellation charge must be 'none', 'percent' or 'full'",
    ],
    [{ billableAttendance: ['present', 'present'] }, 'Billable attendance lists each value once'],
    [{ billableAttendance: ['asleep'] }, 'Attendance must be one of'],
    [{ makeUpExpiryDays: 0 }, 'Make-up expiry must be at least 1'],
    [{ defaultTimezone: 'Asia/Tokyo' }, 'Timezone must be UAE or UK'],
  ])('refuses %j with a 400 and changes nothing', async (change, message) => {
    const answer = await putPolicy(school.superAdmin.token, { ...defaultLessonPolicy, ...change });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
    expect((await getPolicy(school.superAdmin.token)).body.data).toEqual(defaultLessonPolicy);
  });
});
