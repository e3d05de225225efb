import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLessonPolicy } from '../../shared/schemas/lesson-policy-schemas';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import { request } from './support/http';
import { bookLesson } from './support/lesson-fixtures';
import { signInPerson, type Person } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/*
 * The cancellation policy's charge at the notice boundary (docs/lesson-policy.md#cancellations), over
 * HTTP against the real runtime, with this process's clock set (only `Date`, as
 * login-throttle-window.test.ts does: the runtime runs in this process, so its services read the same
 * clock; the SDK's sockets and timers stay real). A family cancels one minute before the free
 * cancellation ends (24 hours and 1 minute before the lesson: free, with a make-up credit) and one
 * minute after (23 hours 59 minutes before: late, charged), for lessons on the UK's clock-change
 * weekends of 2027 (forward on Sunday 28 March, back on Sunday 31 October) and for UAE lessons on the
 * same weekends. The notice is real time, so on those weekends it is not the wall clock's 24 hours:
 * a London lesson at 10:00 on 28 March stops being free at 09:00 on the Saturday, and one at 10:00 on
 * 31 October at 11:00 on the Saturday. The unit tests of the rule are in
 * shared/lessons/lesson-cancellation.test.ts.
 */

const { runtime, school } = useSchoolWithPeople();

const minute = 60_000;
const hour = 60 * minute;
const noticeHours = 24;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The clock at `instant`, with fresh sign-ins for the people acting then: an access token made at
 * the real time has expired months before these weekends (and one made a week early, by the time
 * of the cancellation).
 */
async function at(instant: number, ...people: Person[]): Promise<string[]> {
  vi.setSystemTime(instant);
  const signed = [];
  for (const person of people) signed.push((await signInPerson(runtime.api, person)).token);
  return signed;
}

const quote = (token: string, lessonId: string) =>
  request(runtime.api, 'GET', `/lessons/${lessonId}/family-cancel`, { token });
const familyCancel = (token: string, lessonId: string) =>
  request(runtime.api, 'POST', `/lessons/${lessonId}/family-cancel`, { token, body: {} });
const credits = (token: string, studentId: string) =>
  request(runtime.api, 'GET', `/students/${studentId}/make-up-credits`, { token });

const cases = [
  {
    name: 'a London lesson on the Sunday the clocks go forward (28 March 2027, 10:00 BST)',
    timezone: 'UK' as const,
    start: '2027-03-28T10:00:00+01:00',
    // 24 hours before is 09:00 GMT on the Saturday, not the wall clock's 10:00.
    freeUntilWall: '2027-03-27T09:00:00Z',
    expiresOn: '2027-05-26',
  },
  {
    name: 'a London lesson on the Sunday the clocks go back (31 October 2027, 10:00 GMT)',
    timezone: 'UK' as const,
    start: '2027-10-31T10:00:00Z',
    // 24 hours before is 11:00 BST on the Saturday, not the wall clock's 10:00.
    freeUntilWall: '2027-10-30T11:00:00+01:00',
    expiresOn: '2027-12-29',
  },
  {
    name: 'a Dubai lesson on the weekend London springs forward (28 March 2027, 10:00)',
    timezone: 'UAE' as const,
    start: '2027-03-28T10:00:00+04:00',
    freeUntilWall: '2027-03-27T10:00:00+04:00',
    expiresOn: '2027-05-26',
  },
  {
    name: 'a Dubai lesson on the weekend London falls back (31 October 2027, 10:00)',
    timezone: 'UAE' as const,
    start: '2027-10-31T10:00:00+04:00',
    freeUntilWall: '2027-10-30T10:00:00+04:00',
    expiresOn: '2027-12-29',
  },
];

describe.each(cases)('the notice boundary: $name', ({ timezone, start, freeUntilWall, expiresOn }) => {
  it('is free one minute before the notice period and charged one minute into it', async () => {
    const startMs = Date.parse(start);
    const freeUntil = startMs - noticeHours * hour;
    // The case's wall clock and the rule's real hours name the same instant.
    expect(Date.parse(freeUntilWall)).toBe(freeUntil);

    // A week ahead: the policy (half the lesson for a late cancellation) and two lessons at the same
    // time, one per family, so one can be canceled on each side of the boundary.
    const [staff] = await at(startMs - 7 * 24 * hour, school.superAdmin);
    const policy = await request(runtime.api, 'PUT', '/lesson-policy', {
      token: staff,
      body: { ...defaultLessonPolicy, noticeHours, lateCancellation: { charge: 'percent', percent: 50 } },
    });
    expect(policy.status, policy.text).toBe(200);
    const book = (student: string, teacher: string): Promise<Lesson> =>
      bookLesson(runtime.api, staff!, { student, teacher, startTime: start, timezone, status: 'confirmed' });
    const early = await book(school.childA1._id, school.teacherA.id);
    const late = await book(school.childB1._id, school.teacherB.id);
    const currency = timezone === 'UK' ? 'GBP' : 'AED';

    // One minute before the free cancellation ends: free, and a make-up credit.
    const [familyA] = await at(freeUntil - minute, school.familyA);
    const freeQuote = await quote(familyA!, early._id);
    expect(freeQuote.status, freeQuote.text).toBe(200);
    expect(freeQuote.body.data).toMatchObject({
      late: false,
      noticeHours,
      charge: { type: 'none', percent: 0, amount: 0 },
      makeUpCredit: true,
    });
    expect(Date.parse(freeQuote.body.data.freeUntil)).toBe(freeUntil);
    const canceledFree = await familyCancel(familyA!, early._id);
    expect(canceledFree.status, canceledFree.text).toBe(200);
    expect(canceledFree.body.data).toMatchObject({
      status: 'canceled',
      canceledBy: 'family',
      lateCancellation: false,
    });
    expect(canceledFree.body.data.lateChargePercent).toBeUndefined();
    const given = await credits(familyA!, school.childA1._id);
    expect(given.body.data).toContainEqual(
      expect.objectContaining({ lessonId: early._id, state: 'available', expiresOn }),
    );

    // One minute after it ended: late, half the lesson, no credit.
    const [familyB] = await at(freeUntil + minute, school.familyB);
    const lateQuote = await quote(familyB!, late._id);
    expect(lateQuote.status, lateQuote.text).toBe(200);
    expect(lateQuote.body.data).toMatchObject({
      late: true,
      noticeHours,
      charge: { type: 'percent', percent: 50, currency },
      makeUpCredit: false,
    });
    expect(lateQuote.body.data.charge.amount).toBeGreaterThan(0);
    const canceledLate = await familyCancel(familyB!, late._id);
    expect(canceledLate.status, canceledLate.text).toBe(200);
    expect(canceledLate.body.data).toMatchObject({
      status: 'canceled',
      canceledBy: 'family',
      lateCancellation: true,
      lateChargePercent: 50,
    });
    const none = await credits(familyB!, school.childB1._id);
    expect(none.body.data.map((credit: { lessonId: string }) => credit.lessonId)).not.toContain(late._id);
  });
});
