import { beforeAll, describe, expect, it } from 'vitest';
import { activityStatusColors } from '../../shared/activity-status';
import type { ProgressRecord } from '../../shared/schemas/progress-schemas';
import { topicStatuses, type TopicStatus } from '../../shared/topic-statuses';
import {
  addUnits,
  postProgress,
  readAllProgress,
  readCounters,
  readHistory,
  readNotes,
  readRecentProgress,
  readSheet,
  setNote,
  setStatus,
  statusesOf,
} from './support/curriculum-fixtures';
import { request, type ApiAnswer } from './support/http';
import {
  activityItemFields,
  assignStudents,
  createPerson,
  createStudent,
  signInPerson,
  subjectIds,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
/** Topics of the three subjects: maths and english are childA1's, science childB1's. */
let maths: string[];
let english: string[];
let science: string[];

beforeAll(async () => {
  maths = (await addUnits(runtime.api, school.admin.token, subjectIds.maths, 2, 4)).topicIds;
  english = (await addUnits(runtime.api, school.admin.token, subjectIds.english, 1, 3)).topicIds;
  science = (await addUnits(runtime.api, school.admin.token, subjectIds.science, 1, 4)).topicIds;
  // Ten password hashes: slow on a busy machine.
}, 120_000);

const unknownId = '0123456789abcdef01234567';
const badIds = ['abc', '0123456789abcdef0123456', '0123456789abcdef012345678', 'zzzzzzzzzzzzzzzzzzzzzzzz'];
const statusMessage = 'Status must be one of started, difficult, ok, confident, not_studied';
const notAllocated = 'This subject is not allocated to this student';
const mayNotUpdate = 'You do not have permission to update this progress';
const mayNotView = 'You do not have permission to view this student';
const notesTooLong = 'Notes must not exceed 500 characters';
const signedOutMessage = 'Authentication required. Please log in.';

const send = (method: string, path: string, token?: string, body?: unknown) =>
  request(runtime.api, method, path, { token, body });
const topic = (list: string[], index: number) => list[index]!;

function expectError(answer: ApiAnswer, status: number, message: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message });
}

/** The progress counters of staff, both families and teacherA. */
async function updateCounters() {
  const { admin, familyA, familyB, teacherA } = school;
  return {
    staff: (await readCounters(runtime.api, admin.token)).progressUpdates,
    familyA: (await readCounters(runtime.api, familyA.token)).progressUpdates,
    familyB: (await readCounters(runtime.api, familyB.token)).progressUpdates,
    teacherA: (await readCounters(runtime.api, teacherA.token)).progressUpdates,
  };
}

/**
 * Everything a progress call can change, as the super_admin reads it: both
 * children's records and notes, the history of the topics concerned, the
 * counters and the recent updates.
 */
async function progressSnapshot(topicIds: readonly string[]) {
  const { superAdmin, childA1, childB1 } = school;
  const token = superAdmin.token;
  const [histories, recordsA1, recordsB1, notes, counters, recent] = await Promise.all([
    Promise.all(
      [childA1, childB1].flatMap((child) =>
        topicIds.map((topicId) => readHistory(runtime.api, token, child._id, topicId)),
      ),
    ),
    readAllProgress(runtime.api, token, childA1._id),
    readAllProgress(runtime.api, token, childB1._id),
    Promise.all([
      readNotes(runtime.api, token, childA1._id, subjectIds.maths),
      readNotes(runtime.api, token, childA1._id, subjectIds.english),
      readNotes(runtime.api, token, childB1._id, subjectIds.science),
    ]),
    updateCounters(),
    readRecentProgress(runtime.api, token),
  ]);
  return { histories, recordsA1, recordsB1, notes, counters, recent };
}

/** A request that must be refused, with its status and message. */
type Refusal = [attempt: () => Promise<ApiAnswer>, status: number, message: string];

/**
 * Sends requests that must each be refused, one after another, and checks
 * that all progress is exactly as before them all (a change would persist).
 */
async function expectRefusedAndUnchanged(refusals: readonly Refusal[], topicIds: readonly string[]) {
  const before = await progressSnapshot(topicIds);
  for (const [attempt, status, message] of refusals) expectError(await attempt(), status, message);
  expect(await progressSnapshot(topicIds)).toEqual(before);
}

