import { beforeAll, describe, expect, it } from 'vitest';
import type { SubjectDetail, SubjectSummary } from '../../shared/schemas/curriculum-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import {
  addUnits,
  allocateSubjects,
  buildSubject,
  createSubject,
  createTopic,
  createUnit,
  outline,
  readAllProgress,
  readCounters,
  readHistory,
  readNotes,
  readRecentProgress,
  readSheet,
  readSubject,
  setNote,
  setStatus,
  statusesOf,
} from './support/curriculum-fixtures';
import { request, type ApiAnswer } from './support/http';
import { allStudents, getData, subjectIds } from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();
/** A maths topic with a status for childA1 (set by teacherA): deletions elsewhere must leave it alone. */
let mathsTopicId: string;

beforeAll(async () => {
  mathsTopicId = (await addUnits(runtime.api, school.admin.token, subjectIds.maths, 1, 1)).topicIds[0]!;
  await setStatus(runtime.api, school.teacherA.token, school.childA1._id, mathsTopicId, 'ok');
  // Ten password hashes: slow on a busy machine.
}, 120_000);

const unknownId = '0123456789abcdef01234567';
const badIds = ['abc', '0123456789abcdef0123456', '0123456789abcdef012345678', 'zzzzzzzzzzzzzzzzzzzzzzzz'];
const forbiddenMessage = 'You do not have permission to perform this action';
const hexId = /^[0-9a-f]{24}$/;

const send = (method: string, path: string, token?: string, body?: unknown) =>
  request(runtime.api, method, path, { token, body });
const listSubjects = (token: string) => getData<SubjectSummary[]>(runtime.api, '/subjects', token);
const tree = (subjectId: string) => readSubject(runtime.api, school.superAdmin.token, subjectId);
const staffCounters = () => readCounters(runtime.api, school.admin.token);

/** Every signed-in caller of createSchoolWithPeople, by role. */
const everyone = () =>
  [
    ['super_admin', school.superAdmin.token],
    ['admin', school.admin.token],
    ['teacher', school.teacherA.token],
    ['user', school.familyA.token],
    ['parent', school.familyB.token],
  ] as const;

function expectError(answer: ApiAnswer, status: number, message: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message });
}

/**
 * What a curriculum write can change, as the super_admin reads it: the
 * subject list, the trees of the subjects concerned (every subject when not
 * told), the students' allocations and the school's counters.
 */
async function curriculumSnapshot(concerned?: readonly string[]) {
  const subjects = await listSubjects(school.superAdmin.token);
  const [trees, students, counters] = await Promise.all([
    Promise.all((concerned ?? subjects.map((subject) => subject._id)).map(tree)),
    allStudents(runtime.api, school.superAdmin.token),
    staffCounters(),
  ]);
  return { subjects, trees, students, counters };
}

/** A request that must be refused, with its status and message. */
type Refusal = [attempt: () => Promise<ApiAnswer>, status: number, message: string];

/**
 * Sends requests that must each be refused, one after another, and checks
 * that the curriculum is exactly as before them all (a change would persist).
 */
async function expectRefusedAndUnchanged(refusals: readonly Refusal[], concerned?: readonly string[]) {
  const before = await curriculumSnapshot(concerned);
  for (const [attempt, status, message] of refusals) expectError(await attempt(), status, message);
  expect(await curriculumSnapshot(concerned)).toEqual(before);
}

describe('GET /subjects', () => {
  it('lists every subject by name (case-insensitive), as _id and name, to every signed-in role', async () => {
    const lower = await createSubject(runtime.api, school.admin.token, 'art and design');
    const upper = await createSubject(runtime.api, school.admin.token, 'Zoology');
    const expected = [
      { _id: lower, name: 'art and design' },
      { _id: subjectIds.english, name: 'KS2 English' },
      { _id: subjectIds.maths, name: 'KS2 Maths' },
      { _id: subjectIds.science, name: 'KS3 Science' },
      { _id: upper, name: 'Zoology' },
    ];
    for (const [role, token] of everyone()) {
      const answer = await send('GET', '/subjects', token);
      expect(answer.status, role).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(answer.body.data, role).toEqual(expected);
    }
    for (const id of [lower, upper])
      expect((await send('DELETE', `/subjects/${id}`, school.admin.token)).status).toBe(200);
  });

  it('is refused to the signed-out (401)', async () => {
    expectError(await send('GET', '/subjects'), 401, 'Authentication required. Please log in.');
    expectError(
      await send('GET', `/subjects/${subjectIds.maths}`),
      401,
      'Authentication required. Please log in.',
    );
  });
});

