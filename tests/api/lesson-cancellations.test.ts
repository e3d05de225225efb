import { describe, expect, it } from 'vitest';
import { makeUpCreditPut } from '../../functions/entities/make-up-credit-entity';
import { writeTransaction } from '../../functions/platform/table/write-transaction';
import { defaultLessonPolicy, type LessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import { signIn } from './support/accounts';
import { request } from './support/http';
import { generateInvoice, getInvoice, setStatus } from './support/invoice-fixtures';
import { bookLesson, editLesson, postLesson } from './support/lesson-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { subjectIds } from './support/people-fixtures';

const { runtime, school } = useSchoolWithPeople();

const hour = 3_600_000;
const quarter = 15 * 60_000;
const quarterCeil = (ms: number) => Math.ceil(ms / quarter) * quarter;
const quarterFloor = (ms: number) => Math.floor(ms / quarter) * quarter;

const forA = () => ({ student: school.childA1._id, teacher: school.teacherA.id });
const forB = () => ({ student: school.childB1._id, teacher: school.teacherB.id });

const quote = (token: string | undefined, lessonId: string) =>
  request(runtime.api, 'GET', `/lessons/${lessonId}/family-cancel`, { token });
const familyCancel = (token: string | undefined, lessonId: string, body: unknown = {}) =>
  request(runtime.api, 'POST', `/lessons/${lessonId}/family-cancel`, { token, body });
const waive = (token: string | undefined, lessonId: string) =>
  request(runtime.api, 'POST', `/lessons/${lessonId}/waive-charge`, { token });
const credits = (token: string | undefined, studentId: string, query = '') =>
  request(runtime.api, 'GET', `/students/${studentId}/make-up-credits${query}`, { token });

async function setPolicy(changes: Partial<LessonPolicy>) {
  const answer = await request(runtime.api, 'PUT', '/lesson-policy', {
    token: school.superAdmin.token,
    body: { ...defaultLessonPolicy, ...changes },
  });
  expect(answer.status, answer.text).toBe(200);
}

/**
 * Lessons start on the quarter hour, so each lesson is booked at the quarter hour nearest the
 * boundary on its side, with at least two minutes to spare for the test's own requests.
 */
const justOutside = (noticeHours: number) =>
  new Date(quarterCeil(Date.now() + noticeHours * hour + 2 * 60_000));
const justInside = (noticeHours: number) => new Date(quarterFloor(Date.now() + noticeHours * hour - 60_000));

async function bookNear(
  parties: { student: string; teacher: string },
  start: Date,
  timezone: 'UK' | 'UAE',
): Promise<Lesson> {
  return bookLesson(runtime.api, school.superAdmin.token, {
    ...parties,
    startTime: start.toISOString(),
    timezone,
    // A quarter of an hour, so a lesson just inside the notice period and one just outside never clash.
    durationMinutes: 15,
  });
}

describe('the notice boundary (real instants, both zones)', () => {
  it('is free just outside the notice period and late just inside it, in UK and UAE lessons', async () => {
    await setPolicy({ noticeHours: 24, lateCancellation: { charge: 'full' } });
    const sides = [
      { timezone: 'UK' as const, parties: forA(), family: school.familyA },
      { timezone: 'UAE' as const, parties: forB(), family: school.familyB },
    ];
    for (const { timezone, parties, family } of sides) {
      const outside = await bookNear(parties, justOutside(24), timezone);
      const inside = await bookNear(parties, justInside(24), timezone);
      const free = await quote(family.token, outside._id);
      expect(free.status, free.text).toBe(200);
      expect(free.body.data).toMatchObject({
        lessonId: outside._id,
        late: false,
        noticeHours: 24,
        charge: { type: 'none', percent: 0, amount: 0 },
        makeUpCredit: true,
      });
      expect(Date.parse(free.body.data.freeUntil)).toBe(Date.parse(outside.startTime) - 24 * hour);
      const late = await quote(family.token, inside._id);
      expect(late.body.data).toMatchObject({
        late: true,
        charge: {
          type: 'full',
          percent: 100,
          amount: timezone === 'UK' ? 10 : 50,
          currency: timezone === 'UK' ? 'GBP' : 'AED',
        },
        makeUpCredit: false,
      });
      const canceledFree = await familyCancel(family.token, outside._id, { acceptLateCharge: false });
      expect(canceledFree.status, canceledFree.text).toBe(200);
      expect(canceledFree.body.data).toMatchObject({
        status: 'canceled',
        canceledBy: 'family',
        lateCancellation: false,
      });
      expect(canceledFree.body.data.lateChargePercent).toBeUndefined();
      const canceledLate = await familyCancel(family.token, inside._id, { acceptLateCharge: true });
      expect(canceledLate.body.data).toMatchObject({
        status: 'canceled',
        canceledBy: 'family',
        lateCancellation: true,
        lateChargePercent: 100,
      });
    }
  });

  it('refuses a late cancellation the family was shown as free (409), and anything but an upcoming lesson', async () => {
    await setPolicy({ noticeHours: 24, lateCancellation: { charge: 'full' } });
    const inside = await bookNear(forB(), new Date(justInside(24).getTime() - 5 * hour), 'UK');
    const unseen = await familyCancel(school.familyB.token, inside._id, { acceptLateCharge: false });
    expect(unseen.status).toBe(409);
    expect(unseen.body.message).toContain('late cancellation charge');
    const done = await familyCancel(school.familyB.token, inside._id);
    expect(done.status).toBe(200);
    expect((await familyCancel(school.familyB.token, inside._id)).body).toEqual({
      success: false,
      message: 'This lesson is already canceled',
    });
    const started = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: new Date(quarterFloor(Date.now()) - 2 * hour).toISOString(),
    });
    expect((await familyCancel(school.familyB.token, started._id)).status).toBe(409);
    expect((await quote(school.familyB.token, started._id)).status).toBe(409);
    await editLesson(runtime.api, school.superAdmin.token, started._id, { status: 'completed' });
    const completed = await familyCancel(school.familyB.token, started._id);
    expect(completed.body.message).toBe('A completed lesson cannot be canceled');
  });

  it('lets only the student’s own family cancel', async () => {
    const lesson = await bookNear(forA(), justOutside(30), 'UK');
    expect((await quote(school.familyB.token, lesson._id)).status).toBe(403);
    expect((await familyCancel(school.familyB.token, lesson._id)).status).toBe(403);
    expect((await familyCancel(school.teacherA.token, lesson._id)).status).toBe(403);
    expect((await familyCancel(school.superAdmin.token, lesson._id)).status).toBe(403);
    expect((await familyCancel(undefined, lesson._id)).status).toBe(401);
    const answer = await request(
      runtime.api,
      'GET',
      `/lessons?from=${lesson.startTime}&to=${lesson.startTime}`,
      {
        token: school.superAdmin.token,
      },
    );
    expect(answer.body.data.find((each: Lesson) => each._id === lesson._id).status).toBe('pending');
  });
});

