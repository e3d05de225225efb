import { beforeAll, describe, expect, it } from 'vitest';
import { progressKeys, TopicProgressEntity } from '../../functions/entities/progress-entity';
import { storedItemOf } from '../../functions/platform/table/entity-items';
import { putItem } from '../../functions/platform/table/write-item';
import type { LessonReportView, LessonReport } from '../../shared/schemas/lesson-report-schemas';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import { addUnits, readHistory, readSheet, statusesOf } from './support/curriculum-fixtures';
import { request, type ApiAnswer } from './support/http';
import { bookLesson, daysFromNow, editLesson, unknownId, utc } from './support/lesson-fixtures';
import { emailsAfterDrain, emailsTo } from './support/mail-store';
import { signInPerson, subjectIds, type SignedPerson } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';
import { isolatedName } from '../../shared/text/isolated-name';

const { runtime, school } = useSchoolWithPeople({ email: true });

/** Maths: units 'Unit 1' (topics 1.1–1.3) and 'Unit 2' (2.1–2.3); English: one unit of two. */
let maths: string[];
let mathsUnit2: string;
let english: string[];
let teacherB: SignedPerson;

const lessonAt = (daysAgo: number, status: Lesson['status'] = 'completed', subject = subjectIds.maths) =>
  bookLesson(runtime.api, school.admin.token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    startTime: utc(daysFromNow(-daysAgo), '09:00'),
    timezone: 'UK',
    subject,
    status,
  });

const postReport = (token: string | undefined, lessonId: string, body: unknown) =>
  request(runtime.api, 'POST', `/lessons/${lessonId}/report`, { token, body });
const getReport = (token: string | undefined, lessonId: string) =>
  request(runtime.api, 'GET', `/lessons/${lessonId}/report`, { token });
const toReport = (token: string, query = '') =>
  request(runtime.api, 'GET', `/lessons/to-report${query}`, { token });

function expectError(answer: ApiAnswer, status: number, message: string): void {
  expect({ status: answer.status, message: answer.body.message }, answer.text).toEqual({ status, message });
}

const toReportIds = async (token: string) =>
  ((await toReport(token)).body.data.lessons as Lesson[]).map((lesson) => lesson._id);

beforeAll(async () => {
  const built = await addUnits(runtime.api, school.admin.token, subjectIds.maths, 2, 3);
  maths = built.topicIds;
  mathsUnit2 = built.units[1]!.unitId;
  english = (await addUnits(runtime.api, school.admin.token, subjectIds.english, 1, 2)).topicIds;
  teacherB = await signInPerson(runtime.api, school.teacherB);
}, 120_000);