describe('POST /subjects', () => {
  it('adds a subject with its name trimmed (201) and counts it', async () => {
    const before = await staffCounters();
    const answer = await send('POST', '/subjects', school.admin.token, { name: '  Geography  ' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.message).toBe('Subject added successfully');
    expect(Object.keys(answer.body.data).sort()).toEqual(['_id', 'name']);
    expect(answer.body.data.name).toBe('Geography');
    expect(answer.body.data._id).toMatch(hexId);
    const id = answer.body.data._id as string;
    expect(await listSubjects(school.familyB.token)).toContainEqual({ _id: id, name: 'Geography' });
    expect(await tree(id)).toEqual({ _id: id, name: 'Geography', units: [] });
    expect(await staffCounters()).toEqual({ ...before, subjects: before.subjects + 1 });
  });

  it('lets the super_admin and a teacher add subjects too', async () => {
    for (const [token, name] of [
      [school.superAdmin.token, 'History'],
      [school.teacherA.token, 'Music'],
    ] as const) {
      const answer = await send('POST', '/subjects', token, { name });
      expect(answer.status, answer.text).toBe(201);
      expect((await tree(answer.body.data._id)).name).toBe(name);
    }
  });

  it("refuses a blank or missing name with 'Subject name is required', adding nothing", async () => {
    const bodies = [{ name: '' }, { name: '    ' }, { name: '\t\n' }, {}, { name: null }, { name: 7 }];
    await expectRefusedAndUnchanged(
      bodies.map((body) => [
        () => send('POST', '/subjects', school.admin.token, body),
        400,
        'Subject name is required',
      ]),
    );
  });

  it('refuses families (403) and the signed-out (401), adding nothing', async () => {
    await expectRefusedAndUnchanged([
      ...[school.familyA.token, school.familyB.token].map((token): Refusal => [
        () => send('POST', '/subjects', token, { name: 'Family Subject' }),
        403,
        forbiddenMessage,
      ]),
      [
        () => send('POST', '/subjects', undefined, { name: 'Stranger Subject' }),
        401,
        'Authentication required. Please log in.',
      ],
    ]);
  });
});

describe('GET /subjects/{subjectId}', () => {
  it('gives the subject with its units and their topics in the order they were added, to every role', async () => {
    const built = await buildSubject(runtime.api, school.teacherA.token, 'Ordered Subject', 3, 2);
    const expected: SubjectDetail = {
      _id: built.subjectId,
      name: 'Ordered Subject',
      units: built.units.map((unit, u) => ({
        _id: unit.unitId,
        name: `Unit ${u + 1}`,
        topics: unit.topicIds.map((topicId, t) => ({ _id: topicId, name: `Topic ${u + 1}.${t + 1}` })),
      })),
    };
    for (const [role, token] of everyone()) {
      const answer = await send('GET', `/subjects/${built.subjectId}`, token);
      expect(answer.status, role).toBe(200);
      expect(answer.body.data, role).toEqual(expected);
    }
  });

  it("answers 400 'Invalid subject ID format' for an id that is not 24 hex characters", async () => {
    for (const id of badIds) {
      expectError(
        await send('GET', `/subjects/${id}`, school.teacherA.token),
        400,
        'Invalid subject ID format',
      );
    }
  });

  it('answers 404 for an unknown subject', async () => {
    expectError(await send('GET', `/subjects/${unknownId}`, school.familyA.token), 404, 'Subject not found');
  });
});

describe('PUT /subjects/{subjectId}', () => {
  it('renames a subject (trimmed), keeps its units and moves it in the list by its new name', async () => {
    const built = await buildSubject(runtime.api, school.admin.token, 'Aardvark Studies', 2, 1);
    const before = await tree(built.subjectId);
    expect((await listSubjects(school.admin.token))[0]?._id).toBe(built.subjectId);
    const answer = await send('PUT', `/subjects/${built.subjectId}`, school.teacherA.token, {
      name: '  Zebra Studies ',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Subject updated successfully',
      data: { _id: built.subjectId, name: 'Zebra Studies' },
    });
    expect(await tree(built.subjectId)).toEqual({ ...before, name: 'Zebra Studies' });
    const list = await listSubjects(school.familyA.token);
    expect(list.at(-1)).toEqual({ _id: built.subjectId, name: 'Zebra Studies' });
    expect(list.filter((subject) => subject._id === built.subjectId)).toHaveLength(1);
    const renamedBySuperAdmin = await send('PUT', `/subjects/${built.subjectId}`, school.superAdmin.token, {
      name: 'Aardvark Studies',
    });
    expect(renamedBySuperAdmin.status).toBe(200);
    expect((await listSubjects(school.admin.token))[0]).toEqual({
      _id: built.subjectId,
      name: 'Aardvark Studies',
    });
  });

  it('refuses blank names (400), bad ids (400) and unknown subjects (404), changing nothing', async () => {
    await expectRefusedAndUnchanged([
      ...['', '   '].map((name): Refusal => [
        () => send('PUT', `/subjects/${subjectIds.maths}`, school.admin.token, { name }),
        400,
        'Subject name is required',
      ]),
      ...badIds.map((id): Refusal => [
        () => send('PUT', `/subjects/${id}`, school.admin.token, { name: 'Renamed' }),
        400,
        'Invalid subject ID format',
      ]),
      // No subject springs into existence under the unknown id.
      [
        () => send('PUT', `/subjects/${unknownId}`, school.admin.token, { name: 'Renamed' }),
        404,
        'Subject not found',
      ],
    ]);
    expectError(await send('GET', `/subjects/${unknownId}`, school.admin.token), 404, 'Subject not found');
  });

  it('refuses families (403), changing nothing', async () => {
    await expectRefusedAndUnchanged(
      [school.familyA.token, school.familyB.token].map((token) => [
        () => send('PUT', `/subjects/${subjectIds.maths}`, token, { name: 'Family Maths' }),
        403,
        forbiddenMessage,
      ]),
    );
  });
});

describe('units', () => {
  it('adds a unit at the end of a subject with its name trimmed (201)', async () => {
    const built = await buildSubject(runtime.api, school.admin.token, 'Unit Adding', 1, 2);
    const answer = await send('POST', `/subjects/${built.subjectId}/units`, school.teacherA.token, {
      name: '  Fractions ',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.message).toBe('Unit added successfully');
    expect(answer.body.data).toEqual({ _id: expect.stringMatching(hexId), name: 'Fractions', topics: [] });
    expect(outline(await tree(built.subjectId))).toEqual([
      ['Unit 1', 'Topic 1.1', 'Topic 1.2'],
      ['Fractions'],
    ]);
    expect((await tree(built.subjectId)).units[1]?._id).toBe(answer.body.data._id);
  });

  it('renames a unit (trimmed) and answers it with its topics, in curriculum order', async () => {
    // Topics made within one second: their ids (seconds, then random) do not follow the order they were added in.
    const built = await buildSubject(runtime.api, school.admin.token, 'Unit Renaming', 2, 8);
    const unit = built.units[1]!;
    const answer = await send(
      'PUT',
      `/subjects/${built.subjectId}/units/${unit.unitId}`,
      school.teacherA.token,
      { name: ' Decimals  ' },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Unit updated successfully');
    expect(answer.body.data).toEqual({
      _id: unit.unitId,
      name: 'Decimals',
      topics: unit.topicIds.map((topicId, t) => ({ _id: topicId, name: `Topic 2.${t + 1}` })),
    });
    const units = (await tree(built.subjectId)).units;
    expect(units.map((each) => each.name)).toEqual(['Unit 1', 'Decimals']);
    expect(units[1]).toEqual(answer.body.data);
    expect(units[0]?.topics.map((topic) => topic._id)).toEqual(built.units[0]!.topicIds);
  });

  it('keeps the order of units when one is renamed: the numbering never jumps', async () => {
    const subjectId = await createSubject(runtime.api, school.admin.token, 'Unit Order');
    const ids = [];
    for (const name of ['Beta', 'Gamma', 'Delta'])
      ids.push(await createUnit(runtime.api, school.admin.token, subjectId, name));
    for (const [unitId, name] of [
      [ids[0], 'Zulu'],
      [ids[2], 'Alpha'],
    ] as const) {
      const answer = await send('PUT', `/subjects/${subjectId}/units/${unitId}`, school.admin.token, {
        name,
      });
      expect(answer.status, answer.text).toBe(200);
    }
    const units = (await tree(subjectId)).units;
    expect(units.map((unit) => unit._id)).toEqual(ids);
    expect(units.map((unit) => unit.name)).toEqual(['Zulu', 'Gamma', 'Alpha']);
  });

  it('refuses blank names, bad ids and unknown subjects or units, changing nothing', async () => {
    const built = await buildSubject(runtime.api, school.admin.token, 'Unit Errors', 1, 1);
    const unitId = built.units[0]!.unitId;
    const units = `/subjects/${built.subjectId}/units`;
    const cases: Refusal[] = [
      [() => send('POST', units, school.admin.token, { name: ' ' }), 400, 'Unit name is required'],
      [() => send('POST', units, school.admin.token, {}), 400, 'Unit name is required'],
      [
        () => send('PUT', `${units}/${unitId}`, school.admin.token, { name: '' }),
        400,
        'Unit name is required',
      ],
      [
        () => send('POST', `/subjects/${unknownId}/units`, school.admin.token, { name: 'U' }),
        404,
        'Subject not found',
      ],
      [() => send('PUT', `${units}/${unknownId}`, school.admin.token, { name: 'U' }), 404, 'Unit not found'],
      // A unit exists only under its own subject.
      [
        () => send('PUT', `/subjects/${subjectIds.maths}/units/${unitId}`, school.admin.token, { name: 'U' }),
        404,
        'Unit not found',
      ],
      [() => send('DELETE', `${units}/${unknownId}`, school.admin.token), 404, 'Unit not found'],
      [
        () => send('DELETE', `/subjects/${subjectIds.maths}/units/${unitId}`, school.admin.token),
        404,
        'Unit not found',
      ],
    ];
    for (const id of badIds) {
      cases.push(
        [
          () => send('POST', `/subjects/${id}/units`, school.admin.token, { name: 'U' }),
          400,
          'Invalid subject ID format',
        ],
        [
          () => send('PUT', `/subjects/${id}/units/${unitId}`, school.admin.token, { name: 'U' }),
          400,
          'Invalid subject ID format',
        ],
        [
          () => send('PUT', `${units}/${id}`, school.admin.token, { name: 'U' }),
          400,
          'Invalid unit ID format',
        ],
        [() => send('DELETE', `${units}/${id}`, school.admin.token), 400, 'Invalid unit ID format'],
        [
          () => send('DELETE', `/subjects/${id}/units/${unitId}`, school.admin.token),
          400,
          'Invalid subject ID format',
        ],
      );
    }
    await expectRefusedAndUnchanged(cases, [built.subjectId, subjectIds.maths]);
  });
});

describe('topics', () => {
  it('adds a topic at the end of a unit with its name trimmed (201)', async () => {
    const built = await buildSubject(runtime.api, school.admin.token, 'Topic Adding', 2, 1);
    const unit = built.units[0]!;
    const answer = await send(
      'POST',
      `/subjects/${built.subjectId}/units/${unit.unitId}/topics`,
      school.teacherA.token,
      { name: '  Equivalent fractions  ' },
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.message).toBe('Topic added successfully');
    expect(answer.body.data).toEqual({ _id: expect.stringMatching(hexId), name: 'Equivalent fractions' });
    expect(outline(await tree(built.subjectId))).toEqual([
      ['Unit 1', 'Topic 1.1', 'Equivalent fractions'],
      ['Unit 2', 'Topic 2.1'],
    ]);
    expect((await tree(built.subjectId)).units[0]?.topics[1]?._id).toBe(answer.body.data._id);
  });

  it('renames a topic (trimmed); progress updates then name the topic by its new name', async () => {
    const built = await buildSubject(runtime.api, school.admin.token, 'Topic Renaming', 1, 2);
    const unit = built.units[0]!;
    const topicId = unit.topicIds[1]!;
    const answer = await send(
      'PUT',
      `/subjects/${built.subjectId}/units/${unit.unitId}/topics/${topicId}`,
      school.teacherA.token,
      { name: ' Long division ' },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Topic updated successfully',
      data: { _id: topicId, name: 'Long division' },
    });
    expect(outline(await tree(built.subjectId))).toEqual([['Unit 1', 'Topic 1.1', 'Long division']]);
    await allocateSubjects(runtime.api, school.admin.token, school.childA1._id, [
      subjectIds.maths,
      subjectIds.english,
      built.subjectId,
    ]);
    await setStatus(runtime.api, school.admin.token, school.childA1._id, topicId, 'ok');
    const [latest] = await readRecentProgress(runtime.api, school.admin.token);
    expect(latest?.description).toBe('Amy A1: Long division — I am OK with this topic');
    await allocateSubjects(runtime.api, school.admin.token, school.childA1._id, [
      subjectIds.maths,
      subjectIds.english,
    ]);
  });

  it('keeps the order of topics when one is renamed: the numbering never jumps', async () => {
    const subjectId = await createSubject(runtime.api, school.admin.token, 'Topic Order');
    const unitId = await createUnit(runtime.api, school.admin.token, subjectId, 'Only Unit');
    const ids = [];
    for (const name of ['Beta', 'Gamma', 'Delta']) {
      ids.push(await createTopic(runtime.api, school.admin.token, subjectId, unitId, name));
    }
    for (const [topicId, name] of [
      [ids[0], 'Zulu'],
      [ids[1], 'Alpha'],
    ] as const) {
      const answer = await send(
        'PUT',
        `/subjects/${subjectId}/units/${unitId}/topics/${topicId}`,
        school.teacherA.token,
        {
          name,
        },
      );
      expect(answer.status, answer.text).toBe(200);
    }
    const topics = (await tree(subjectId)).units[0]!.topics;
    expect(topics.map((topic) => topic._id)).toEqual(ids);
    expect(topics.map((topic) => topic.name)).toEqual(['Zulu', 'Alpha', 'Delta']);
  });

  it('refuses blank names, bad ids and unknown units or topics, changing nothing', async () => {
    const built = await buildSubject(runtime.api, school.admin.token, 'Topic Errors', 2, 1);
    const [first, second] = [built.units[0]!, built.units[1]!];
    const topics = `/subjects/${built.subjectId}/units/${first.unitId}/topics`;
    const topicId = first.topicIds[0]!;
    const cases: Refusal[] = [
      [() => send('POST', topics, school.admin.token, { name: '  ' }), 400, 'Topic name is required'],
      [() => send('POST', topics, school.admin.token, {}), 400, 'Topic name is required'],
      [
        () => send('PUT', `${topics}/${topicId}`, school.admin.token, { name: '' }),
        400,
        'Topic name is required',
      ],
      [
        () =>
          send('POST', `/subjects/${built.subjectId}/units/${unknownId}/topics`, school.admin.token, {
            name: 'T',
          }),
        404,
        'Unit not found',
      ],
      // A unit is found only under its own subject.
      [
        () =>
          send('POST', `/subjects/${subjectIds.maths}/units/${first.unitId}/topics`, school.admin.token, {
            name: 'T',
          }),
        404,
        'Unit not found',
      ],
      [
        () => send('PUT', `${topics}/${unknownId}`, school.admin.token, { name: 'T' }),
        404,
        'Topic not found',
      ],
      // A topic is found only under its own unit.
      [
        () =>
          send(
            'PUT',
            `/subjects/${built.subjectId}/units/${second.unitId}/topics/${topicId}`,
            school.admin.token,
            {
              name: 'T',
            },
          ),
        404,
        'Topic not found',
      ],
      [() => send('DELETE', `${topics}/${unknownId}`, school.admin.token), 404, 'Topic not found'],
      [
        () =>
          send(
            'DELETE',
            `/subjects/${built.subjectId}/units/${second.unitId}/topics/${topicId}`,
            school.admin.token,
          ),
        404,
        'Topic not found',
      ],
    ];
    for (const id of badIds) {
      cases.push(
        [
          () =>
            send('POST', `/subjects/${id}/units/${first.unitId}/topics`, school.admin.token, { name: 'T' }),
          400,
          'Invalid subject ID format',
        ],
        [
          () =>
            send('POST', `/subjects/${built.subjectId}/units/${id}/topics`, school.admin.token, {
              name: 'T',
            }),
          400,
          'Invalid unit ID format',
        ],
        [
          () => send('PUT', `${topics}/${id}`, school.admin.token, { name: 'T' }),
          400,
          'Invalid topic ID format',
        ],
        [() => send('DELETE', `${topics}/${id}`, school.admin.token), 400, 'Invalid topic ID format'],
      );
    }
    await expectRefusedAndUnchanged(cases, [built.subjectId, subjectIds.maths]);
  });
});

describe('who may change the curriculum', () => {
  it('refuses every write to families (403) and deletes to teachers (403), changing nothing', async () => {
    const built = await buildSubject(runtime.api, school.admin.token, 'Guarded Subject', 1, 1);
    const unit = built.units[0]!;
    const subjectPath = `/subjects/${built.subjectId}`;
    const unitPath = `${subjectPath}/units/${unit.unitId}`;
    const topicPath = `${unitPath}/topics/${unit.topicIds[0]}`;
    const writes: [string, string, unknown][] = [
      ['POST', '/subjects', { name: 'N' }],
      ['PUT', subjectPath, { name: 'N' }],
      ['DELETE', subjectPath, undefined],
      ['POST', `${subjectPath}/units`, { name: 'N' }],
      ['PUT', unitPath, { name: 'N' }],
      ['DELETE', unitPath, undefined],
      ['POST', `${unitPath}/topics`, { name: 'N' }],
      ['PUT', topicPath, { name: 'N' }],
      ['DELETE', topicPath, undefined],
    ];
    const refusals: Refusal[] = [];
    for (const token of [school.familyA.token, school.familyB.token]) {
      for (const [method, path, body] of writes) {
        refusals.push([() => send(method, path, token, body), 403, forbiddenMessage]);
      }
    }
    for (const [method, path] of writes.filter(([method]) => method === 'DELETE')) {
      refusals.push([() => send(method, path, school.teacherA.token), 403, forbiddenMessage]);
    }
    expect(refusals).toHaveLength(21);
    await expectRefusedAndUnchanged(refusals, [built.subjectId]);
    expect(outline(await tree(built.subjectId))).toEqual([['Unit 1', 'Topic 1.1']]);
  });
});

/**
 * A subject allocated to both children, with progress, notes and history on
 * it from several callers, beside progress in maths that must survive.
 */
async function subjectWithProgress(name: string) {
  const built = await buildSubject(runtime.api, school.admin.token, name, 2, 2);
  const { childA1, childB1, teacherA, familyA, familyB, admin } = school;
  const students = await allStudents(runtime.api, admin.token);
  for (const child of [childA1, childB1]) {
    const current = students.find((student) => student._id === child._id)!.subjects;
    await allocateSubjects(runtime.api, admin.token, child._id, [...current, built.subjectId]);
  }
  const [t11, t12, t21, t22] = built.topicIds as [string, string, string, string];
  // childA1: t11 twice (2 changes), t12 once, t21 once, t22 a note only.
  await setStatus(runtime.api, teacherA.token, childA1._id, t11, 'started', 'first go');
  await setStatus(runtime.api, familyA.token, childA1._id, t11, 'confident');
  await setStatus(runtime.api, familyA.token, childA1._id, t12, 'difficult');
  await setStatus(runtime.api, admin.token, childA1._id, t21, 'ok', 'steady');
  await setNote(runtime.api, familyA.token, childA1._id, t22, 'look again');
  // childB1: t11 once, t22 once.
  await setStatus(runtime.api, familyB.token, childB1._id, t11, 'ok', 'fine');
  await setStatus(runtime.api, admin.token, childB1._id, t22, 'difficult');
  const changes = { childA1: 4, childB1: 2 };
  return { built, topics: { t11, t12, t21, t22 }, changes };
}

/** The progress of both children as their callers see it, and the counters of staff, families and teacherA. */
async function progressState(subjectId: string, topicIds: readonly string[]) {
  const { childA1, childB1, admin, teacherA, familyA, familyB } = school;
  const histories: Record<string, number> = {};
  for (const child of [childA1, childB1]) {
    for (const topicId of topicIds) {
      histories[`${child.name} ${topicId}`] = (
        await readHistory(runtime.api, admin.token, child._id, topicId)
      ).length;
    }
  }
  return {
    histories,
    allA1: (await readAllProgress(runtime.api, familyA.token, childA1._id)).filter(
      (r) => r.subjectId === subjectId,
    ),
    allB1: (await readAllProgress(runtime.api, familyB.token, childB1._id)).filter(
      (r) => r.subjectId === subjectId,
    ),
    mathsA1: statusesOf(await readSheet(runtime.api, teacherA.token, childA1._id, subjectIds.maths)),
    counters: {
      staff: (await staffCounters()).progressUpdates,
      familyA: (await readCounters(runtime.api, familyA.token)).progressUpdates,
      familyB: (await readCounters(runtime.api, familyB.token)).progressUpdates,
      teacherA: (await readCounters(runtime.api, teacherA.token)).progressUpdates,
    },
  };
}

describe('deleting curriculum removes everything on it', () => {
  it('DELETE a topic: the topic, and its progress, notes and history for every student; counters drop', async () => {
    const { childA1, childB1, admin, familyA, familyB, teacherA } = school;
    const before = await progressState(subjectIds.maths, []);
    const { built, topics, changes } = await subjectWithProgress('Topic Deletion');
    const during = await progressState(built.subjectId, built.topicIds);
    expect(during.counters).toEqual({
      staff: before.counters.staff + changes.childA1 + changes.childB1,
      familyA: before.counters.familyA + changes.childA1,
      familyB: before.counters.familyB + changes.childB1,
      teacherA: before.counters.teacherA + changes.childA1,
    });
    expect(during.histories[`${childA1.name} ${topics.t11}`]).toBe(2);
    expect(during.histories[`${childB1.name} ${topics.t11}`]).toBe(1);

    const unit = built.units[0]!;
    const answer = await send(
      'DELETE',
      `/subjects/${built.subjectId}/units/${unit.unitId}/topics/${topics.t11}`,
      admin.token,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Topic deleted successfully',
      data: { _id: topics.t11 },
    });

    expect(outline(await tree(built.subjectId))).toEqual([
      ['Unit 1', 'Topic 1.2'],
      ['Unit 2', 'Topic 2.1', 'Topic 2.2'],
    ]);
    const after = await progressState(built.subjectId, built.topicIds);
    // t11 carried 2 changes of childA1 and 1 of childB1.
    expect(after.counters).toEqual({
      staff: during.counters.staff - 3,
      familyA: during.counters.familyA - 2,
      familyB: during.counters.familyB - 1,
      teacherA: during.counters.teacherA - 2,
    });
    expect(after.histories).toEqual({
      ...during.histories,
      [`${childA1.name} ${topics.t11}`]: 0,
      [`${childB1.name} ${topics.t11}`]: 0,
    });
    expect(statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, built.subjectId))).toEqual({
      [topics.t12]: 'difficult',
      [topics.t21]: 'ok',
    });
    expect(statusesOf(await readSheet(runtime.api, familyB.token, childB1._id, built.subjectId))).toEqual({
      [topics.t22]: 'difficult',
    });
    expect(await readNotes(runtime.api, familyA.token, childA1._id, built.subjectId)).toEqual({
      [topics.t21]: 'steady',
      [topics.t22]: 'look again',
    });
    expect(await readNotes(runtime.api, familyB.token, childB1._id, built.subjectId)).toEqual({});
    expect(after.allA1.map((record) => record.topicId._id)).not.toContain(topics.t11);
    expect(after.allB1.map((record) => record.topicId._id)).toEqual([topics.t22]);
    expect(after.mathsA1).toEqual(during.mathsA1);
    expect(after.mathsA1[mathsTopicId]).toBe('ok');
    // The topic is gone for progress too, and a second delete finds nothing.
    expectError(
      await send('POST', '/progress', teacherA.token, {
        studentId: childA1._id,
        topicId: topics.t11,
        status: 'ok',
      }),
      404,
      'Topic not found',
    );
    expectError(
      await send(
        'DELETE',
        `/subjects/${built.subjectId}/units/${unit.unitId}/topics/${topics.t11}`,
        admin.token,
      ),
      404,
      'Topic not found',
    );
    expect((await progressState(built.subjectId, built.topicIds)).counters).toEqual(after.counters);
  });

  it('DELETE a unit: the unit, its topics and all progress on them; other units keep theirs', async () => {
    const { childA1, childB1, superAdmin, familyA, familyB } = school;
    const { built, topics } = await subjectWithProgress('Unit Deletion');
    const during = await progressState(built.subjectId, built.topicIds);
    const [first, second] = [built.units[0]!, built.units[1]!];

    const answer = await send(
      'DELETE',
      `/subjects/${built.subjectId}/units/${first.unitId}`,
      superAdmin.token,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Unit deleted successfully',
      data: { _id: first.unitId },
    });

    expect(outline(await tree(built.subjectId))).toEqual([['Unit 2', 'Topic 2.1', 'Topic 2.2']]);
    const after = await progressState(built.subjectId, built.topicIds);
    // Unit 1 (t11, t12) carried 3 changes of childA1 and 1 of childB1.
    expect(after.counters).toEqual({
      staff: during.counters.staff - 4,
      familyA: during.counters.familyA - 3,
      familyB: during.counters.familyB - 1,
      teacherA: during.counters.teacherA - 3,
    });
    expect(after.histories).toEqual({
      ...during.histories,
      [`${childA1.name} ${topics.t11}`]: 0,
      [`${childA1.name} ${topics.t12}`]: 0,
      [`${childB1.name} ${topics.t11}`]: 0,
    });
    expect(statusesOf(await readSheet(runtime.api, familyA.token, childA1._id, built.subjectId))).toEqual({
      [topics.t21]: 'ok',
    });
    expect(await readNotes(runtime.api, familyA.token, childA1._id, built.subjectId)).toEqual({
      [topics.t21]: 'steady',
      [topics.t22]: 'look again',
    });
    expect(statusesOf(await readSheet(runtime.api, familyB.token, childB1._id, built.subjectId))).toEqual({
      [topics.t22]: 'difficult',
    });
    expect(after.mathsA1).toEqual(during.mathsA1);
    // Its topics are gone everywhere: renames, new topics and progress find nothing.
    const unitPath = `/subjects/${built.subjectId}/units/${first.unitId}`;
    expectError(
      await send('PUT', `${unitPath}/topics/${topics.t12}`, superAdmin.token, { name: 'X' }),
      404,
      'Topic not found',
    );
    expectError(
      await send('POST', `${unitPath}/topics`, superAdmin.token, { name: 'X' }),
      404,
      'Unit not found',
    );
    expectError(await send('PUT', unitPath, superAdmin.token, { name: 'X' }), 404, 'Unit not found');
    expectError(await send('DELETE', unitPath, superAdmin.token), 404, 'Unit not found');
    expectError(
      await send('POST', '/progress/notes/topic', familyA.token, {
        studentId: childA1._id,
        topicId: topics.t12,
        notes: 'x',
      }),
      404,
      'Topic not found',
    );
    expect(outline(await tree(built.subjectId))).toEqual([['Unit 2', 'Topic 2.1', 'Topic 2.2']]);
    expect(second.topicIds).toEqual([topics.t21, topics.t22]);
  });

  it('DELETE a subject: its units, topics, progress and allocations go; counters drop for staff and families', async () => {
    const { childA1, childB1, admin, familyA, familyB, teacherA } = school;
    const countersBefore = {
      staff: await staffCounters(),
      familyA: await readCounters(runtime.api, familyA.token),
      familyB: await readCounters(runtime.api, familyB.token),
      teacherA: await readCounters(runtime.api, teacherA.token),
    };
    const subjectsBefore = await listSubjects(admin.token);
    const studentsBefore = await allStudents(runtime.api, admin.token);
    const { built, topics } = await subjectWithProgress('Subject Deletion');
    const during = await progressState(built.subjectId, built.topicIds);
    expect(during.allA1).toHaveLength(3);
    expect(Object.values(during.histories).reduce((sum, count) => sum + count, 0)).toBe(6);

    const answer = await send('DELETE', `/subjects/${built.subjectId}`, admin.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Subject deleted successfully',
      data: { _id: built.subjectId },
    });

    expectError(await send('GET', `/subjects/${built.subjectId}`, familyA.token), 404, 'Subject not found');
    expect(await listSubjects(admin.token)).toEqual(subjectsBefore);
    // The subject left every student's allocated subjects, as staff and the families see them.
    const studentsAfter = await allStudents(runtime.api, admin.token);
    const subjectsOf = (students: Student[]) =>
      Object.fromEntries(students.map((student) => [student._id, student.subjects]));
    expect(subjectsOf(studentsAfter)).toEqual(subjectsOf(studentsBefore));
    for (const [token, child] of [
      [familyA.token, childA1],
      [familyB.token, childB1],
    ] as const) {
      const [own] = await getData<Student[]>(runtime.api, '/users/me/children', token);
      expect(own?.subjects).not.toContain(built.subjectId);
      expect(own?._id).toBe(child._id);
      expectError(
        await send('GET', `/progress/student/${child._id}/subject/${built.subjectId}`, token),
        404,
        'This subject is not allocated to this student',
      );
    }
    const after = await progressState(built.subjectId, built.topicIds);
    expect(after.allA1).toEqual([]);
    expect(after.allB1).toEqual([]);
    expect(Object.values(after.histories)).toEqual(Object.values(during.histories).map(() => 0));
    expect(after.mathsA1).toEqual(during.mathsA1);
    // Every counter is back where it was before the subject existed.
    expect(await staffCounters()).toEqual(countersBefore.staff);
    expect(await readCounters(runtime.api, familyA.token)).toEqual(countersBefore.familyA);
    expect(await readCounters(runtime.api, familyB.token)).toEqual(countersBefore.familyB);
    expect(await readCounters(runtime.api, teacherA.token)).toEqual(countersBefore.teacherA);
    // Nothing of it can be reached any more.
    const unitPath = `/subjects/${built.subjectId}/units/${built.units[1]!.unitId}`;
    expectError(
      await send('POST', `/subjects/${built.subjectId}/units`, admin.token, { name: 'X' }),
      404,
      'Subject not found',
    );
    expectError(await send('PUT', unitPath, admin.token, { name: 'X' }), 404, 'Unit not found');
    expectError(await send('POST', `${unitPath}/topics`, admin.token, { name: 'X' }), 404, 'Unit not found');
    expectError(
      await send('PUT', `/subjects/${built.subjectId}`, admin.token, { name: 'X' }),
      404,
      'Subject not found',
    );
    expectError(await send('DELETE', `/subjects/${built.subjectId}`, admin.token), 404, 'Subject not found');
    expectError(
      await send('POST', '/progress', admin.token, {
        studentId: childB1._id,
        topicId: topics.t22,
        status: 'ok',
      }),
      404,
      'Topic not found',
    );
    // Allocating a deleted subject is refused.
    expectError(
      await send('PUT', `/students/${childA1._id}`, admin.token, {
        subjects: [subjectIds.maths, built.subjectId],
      }),
      400,
      'Some allocated subjects do not exist',
    );
  });

  it('DELETE a subject nobody has: gone at once; bad ids 400, unknown 404', async () => {
    const id = await createSubject(runtime.api, school.teacherA.token, 'Short-lived');
    const before = await staffCounters();
    const answer = await send('DELETE', `/subjects/${id}`, school.superAdmin.token);
    expect(answer.status, answer.text).toBe(200);
    expect(await staffCounters()).toEqual({ ...before, subjects: before.subjects - 1 });
    expect((await listSubjects(school.admin.token)).map((subject) => subject._id)).not.toContain(id);
    await expectRefusedAndUnchanged([
      ...badIds.map((badId): Refusal => [
        () => send('DELETE', `/subjects/${badId}`, school.admin.token),
        400,
        'Invalid subject ID format',
      ]),
      [() => send('DELETE', `/subjects/${unknownId}`, school.admin.token), 404, 'Subject not found'],
    ]);
  });
});