describe('notifications', () => {
  it('tells the teacher and staff in the bell that the family canceled late', async () => {
    await setPolicy({ noticeHours: 24 });
    const lesson = await bookNear(forA(), new Date(justInside(24).getTime() - 9 * hour), 'UK');
    expect((await familyCancel(school.familyA.token, lesson._id)).status).toBe(200);
    for (const person of [school.teacherA, school.admin, school.superAdmin]) {
      const bell = await request(runtime.api, 'GET', '/notifications', { token: person.token });
      expect(bell.body.data.notifications[0]).toMatchObject({
        title: 'Lesson canceled by the family (late)',
      });
    }
  });
});

/** A custom period around a lesson, for one student's generation. */
const periodAround = (lesson: Lesson) => ({
  dateRangeType: 'custom' as const,
  startDate: new Date(Date.parse(lesson.startTime) - 2 * 86_400_000).toISOString().slice(0, 10),
  endDate: new Date(Date.parse(lesson.startTime) + 2 * 86_400_000).toISOString().slice(0, 10),
});

describe('billing a late cancellation', () => {
  it('bills it as "late cancellation" at the policy’s share; none is not billed', async () => {
    // Each case's lesson days apart from the other's, its draft deleted before the next generation.
    const cases = [
      { charge: { charge: 'full' as const }, amount: 40, subject: 'KS2 Maths (late cancellation)' },
      {
        charge: { charge: 'percent' as const, percent: 50 },
        amount: 20,
        subject: 'KS2 Maths (late cancellation, 50%)',
      },
    ];
    for (const each of cases) {
      await setPolicy({ noticeHours: 168, lateCancellation: each.charge });
      const lesson = await bookLesson(runtime.api, school.superAdmin.token, {
        ...forA(),
        subject: subjectIds.maths,
        startTime: new Date(quarterFloor(Date.now()) + (60 + 10 * cases.indexOf(each)) * hour).toISOString(),
        timezone: 'UK',
      });
      expect((await familyCancel(school.familyA.token, lesson._id)).body.data.lateChargePercent).toBe(
        each.charge.charge === 'full' ? 100 : 50,
      );
      const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
        studentId: school.childA1._id,
        ...periodAround(lesson),
        currency: 'GBP',
      });
      const line = invoice.items.find((item) => item.lessonId === lesson._id)!;
      expect(line).toMatchObject({ subject: each.subject, amount: each.amount });
      await request(runtime.api, 'DELETE', `/invoices/${invoice._id}`, { token: school.superAdmin.token });
      // Freed by the deleted draft; waived, no later generation bills it.
      expect((await waive(school.admin.token, lesson._id)).status).toBe(200);
    }
    await setPolicy({ noticeHours: 168, lateCancellation: { charge: 'none' } });
    const free = await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: new Date(quarterFloor(Date.now()) + 100 * hour).toISOString(),
      timezone: 'UK',
    });
    const canceled = await familyCancel(school.familyB.token, free._id);
    expect(canceled.body.data).toMatchObject({ lateCancellation: true });
    expect(canceled.body.data.lateChargePercent).toBeUndefined();
    const nothing = await request(runtime.api, 'POST', '/invoices/generate', {
      token: school.superAdmin.token,
      body: { studentId: school.childB1._id, ...periodAround(free), currency: 'GBP' },
    });
    expect(nothing.status).toBe(400);
    expect((await credits(school.familyB.token, school.childB1._id)).body.data).not.toContainEqual(
      expect.objectContaining({ lessonId: free._id }),
    );
  });
});