function expectRecentTime(iso: string, since: number): void {
  const time = Date.parse(iso);
  expect(time).toBeGreaterThanOrEqual(since - 1000);
  expect(time).toBeLessThanOrEqual(Date.now() + 1000);
}

describe('POST /progress', () => {
  it("records a topic's status with who changed it and when", async () => {
    const { teacherA, childA1 } = school;
    const since = Date.now();
    const answer = await postProgress(runtime.api, teacherA.token, {
      studentId: childA1._id,
      topicId: topic(maths, 0),
      status: 'started',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toBe('Progress updated successfully');
    const record = answer.body.data as ProgressRecord;
    expect(record).toEqual({
      studentId: childA1._id,
      subjectId: subjectIds.maths,
      topicId: { _id: topic(maths, 0) },
      status: 'started',
      notes: '',
      updatedAt: expect.any(String),
      updatedBy: 'Tess Teacher',
    });
    expectRecentTime(record.updatedAt, since);
    expect(await readSheet(runtime.api, teacherA.token, childA1._id, subjectIds.maths)).toEqual([record]);
    expect(await readHistory(runtime.api, teacherA.token, childA1._id, topic(maths, 0))).toEqual([
      { status: 'started', changedBy: 'Tess Teacher', changedByRole: 'teacher', changedAt: record.updatedAt },
    ]);
  });

  it('accepts each of the five statuses and keeps every change, newest first, with the changer', async () => {
    const { superAdmin, admin, teacherA, familyA, childA1 } = school;
    const before = await updateCounters();
    const changes: [string, TopicStatus, string][] = [
      [superAdmin.token, 'started', 'Ada Lovelace'],
      [admin.token, 'difficult', 'Alan Admin'],
      [teacherA.token, 'ok', 'Tess Teacher'],
      [familyA.token, 'confident', 'Fay Family'],
      [admin.token, 'not_studied', 'Alan Admin'],
    ];
    expect(changes.map(([, status]) => status).sort()).toEqual([...topicStatuses].sort());
    for (const [token, status, name] of changes) {
      const answer = await setStatus(runtime.api, token, childA1._id, topic(maths, 1), status);
      expect(answer.body.message).toBe('Progress updated successfully');
      expect(answer.body.data).toMatchObject({ status, updatedBy: name });
      expect(
        statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, subjectIds.maths)),
      ).toMatchObject({
        [topic(maths, 1)]: status,
      });
    }
    const history = await readHistory(runtime.api, familyA.token, childA1._id, topic(maths, 1));
    expect(history.map(({ status, changedBy }) => [status, changedBy])).toEqual(
      [...changes].reverse().map(([, status, name]) => [status, name]),
    );
    const times = history.map((change) => Date.parse(change.changedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
    expect(await updateCounters()).toEqual({
      staff: before.staff + 5,
      familyA: before.familyA + 5,
      familyB: before.familyB,
      teacherA: before.teacherA + 5,
    });
  });

  it("records one change when the same status is posted twice ('Progress unchanged' the second time)", async () => {
    const { admin, teacherA, familyA, childA1 } = school;
    const before = await updateCounters();
    const first = await setStatus(runtime.api, teacherA.token, childA1._id, topic(maths, 2), 'ok');
    expect(first.body.message).toBe('Progress updated successfully');
    const recentAfterFirst = await readRecentProgress(runtime.api, admin.token);
    const second = await setStatus(runtime.api, familyA.token, childA1._id, topic(maths, 2), 'ok');
    expect(second.body.message).toBe('Progress unchanged');
    // Nothing was changed, so the record still names the one who did change it.
    expect(second.body.data).toEqual(first.body.data);
    expect(await readHistory(runtime.api, admin.token, childA1._id, topic(maths, 2))).toHaveLength(1);
    expect(await readRecentProgress(runtime.api, admin.token)).toEqual(recentAfterFirst);
    expect(await updateCounters()).toEqual({
      staff: before.staff + 1,
      familyA: before.familyA + 1,
      familyB: before.familyB,
      teacherA: before.teacherA + 1,
    });
  });

  it("records nothing for 'not_studied' on a topic without a record: that is its status already", async () => {
    const { admin, familyA, childA1 } = school;
    const before = await updateCounters();
    const recentBefore = await readRecentProgress(runtime.api, admin.token);
    const answer = await setStatus(runtime.api, familyA.token, childA1._id, topic(maths, 3), 'not_studied');
    expect(answer.body.message).toBe('Progress unchanged');
    expect(answer.body.data).toMatchObject({
      studentId: childA1._id,
      subjectId: subjectIds.maths,
      topicId: { _id: topic(maths, 3) },
      status: 'not_studied',
      notes: '',
    });
    expect(await readHistory(runtime.api, admin.token, childA1._id, topic(maths, 3))).toEqual([]);
    expect(await updateCounters()).toEqual(before);
    expect(await readRecentProgress(runtime.api, admin.token)).toEqual(recentBefore);
    const sheet = statusesOf(await readSheet(runtime.api, admin.token, childA1._id, subjectIds.maths));
    expect(sheet).not.toHaveProperty(topic(maths, 3));
  });

  it('sets the note sent with a status (trimmed, 500 characters at most); an empty note removes it', async () => {
    const { teacherA, familyA, childA1 } = school;
    const topicId = topic(maths, 4);
    const withNote = await setStatus(
      runtime.api,
      teacherA.token,
      childA1._id,
      topicId,
      'difficult',
      '  carry the one ',
    );
    expect(withNote.body.data).toMatchObject({ status: 'difficult', notes: 'carry the one' });
    expect((await readNotes(runtime.api, familyA.token, childA1._id, subjectIds.maths))[topicId]).toBe(
      'carry the one',
    );

    const exactly500 = 'x'.repeat(500);
    const same = await setStatus(runtime.api, familyA.token, childA1._id, topicId, 'difficult', exactly500);
    expect(same.body.message).toBe('Progress unchanged');
    expect(same.body.data).toMatchObject({ status: 'difficult', notes: exactly500 });
    expect((await readNotes(runtime.api, familyA.token, childA1._id, subjectIds.maths))[topicId]).toBe(
      exactly500,
    );

    await expectRefusedAndUnchanged(
      [
        [
          () =>
            postProgress(runtime.api, teacherA.token, {
              studentId: childA1._id,
              topicId,
              status: 'ok',
              notes: 'y'.repeat(501),
            }),
          400,
          notesTooLong,
        ],
      ],
      [topicId],
    );

    const cleared = await setStatus(runtime.api, familyA.token, childA1._id, topicId, 'difficult', '');
    expect(cleared.body.data).toMatchObject({ status: 'difficult', notes: '' });
    expect(await readNotes(runtime.api, familyA.token, childA1._id, subjectIds.maths)).not.toHaveProperty(
      topicId,
    );
    expect(await readHistory(runtime.api, familyA.token, childA1._id, topicId)).toHaveLength(1);
    expect(
      statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, subjectIds.maths))[topicId],
    ).toBe('difficult');
  });

  it(`refuses any other status with 400 '${statusMessage}', changing nothing`, async () => {
    const { teacherA, childA1 } = school;
    const topicId = topic(maths, 0);
    const statuses = ['great', 'OK', 'Confident', 'not studied', '', null, 3, undefined];
    await expectRefusedAndUnchanged(
      statuses.map((status) => [
        () => send('POST', '/progress', teacherA.token, { studentId: childA1._id, topicId, status }),
        400,
        statusMessage,
      ]),
      [topicId],
    );
  });

  it('refuses malformed ids (400), unknown students and topics (404), changing nothing', async () => {
    const { admin, childA1 } = school;
    const topicId = topic(maths, 0);
    const refusals: Refusal[] = badIds.flatMap((id): Refusal[] => [
      [
        () => postProgress(runtime.api, admin.token, { studentId: id, topicId, status: 'ok' }),
        400,
        'Invalid student ID format',
      ],
      [
        () => postProgress(runtime.api, admin.token, { studentId: childA1._id, topicId: id, status: 'ok' }),
        400,
        'Invalid topic ID format',
      ],
    ]);
    refusals.push(
      [
        () =>
          postProgress(runtime.api, admin.token, {
            studentId: childA1._id,
            topicId: unknownId,
            status: 'ok',
          }),
        404,
        'Topic not found',
      ],
      [
        () => postProgress(runtime.api, admin.token, { studentId: unknownId, topicId, status: 'ok' }),
        404,
        'Student not found',
      ],
    );
    await expectRefusedAndUnchanged(refusals, [topicId]);
  });

  it("refuses a topic of a subject not allocated to the student (404 'This subject is not allocated…')", async () => {
    const { admin, teacherA, familyB, childA1, childB1 } = school;
    const cases: [string, string, string][] = [
      [admin.token, childA1._id, topic(science, 0)],
      [teacherA.token, childA1._id, topic(science, 0)],
      [familyB.token, childB1._id, topic(maths, 0)],
      [familyB.token, childB1._id, topic(english, 0)],
    ];
    await expectRefusedAndUnchanged(
      cases.map(([token, studentId, topicId]) => [
        () => postProgress(runtime.api, token, { studentId, topicId, status: 'confident' }),
        404,
        notAllocated,
      ]),
      [topic(science, 0), topic(maths, 0), topic(english, 0)],
    );
  });

  it("refuses another family's child to a parent and a user, and another teacher's student (403)", async () => {
    const { familyA, familyB, teacherA, childA1, childB1 } = school;
    const cases: [string, string, string][] = [
      [familyB.token, childA1._id, topic(maths, 0)],
      [familyA.token, childB1._id, topic(science, 0)],
      [teacherA.token, childB1._id, topic(science, 0)],
      // Even with a topic that is not theirs or does not exist, a stranger learns nothing more.
      [familyB.token, childA1._id, unknownId],
      [teacherA.token, childB1._id, topic(maths, 0)],
    ];
    await expectRefusedAndUnchanged(
      cases.flatMap(([token, studentId, topicId]): Refusal[] => [
        [
          () =>
            postProgress(runtime.api, token, { studentId, topicId, status: 'difficult', notes: 'mine now' }),
          403,
          mayNotUpdate,
        ],
        [
          () => send('POST', '/progress/notes/topic', token, { studentId, topicId, notes: 'mine now' }),
          403,
          mayNotUpdate,
        ],
      ]),
      [topic(maths, 0), topic(science, 0)],
    );
  });

  it('is refused to the signed-out (401)', async () => {
    const body = { studentId: school.childA1._id, topicId: topic(maths, 0), status: 'ok' };
    await expectRefusedAndUnchanged(
      [[() => send('POST', '/progress', undefined, body), 401, signedOutMessage]],
      [topic(maths, 0)],
    );
  });
});