describe('the lesson report', () => {
  it('is written once by the lesson teacher: statuses on the sheet, history linked, family told by bell and email', async () => {
    const { teacherA, familyA, familyB, childA1 } = school;
    const lesson = await lessonAt(3);
    expect(await toReportIds(teacherA.token)).toContain(lesson._id);

    const form = await getReport(teacherA.token, lesson._id);
    expect(form.status, form.text).toBe(200);
    const view = form.body.data as LessonReportView;
    expect(view).toMatchObject({ report: null, canWrite: true, statuses: {} });
    expect(view.curriculum?.units.map((unit) => unit.topics.map((topic) => topic.name))).toEqual([
      ['Topic 1.1', 'Topic 1.2', 'Topic 1.3'],
      ['Topic 2.1', 'Topic 2.2', 'Topic 2.3'],
    ]);

    const written = await postReport(teacherA.token, lesson._id, {
      topics: [
        { topicId: maths[0], status: 'difficult' },
        { topicId: maths[4], status: 'confident' },
      ],
      homework: '  Worksheet 4, questions 1 to 10.  ',
      comment: 'Subtracting below zero needs practice.',
    });
    expect(written.status, written.text).toBe(201);
    expect(written.body.data as LessonReport).toMatchObject({
      lessonId: lesson._id,
      subjectName: 'KS2 Maths',
      homework: 'Worksheet 4, questions 1 to 10.',
      writtenBy: 'Tess Teacher',
      topics: [
        {
          topicId: maths[0],
          topicName: 'Topic 1.1',
          unitName: 'Unit 1',
          status: 'difficult',
          previousStatus: 'not_studied',
        },
        {
          topicId: maths[4],
          topicName: 'Topic 2.2',
          unitName: 'Unit 2',
          status: 'confident',
          previousStatus: 'not_studied',
        },
      ],
    });

    expect(
      statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, subjectIds.maths)),
    ).toMatchObject({
      [maths[0]!]: 'difficult',
      [maths[4]!]: 'confident',
    });
    const history = await readHistory(runtime.api, familyA.token, childA1._id, maths[0]!);
    expect(history[0]).toMatchObject({
      status: 'difficult',
      changedBy: 'Tess Teacher',
      lessonId: lesson._id,
    });

    // The family reads it under the lesson; another family may not.
    const familyView = (await getReport(familyA.token, lesson._id)).body.data as LessonReportView;
    expect(familyView).toMatchObject({
      canWrite: false,
      lesson: { _id: lesson._id },
      report: { comment: 'Subtracting below zero needs practice.' },
    });
    expect(familyView.lesson.reportedAt).toBeDefined();
    expect(familyView.lesson.teacher.email).toBeUndefined();
    expectError(
      await getReport(familyB.token, lesson._id),
      403,
      "You do not have permission to see this lesson's report",
    );

    const bell = await request(runtime.api, 'GET', '/notifications', { token: familyA.token });
    expect(bell.body.data.notifications[0]).toMatchObject({
      kind: 'lesson-report',
      title: `Lesson report: ${isolatedName('Amy A1')}`,
      path: `/dashboard/lessons/${lesson._id}/report`,
    });
    const emails = emailsTo(await emailsAfterDrain(runtime.mail!), familyA.email);
    const email = emails.find((sent) => sent.subject.startsWith(`Lesson report: ${isolatedName('Amy A1')}`));
    expect(email?.subject).toBe(
      `Lesson report: ${isolatedName('Amy A1')}, KS2 Maths with ${isolatedName('Tess Teacher')}`,
    );
    expect(email?.body.text).toContain('Unit 1: Topic 1.1: Red');
    expect(email?.body.text).toContain('Unit 2: Topic 2.2: Green');
    expect(email?.body.text).toContain('Worksheet 4, questions 1 to 10.');

    // Reported: off the list, and once only.
    expect(await toReportIds(teacherA.token)).not.toContain(lesson._id);
    expectError(
      await postReport(teacherA.token, lesson._id, { topics: [], comment: 'Again' }),
      409,
      'This lesson already has a report',
    );
  });

  it('refuses bad input, other callers and lessons that cannot be reported, writing nothing', async () => {
    const { teacherA, familyA, admin } = school;
    const lesson = await lessonAt(4);
    const valid = { topics: [{ topicId: maths[1], status: 'ok' }], homework: '', comment: '' };
    const cases: [ApiAnswer, number, string][] = [
      [
        await postReport(teacherA.token, lesson._id, {
          ...valid,
          topics: [{ topicId: english[0], status: 'ok' }],
        }),
        400,
        `Topic ${english[0]} is not in this lesson's subject`,
      ],
      [
        await postReport(teacherA.token, lesson._id, {
          ...valid,
          topics: [{ topicId: unknownId, status: 'ok' }],
        }),
        400,
        `Topic ${unknownId} is not in this lesson's subject`,
      ],
      [
        await postReport(teacherA.token, lesson._id, {
          ...valid,
          topics: [{ topicId: maths[1], status: 'started' }],
        }),
        400,
        'Each topic needs a status: red (difficult), amber (ok) or green (confident)',
      ],
      [
        await postReport(teacherA.token, lesson._id, {
          ...valid,
          topics: [valid.topics[0], valid.topics[0]],
        }),
        400,
        'Each topic can appear once in a report',
      ],
      [
        await postReport(teacherA.token, lesson._id, { topics: [], homework: ' ', comment: '' }),
        400,
        'Choose at least one topic, or write homework or a comment',
      ],
      [
        await postReport(teacherA.token, lesson._id, { ...valid, comment: 'x'.repeat(2001) }),
        400,
        'The comment must be at most 2000 characters',
      ],
      [
        await postReport(teacherB.token, lesson._id, valid),
        403,
        "Only the lesson's teacher or staff can write its report",
      ],
      [
        await postReport(familyA.token, lesson._id, valid),
        403,
        "Only the lesson's teacher or staff can write its report",
      ],
      [await postReport(undefined, lesson._id, valid), 401, 'Authentication required. Please log in.'],
      [await postReport(teacherA.token, unknownId, valid), 404, 'Lesson not found'],
      [
        await getReport(teacherB.token, lesson._id),
        403,
        "You do not have permission to see this lesson's report",
      ],
    ];
    for (const [answer, status, message] of cases) expectError(answer, status, message);

    const upcoming = await lessonAt(-3, 'confirmed');
    expectError(
      await postReport(teacherA.token, upcoming._id, valid),
      409,
      'A lesson can be reported once it has started',
    );
    const canceled = await lessonAt(5, 'canceled');
    expectError(
      await postReport(admin.token, canceled._id, valid),
      409,
      'A canceled lesson cannot be reported',
    );
    expect((await getReport(teacherA.token, canceled._id)).body.data).toMatchObject({
      canWrite: false,
      report: null,
    });

    expect((await getReport(teacherA.token, lesson._id)).body.data).toMatchObject({
      report: null,
      canWrite: true,
    });
    expect(
      statusesOf(await readSheet(runtime.api, teacherA.token, school.childA1._id, subjectIds.maths))[
        maths[1]!
      ],
    ).toBeUndefined();
    expect(await toReportIds(teacherA.token)).toContain(lesson._id);
  });

  it('a refused status change writes no report, no status and no message', async () => {
    const { teacherA, familyA, childA1 } = school;
    const lesson = await lessonAt(2);
    // A change stamped later than now (another server's clock ahead): the report's change is refused.
    await putItem({
      Item: storedItemOf(TopicProgressEntity, {
        studentId: childA1._id,
        subjectId: subjectIds.maths,
        unitId: mathsUnit2,
        topicId: maths[3]!,
        status: 'ok',
        statusChangedAt: '2100-01-01T00:00:00.000Z',
        updatedAt: '2100-01-01T00:00:00.000Z',
        ...progressKeys.byCurriculum(
          subjectIds.maths,
          mathsUnit2,
          maths[3]!,
          childA1._id,
          progressKeys.topic(childA1._id, subjectIds.maths, maths[3]!).SK,
        ),
      }),
    });
    const unread = (await request(runtime.api, 'GET', '/notifications', { token: familyA.token })).body.data
      .unreadCount;
    const refused = await postReport(teacherA.token, lesson._id, {
      topics: [
        { topicId: maths[2], status: 'confident' },
        { topicId: maths[3], status: 'difficult' },
      ],
      comment: 'Refused',
    });
    expectError(
      refused,
      409,
      "A topic's status was changed by someone else at the same moment. Please reload and try again.",
    );
    expect((await getReport(familyA.token, lesson._id)).body.data).toMatchObject({ report: null });
    const sheet = statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, subjectIds.maths));
    expect(sheet[maths[2]!]).toBeUndefined();
    expect(sheet[maths[3]!]).toBe('ok');
    expect(await readHistory(runtime.api, familyA.token, childA1._id, maths[2]!)).toEqual([]);
    expect(
      (await request(runtime.api, 'GET', '/notifications', { token: familyA.token })).body.data.unreadCount,
    ).toBe(unread);
    expect(await toReportIds(teacherA.token)).toContain(lesson._id);

    // The same report without the refused topic goes through; a topic already at its status is left alone.
    const written = await postReport(teacherA.token, lesson._id, {
      topics: [
        { topicId: maths[2], status: 'confident' },
        { topicId: maths[3], status: 'ok' },
      ],
    });
    expect(written.status, written.text).toBe(201);
    expect(await readHistory(runtime.api, familyA.token, childA1._id, maths[3]!)).toEqual([]);
  });

  it("lists lessons to report: a teacher's own; staff one teacher's or the count per teacher", async () => {
    const { teacherA, admin } = school;
    const waiting = await lessonAt(1);
    // An upcoming lesson cannot be completed yet (docs/lesson-policy.md#completing-a-lesson).
    const upcoming = await lessonAt(-2, 'confirmed');
    const old = await lessonAt(70);
    const pending = await lessonAt(6, 'confirmed');
    const own = await toReportIds(teacherA.token);
    expect(own).toContain(waiting._id);
    for (const lesson of [upcoming, old, pending]) expect(own).not.toContain(lesson._id);

    const staffOfA = await toReport(admin.token, `?teacherId=${school.teacherA.id}`);
    expect((staffOfA.body.data.lessons as Lesson[]).map((lesson) => lesson._id)).toEqual(own);
    const counts = await toReport(admin.token);
    expect(counts.body.data).toEqual({
      lessons: [],
      teachers: [{ teacherId: school.teacherA.id, teacherName: 'Tess Teacher', outstanding: own.length }],
    });
    expectError(
      await toReport(teacherA.token, `?teacherId=${teacherB.id}`),
      403,
      'You can only see your own lessons',
    );
    expect((await toReport(teacherB.token)).body.data).toEqual({ lessons: [], teachers: [] });

    // Canceled after completion: no longer waiting.
    await editLesson(runtime.api, admin.token, waiting._id, { status: 'canceled' });
    expect(await toReportIds(teacherA.token)).not.toContain(waiting._id);
  });
});