describe('waiving a charge', () => {
  it('takes the line off a draft, is audited, refuses a sent invoice (credit note) and a second waiver', async () => {
    await setPolicy({ noticeHours: 168, lateCancellation: { charge: 'full' } });
    const start = quarterFloor(Date.now()) + 130 * hour;
    const [onDraft, onSent] = [0, 1].map((offset) =>
      bookLesson(runtime.api, school.superAdmin.token, {
        ...forB(),
        startTime: new Date(start + offset * 2 * hour).toISOString(),
        timezone: 'UK',
      }),
    );
    const draftLesson = await onDraft!;
    const sentLesson = await onSent!;
    await familyCancel(school.familyB.token, draftLesson._id);
    await familyCancel(school.familyB.token, sentLesson._id);
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: school.childB1._id,
      ...periodAround(draftLesson),
      currency: 'GBP',
    });
    expect(invoice.items.map((item) => item.lessonId).sort()).toEqual(
      [draftLesson._id, sentLesson._id].sort(),
    );
    const teacher = await signIn(runtime.api, school.teacherB.email, school.teacherB.password);
    expect((await waive(teacher.token, draftLesson._id)).status).toBe(403);
    expect((await waive(school.familyB.token, draftLesson._id)).status).toBe(403);
    const waived = await waive(school.admin.token, draftLesson._id);
    expect(waived.status, waived.text).toBe(200);
    expect(waived.body.data.chargeWaivedAt).toBeDefined();
    const after = await getInvoice(runtime.api, school.superAdmin.token, invoice._id);
    expect(after.items.map((item) => item.lessonId)).toEqual([sentLesson._id]);
    expect(after.total).toBe(40);
    expect((await waive(school.admin.token, draftLesson._id)).body.message).toBe(
      'This late cancellation charge was already waived',
    );
    await setStatus(runtime.api, school.superAdmin.token, invoice._id, 'sent');
    const refused = await waive(school.superAdmin.token, sentLesson._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('issue a credit note');
    const audit = await request(
      runtime.api,
      'GET',
      `/audit-log?targetId=${draftLesson._id}&action=lesson.waiveCharge`,
      { token: school.superAdmin.token },
    );
    expect(audit.body.data).toHaveLength(1);
    const uncharged = await bookNear(forB(), justOutside(170), 'UK');
    expect((await waive(school.admin.token, uncharged._id)).body.message).toBe(
      'This lesson has no late cancellation charge to waive',
    );
  });
});