describe('reading progress', () => {
  it('GET /progress/student/{id}/subject/{subjectId}: the records of that subject, the same for every caller who may', async () => {
    const { superAdmin, admin, teacherA, familyA, familyB, childA1, childB1 } = school;
    await setStatus(runtime.api, teacherA.token, childA1._id, topic(english, 0), 'confident');
    await setStatus(runtime.api, familyB.token, childB1._id, topic(science, 2), 'ok');
    const sheet = await readSheet(runtime.api, admin.token, childA1._id, subjectIds.maths);
    for (const record of sheet) {
      expect(Object.keys(record).sort()).toEqual([
        'notes',
        'status',
        'studentId',
        'subjectId',
        'topicId',
        'updatedAt',
        'updatedBy',
      ]);
      expect(record.subjectId).toBe(subjectIds.maths);
      expect(record.studentId).toBe(childA1._id);
      expect(maths).toContain(record.topicId._id);
      expect(topicStatuses).toContain(record.status);
    }
    expect(statusesOf(sheet)).toMatchObject({
      [topic(maths, 0)]: 'started',
      [topic(maths, 1)]: 'not_studied',
      [topic(maths, 2)]: 'ok',
      [topic(maths, 4)]: 'difficult',
    });
    // Topics without a status have no record: the sheet shows them not studied.
    expect(statusesOf(sheet)).not.toHaveProperty(topic(maths, 7));
    for (const token of [superAdmin.token, teacherA.token, familyA.token]) {
      expect(await readSheet(runtime.api, token, childA1._id, subjectIds.maths)).toEqual(sheet);
    }
    expect(statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, subjectIds.english))).toEqual({
      [topic(english, 0)]: 'confident',
    });
    expect(statusesOf(await readSheet(runtime.api, familyB.token, childB1._id, subjectIds.science))).toEqual({
      [topic(science, 2)]: 'ok',
    });
  });

  it('GET /progress/student/{id}: every record of the student, all subjects', async () => {
    const { admin, teacherA, familyA, familyB, childA1, childB1 } = school;
    const all = await readAllProgress(runtime.api, familyA.token, childA1._id);
    const maths1 = await readSheet(runtime.api, admin.token, childA1._id, subjectIds.maths);
    const english1 = await readSheet(runtime.api, admin.token, childA1._id, subjectIds.english);
    const byTopic = (records: ProgressRecord[]) =>
      [...records].sort((a, b) => a.topicId._id.localeCompare(b.topicId._id));
    expect(byTopic(all)).toEqual(byTopic([...maths1, ...english1]));
    expect(new Set(all.map((record) => record.subjectId))).toEqual(
      new Set([subjectIds.maths, subjectIds.english]),
    );
    expect(await readAllProgress(runtime.api, teacherA.token, childA1._id)).toEqual(all);
    expect(statusesOf(await readAllProgress(runtime.api, familyB.token, childB1._id))).toEqual({
      [topic(science, 2)]: 'ok',
    });
  });

  it('GET …/topic/{topicId}/history: empty for a topic never changed', async () => {
    expect(await readHistory(runtime.api, school.familyA.token, school.childA1._id, topic(maths, 7))).toEqual(
      [],
    );
    expect(
      await readHistory(runtime.api, school.familyB.token, school.childB1._id, topic(science, 2)),
    ).toEqual([
      { status: 'ok', changedBy: 'Pat Parent', changedByRole: 'parent', changedAt: expect.any(String) },
    ]);
  });

  it('names each changer as the account is now: a family renamed after a teacher still shows as a family, a deleted teacher as a former account', async () => {
    const { superAdmin: admin } = school;
    const family = await signInPerson(
      runtime.api,
      await createPerson(runtime.api, admin.token, {
        name: 'Dee Family',
        email: 'dee@people.example',
        password: 'user-secret-1',
        role: 'user',
      }),
    );
    const child = await createStudent(runtime.api, admin.token, {
      name: 'Dan D1',
      grade: 'Year 4',
      parentId: family.id,
      subjects: [subjectIds.maths],
    });
    const teacher = await signInPerson(
      runtime.api,
      await createPerson(runtime.api, admin.token, {
        name: 'Tia Temp',
        email: 'tia@people.example',
        password: 'teacher-secret-1',
        role: 'teacher',
      }),
    );
    await assignStudents(runtime.api, admin.token, teacher.id, [child._id]);
    const target = topic(maths, 3);
    for (const [token, status] of [
      [teacher.token, 'started'],
      [family.token, 'confident'],
    ] as const) {
      expect((await setStatus(runtime.api, token, child._id, target, status)).status).toBe(200);
    }

    // Everyone may edit their own record, its name included.
    const renamed = await send('PUT', `/users/${family.id}`, family.token, {
      name: 'Tess Teacher',
      email: family.email,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await send('DELETE', `/users/${teacher.id}`, admin.token)).status).toBe(200);

    const history = await readHistory(runtime.api, admin.token, child._id, target);
    expect(history.map(({ status, changedBy, changedByRole }) => [status, changedBy, changedByRole])).toEqual(
      [
        ['confident', 'Tess Teacher', 'user'],
        ['started', 'Former account', null],
      ],
    );
  });

  it("refuses another family's child and another teacher's student (403) on every read", async () => {
    const { familyA, familyB, teacherA, childA1, childB1 } = school;
    const cases: [string, string, string, string][] = [
      [familyB.token, childA1._id, subjectIds.maths, topic(maths, 0)],
      [familyA.token, childB1._id, subjectIds.science, topic(science, 2)],
      [teacherA.token, childB1._id, subjectIds.science, topic(science, 2)],
    ];
    for (const [token, studentId, subjectId, topicId] of cases) {
      for (const path of [
        `/progress/student/${studentId}`,
        `/progress/student/${studentId}/subject/${subjectId}`,
        `/progress/student/${studentId}/topic/${topicId}/history`,
        `/progress/notes/${studentId}/${subjectId}`,
      ]) {
        const answer = await send('GET', path, token);
        expectError(answer, 403, mayNotView);
        expect(answer.body.data, path).toBeUndefined();
      }
    }
  });

  it('answers 404 for a subject not allocated to the student, or an unknown student; 400 for malformed ids', async () => {
    const { admin, familyA, childA1 } = school;
    for (const path of [
      `/progress/student/${childA1._id}/subject/${subjectIds.science}`,
      `/progress/notes/${childA1._id}/${subjectIds.science}`,
      `/progress/student/${childA1._id}/subject/${unknownId}`,
    ]) {
      expectError(await send('GET', path, familyA.token), 404, notAllocated);
    }
    for (const path of [
      `/progress/student/${unknownId}`,
      `/progress/student/${unknownId}/subject/${subjectIds.maths}`,
      `/progress/student/${unknownId}/topic/${topic(maths, 0)}/history`,
      `/progress/notes/${unknownId}/${subjectIds.maths}`,
    ]) {
      expectError(await send('GET', path, admin.token), 404, 'Student not found');
    }
    for (const id of badIds) {
      const cases: [string, string][] = [
        [`/progress/student/${id}`, 'Invalid student ID format'],
        [`/progress/student/${id}/subject/${subjectIds.maths}`, 'Invalid student ID format'],
        [`/progress/student/${childA1._id}/subject/${id}`, 'Invalid subject ID format'],
        [`/progress/student/${id}/topic/${topic(maths, 0)}/history`, 'Invalid student ID format'],
        [`/progress/student/${childA1._id}/topic/${id}/history`, 'Invalid topic ID format'],
        [`/progress/notes/${id}/${subjectIds.maths}`, 'Invalid student ID format'],
        [`/progress/notes/${childA1._id}/${id}`, 'Invalid subject ID format'],
      ];
      for (const [path, message] of cases) expectError(await send('GET', path, admin.token), 400, message);
    }
  });

  it('is refused to the signed-out (401)', async () => {
    const { childA1 } = school;
    for (const path of [
      '/progress/recent',
      `/progress/student/${childA1._id}`,
      `/progress/student/${childA1._id}/subject/${subjectIds.maths}`,
      `/progress/student/${childA1._id}/topic/${topic(maths, 0)}/history`,
      `/progress/notes/${childA1._id}/${subjectIds.maths}`,
    ]) {
      expectError(await send('GET', path), 401, signedOutMessage);
    }
  });
});

describe('topic notes', () => {
  it('POST /progress/notes/topic sets a note (trimmed); GET /progress/notes gives topicNotes of that subject only', async () => {
    const { teacherA, familyA, admin, childA1 } = school;
    const before = await updateCounters();
    const topicId = topic(maths, 5);
    const answer = await send('POST', '/progress/notes/topic', teacherA.token, {
      studentId: childA1._id,
      topicId,
      notes: '  times tables  ',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Notes updated successfully',
      data: { topicId, notes: 'times tables' },
    });
    await setNote(runtime.api, familyA.token, childA1._id, topic(english, 1), 'read aloud');
    const notes = await send('GET', `/progress/notes/${childA1._id}/${subjectIds.maths}`, familyA.token);
    expect(notes.status).toBe(200);
    expect(Object.keys(notes.body.data)).toEqual(['topicNotes']);
    expect(notes.body.data.topicNotes).toEqual({ [topicId]: 'times tables' });
    expect(await readNotes(runtime.api, admin.token, childA1._id, subjectIds.english)).toEqual({
      [topic(english, 1)]: 'read aloud',
    });
    // A note is not a status change: no record on the sheet, no history, no count.
    expect(
      statusesOf(await readSheet(runtime.api, admin.token, childA1._id, subjectIds.maths)),
    ).not.toHaveProperty(topicId);
    expect(await readHistory(runtime.api, admin.token, childA1._id, topicId)).toEqual([]);
    expect(await updateCounters()).toEqual(before);
  });

  it(`takes 500 characters (the spec's 25 was too short) and refuses 501 with '${notesTooLong}', keeping the old note`, async () => {
    const { familyA, childA1 } = school;
    const topicId = topic(maths, 5);
    const usable = 'Practise subtracting below zero on the number line, then check with addition. ';
    const exactly500 = `${usable.repeat(7).slice(0, 499)}!`;
    expect(exactly500).toHaveLength(500);
    const answer = await setNote(runtime.api, familyA.token, childA1._id, topicId, exactly500);
    expect(answer.body.data).toEqual({ topicId, notes: exactly500 });
    expect((await readNotes(runtime.api, familyA.token, childA1._id, subjectIds.maths))[topicId]).toBe(
      exactly500,
    );
    await expectRefusedAndUnchanged(
      [`${exactly500}!`, 'z'.repeat(1000)].map((notes) => [
        () =>
          send('POST', '/progress/notes/topic', familyA.token, { studentId: childA1._id, topicId, notes }),
        400,
        notesTooLong,
      ]),
      [topicId],
    );
    expect((await readNotes(runtime.api, familyA.token, childA1._id, subjectIds.maths))[topicId]).toBe(
      exactly500,
    );
  });

  it("deletes the note when it is empty ('Notes deleted successfully'), keeping the topic's status", async () => {
    const { teacherA, familyA, childA1 } = school;
    const withStatus = topic(maths, 6);
    await setStatus(runtime.api, teacherA.token, childA1._id, withStatus, 'confident', 'nailed it');
    expect((await readNotes(runtime.api, familyA.token, childA1._id, subjectIds.maths))[withStatus]).toBe(
      'nailed it',
    );
    for (const [topicId, notes] of [
      [withStatus, ''],
      [topic(maths, 5), '   '],
    ] as const) {
      const answer = await setNote(runtime.api, familyA.token, childA1._id, topicId, notes);
      expect(answer.body).toMatchObject({
        message: 'Notes deleted successfully',
        data: { topicId, notes: '' },
      });
    }
    const remaining = await readNotes(runtime.api, familyA.token, childA1._id, subjectIds.maths);
    expect(remaining).not.toHaveProperty(withStatus);
    expect(remaining).not.toHaveProperty(topic(maths, 5));
    expect(
      statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, subjectIds.maths))[withStatus],
    ).toBe('confident');
    // Deleting a note that is not there is harmless.
    const again = await setNote(runtime.api, familyA.token, childA1._id, withStatus, '');
    expect(again.body.message).toBe('Notes deleted successfully');
  });

  it('refuses missing notes, malformed ids, unknown or unallocated topics, changing nothing', async () => {
    const { familyB, admin, childA1, childB1 } = school;
    const topicId = topic(science, 0);
    const cases: Refusal[] = [
      [
        () => send('POST', '/progress/notes/topic', familyB.token, { studentId: childB1._id, topicId }),
        400,
        'Notes must be text',
      ],
      [
        () =>
          send('POST', '/progress/notes/topic', familyB.token, {
            studentId: childB1._id,
            topicId: unknownId,
            notes: 'n',
          }),
        404,
        'Topic not found',
      ],
      [
        () =>
          send('POST', '/progress/notes/topic', familyB.token, {
            studentId: childB1._id,
            topicId: topic(maths, 0),
            notes: 'n',
          }),
        404,
        notAllocated,
      ],
      [
        () =>
          send('POST', '/progress/notes/topic', admin.token, { studentId: unknownId, topicId, notes: 'n' }),
        404,
        'Student not found',
      ],
      [
        () =>
          send('POST', '/progress/notes/topic', admin.token, { studentId: childA1._id, topicId, notes: 'n' }),
        404,
        notAllocated,
      ],
    ];
    for (const id of badIds) {
      cases.push(
        [
          () => send('POST', '/progress/notes/topic', admin.token, { studentId: id, topicId, notes: 'n' }),
          400,
          'Invalid student ID format',
        ],
        [
          () =>
            send('POST', '/progress/notes/topic', admin.token, {
              studentId: childB1._id,
              topicId: id,
              notes: 'n',
            }),
          400,
          'Invalid topic ID format',
        ],
      );
    }
    cases.push([
      () => send('POST', '/progress/notes/topic', undefined, { studentId: childB1._id, topicId, notes: 'n' }),
      401,
      signedOutMessage,
    ]);
    await expectRefusedAndUnchanged(cases, [topicId]);
  });
});