describe('make-up credits', () => {
  it('come from a free family cancellation or any school cancellation, and show to staff and the family', async () => {
    await setPolicy({ noticeHours: 24, makeUpExpiryDays: 30 });
    const byFamily = await bookNear(forA(), justOutside(26), 'UK');
    const bySchool = await bookNear(forA(), new Date(justOutside(26).getTime() + 3 * hour), 'UAE');
    await familyCancel(school.familyA.token, byFamily._id);
    const staffCanceled = await editLesson(runtime.api, school.admin.token, bySchool._id, {
      status: 'canceled',
    });
    expect(staffCanceled).toMatchObject({ canceledBy: 'school' });
    const list = await credits(school.familyA.token, school.childA1._id);
    expect(list.status, list.text).toBe(200);
    const mine = list.body.data.filter((credit: { lessonId: string }) =>
      [byFamily._id, bySchool._id].includes(credit.lessonId),
    );
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lessonId: byFamily._id, canceledBy: 'family', state: 'available' }),
        expect.objectContaining({ lessonId: bySchool._id, canceledBy: 'school', state: 'available' }),
      ]),
    );
    expect((await credits(school.admin.token, school.childA1._id)).status).toBe(200);
    expect((await credits(school.teacherA.token, school.childA1._id)).status).toBe(403);
    expect((await credits(school.familyB.token, school.childA1._id)).status).toBe(403);
    const paged = await credits(school.admin.token, school.childA1._id, '?limit=1');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.nextCursor).toBeDefined();
  });

  it('is used exactly once, even by two bookings at once, and the make-up lesson is billed at nothing', async () => {
    await setPolicy({ noticeHours: 24, makeUpExpiryDays: 30 });
    const canceled = await bookNear(forB(), justOutside(200), 'UK');
    await editLesson(runtime.api, school.superAdmin.token, canceled._id, { status: 'canceled' });
    const creditId = canceled._id;
    // Weeks after the other tests' invoices of this child, so its month has none yet.
    const base = quarterFloor(Date.now()) + 1100 * hour;
    const [first, second] = await Promise.all(
      [0, 3].map((offset) =>
        postLesson(runtime.api, school.superAdmin.token, {
          ...forB(),
          startTime: new Date(base + offset * hour).toISOString(),
          timezone: 'UK',
          makeUpCreditId: creditId,
        }),
      ),
    );
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const booked = first!.status === 201 ? first! : second!;
    expect(booked.body.data.makeUpCreditId).toBe(creditId);
    const again = await postLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: new Date(base + 6 * hour).toISOString(),
      makeUpCreditId: creditId,
    });
    expect(again.body).toEqual({ success: false, message: 'This make-up credit has already been used' });
    const list = await credits(school.familyB.token, school.childB1._id);
    expect(list.body.data.find((credit: { _id: string }) => credit._id === creditId)).toMatchObject({
      state: 'used',
      usedByLessonId: booked.body.data._id,
    });
    // Another student's credit is not this one's.
    const foreign = await postLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: new Date(base + 9 * hour).toISOString(),
      makeUpCreditId: creditId,
    });
    expect(foreign.status).toBe(400);
    // Alone, a make-up lesson makes no invoice; beside a billed lesson, it is a line at nothing.
    const makeUp = booked.body.data as Lesson;
    const alone = await request(runtime.api, 'POST', '/invoices/generate', {
      token: school.superAdmin.token,
      body: { studentId: school.childB1._id, ...periodAround(makeUp), currency: 'GBP' },
    });
    expect(alone.status).toBe(400);
    await bookLesson(runtime.api, school.superAdmin.token, {
      ...forB(),
      startTime: new Date(Date.parse(makeUp.startTime) + 24 * hour).toISOString(),
      timezone: 'UK',
    });
    const invoice = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: school.childB1._id,
      ...periodAround(makeUp),
      currency: 'GBP',
    });
    expect(invoice.items.find((item) => item.lessonId === makeUp._id)).toMatchObject({
      amount: 0,
      subject: expect.stringContaining('(make-up lesson, credit used)'),
    });
    expect(invoice.total).toBe(40);
  });

  it('refuses an expired credit', async () => {
    const credit = {
      studentId: school.childA1._id,
      id: '0123456789abcdef0123aaaa',
      lessonId: '0123456789abcdef0123aaaa',
      lessonStart: '2026-01-05T10:00:00.000Z',
      subject: '',
      subjectName: '',
      canceledBy: 'school' as const,
      givenAt: '2026-01-04T10:00:00.000Z',
      expiresOn: '2026-02-03',
    };
    await writeTransaction([makeUpCreditPut(credit)]);
    const list = await credits(school.admin.token, school.childA1._id);
    expect(list.body.data.find((each: { _id: string }) => each._id === credit.id)).toMatchObject({
      state: 'expired',
    });
    const refused = await postLesson(runtime.api, school.superAdmin.token, {
      ...forA(),
      startTime: new Date(quarterFloor(Date.now()) + 400 * hour).toISOString(),
      makeUpCreditId: credit.id,
    });
    expect(refused.body).toEqual({ success: false, message: 'This make-up credit has expired' });
  });
});

it('the teacher who cancels is the school: a make-up credit and canceledBy school', async () => {
  const lesson = await bookNear(forA(), justOutside(500), 'UK');
  const teacher = await signIn(runtime.api, school.teacherA.email, school.teacherA.password);
  const canceled = await editLesson(runtime.api, teacher.token, lesson._id, { status: 'canceled' });
  expect(canceled).toMatchObject({ canceledBy: 'school' });
  const list = await credits(school.admin.token, school.childA1._id);
  expect(list.body.data.map((credit: { lessonId: string }) => credit.lessonId)).toContain(lesson._id);
});