describe('GET /progress/recent', () => {
  it('gives staff every update, a family only its children’s and a teacher only its students’, newest first', async () => {
    const { superAdmin, admin, teacherA, familyA, familyB, childA1, childB1 } = school;
    await setStatus(runtime.api, teacherA.token, childA1._id, topic(maths, 7), 'difficult');
    await setStatus(runtime.api, familyB.token, childB1._id, topic(science, 3), 'confident');
    await setStatus(runtime.api, admin.token, childB1._id, topic(science, 1), 'started');

    for (const token of [superAdmin.token, admin.token]) {
      const recent = await readRecentProgress(runtime.api, token);
      expect(recent.slice(0, 3).map((item) => item.description)).toEqual([
        'Ben B1: Topic 1.2 — Unit covered / started in School',
        'Ben B1: Topic 1.4 — I am confident',
        'Amy A1: Topic 2.4 — I Find Difficult',
      ]);
      expect(recent.slice(0, 3).map((item) => [item.status, item.statusColor])).toEqual([
        ['info', activityStatusColors.info],
        ['success', activityStatusColors.success],
        ['warning', activityStatusColors.warning],
      ]);
      for (const item of recent) {
        expect(Object.keys(item).sort()).toEqual(activityItemFields);
        expect(item).toMatchObject({ title: 'Progress updated', icon: 'trending-up' });
      }
      const times = recent.map((item) => Date.parse(item.time));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(recent.some((item) => item.description.startsWith('Amy A1'))).toBe(true);
      expect(recent.some((item) => item.description.startsWith('Ben B1'))).toBe(true);
    }

    for (const [token, own, newest] of [
      [familyA.token, 'Amy A1: ', 'Amy A1: Topic 2.4 — I Find Difficult'],
      [teacherA.token, 'Amy A1: ', 'Amy A1: Topic 2.4 — I Find Difficult'],
      [familyB.token, 'Ben B1: ', 'Ben B1: Topic 1.2 — Unit covered / started in School'],
    ] as const) {
      const recent = await readRecentProgress(runtime.api, token);
      expect(recent[0]?.description).toBe(newest);
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.filter((item) => !item.description.startsWith(own))).toEqual([]);
    }
  });

  it('lists only progress updates, the newest 20', async () => {
    const { admin, familyA, childA1 } = school;
    // Other activity (a new student) is not a progress update.
    const student = await send('POST', '/students', admin.token, {
      name: 'Not Progress',
      parentId: familyA.id,
    });
    expect(student.status).toBe(201);
    const statuses = ['started', 'ok'] as const;
    for (let n = 0; n < 12; n++) {
      await setStatus(runtime.api, admin.token, childA1._id, topic(maths, 7), statuses[n % 2]!);
    }
    const recent = await readRecentProgress(runtime.api, admin.token);
    expect(recent).toHaveLength(20);
    expect(recent.filter((item) => item.title !== 'Progress updated')).toEqual([]);
    expect(recent[0]?.description).toBe('Amy A1: Topic 2.4 — I am OK with this topic');
    expect(recent[1]?.description).toBe('Amy A1: Topic 2.4 — Unit covered / started in School');
    expect((await readHistory(runtime.api, admin.token, childA1._id, topic(maths, 7))).length).toBe(13);
  });
});

describe('dashboard counters', () => {
  it('count status changes for staff, for the family of the child and for its teacher', async () => {
    const { admin, teacherA, familyA, familyB, childA1, childB1 } = school;
    const before = await updateCounters();
    await setStatus(runtime.api, familyA.token, childA1._id, topic(english, 2), 'started');
    await setStatus(runtime.api, teacherA.token, childA1._id, topic(english, 2), 'ok');
    await setStatus(runtime.api, teacherA.token, childA1._id, topic(english, 2), 'ok');
    await setStatus(runtime.api, admin.token, childB1._id, topic(science, 0), 'difficult');
    await setNote(runtime.api, familyB.token, childB1._id, topic(science, 0), 'no count');
    expect(await updateCounters()).toEqual({
      staff: before.staff + 3,
      familyA: before.familyA + 2,
      familyB: before.familyB + 1,
      teacherA: before.teacherA + 2,
    });
  });
});
