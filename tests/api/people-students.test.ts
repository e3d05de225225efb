import { describe, expect, it } from 'vitest';
import type { Student } from '../../shared/schemas/student-schemas';
import { request } from './support/http';
import {
  allStudents,
  assignStudents,
  createStudent,
  expectEachRefusedAndUnchanged,
  expectRefusedAndUnchanged,
  getData,
  nonStaffCallers,
  studentsOf,
  subjectIds,
  userById,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();

const studentKeys = [
  '_id',
  'createdAt',
  'grade',
  'id',
  'name',
  'parentId',
  'parents',
  'subjects',
  'teacherIds',
  'updatedAt',
];
const nameOrParentMessage = "Only the Super Admin can change a student's name or parent";
const unknownId = '0123456789abcdef01234567';

const send = (method: string, path: string, token?: string, body?: unknown) =>
  request(runtime.api, method, path, { token, body });
const ids = (students: { _id: string }[]) => students.map((student) => student._id);
const myChildren = (token: string) => getData<Student[]>(runtime.api, '/users/me/children', token);
const studentById = async (studentId: string) =>
  (await allStudents(runtime.api, school.superAdmin.token)).find((student) => student._id === studentId);

describe('GET /students', () => {
  it('gives staff every student by name, with the spec fields', async () => {
    for (const token of [school.superAdmin.token, school.admin.token]) {
      const students = await getData<Student[]>(runtime.api, '/students', token);
      expect(ids(students)).toEqual([school.childA1._id, school.childB1._id]);
      for (const student of students) expect(Object.keys(student).sort()).toEqual(studentKeys);
      expect(students[0]).toMatchObject({
        name: 'Amy A1',
        grade: 'Year 5',
        parentId: school.familyA.id,
        parents: [{ _id: school.familyA.id, name: school.familyA.name }],
        // Subject ids come back sorted, whatever order they were allocated in.
        subjects: [subjectIds.maths, subjectIds.english].sort(),
        teacherIds: [school.teacherA.id],
      });
    }
  });

  it('gives a teacher only its students and a family only its children', async () => {
    const cases: [string, string][] = [
      [school.teacherA.token, school.childA1._id],
      [school.familyA.token, school.childA1._id],
      [school.familyB.token, school.childB1._id],
    ];
    for (const [token, studentId] of cases) {
      expect(ids(await getData<Student[]>(runtime.api, '/students', token))).toEqual([studentId]);
    }
    expect((await send('GET', '/students')).status).toBe(401);
  });

  it('pages through every student exactly once, in name order (limit=2)', async () => {
    for (const name of ['Eve', 'cal', 'Dee']) {
      await createStudent(runtime.api, school.admin.token, { name, parentId: school.familyB.id });
    }
    const everyone = await allStudents(runtime.api, school.superAdmin.token);
    expect(everyone.map((student) => student.name)).toEqual(['Amy A1', 'Ben B1', 'cal', 'Dee', 'Eve']);
    const seen: Student[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await send(
        'GET',
        `/students?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        school.admin.token,
      );
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.data.length).toBeLessThanOrEqual(2);
      if (pages === 0) expect(typeof answer.body.nextCursor).toBe('string');
      seen.push(...answer.body.data);
      cursor = answer.body.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(10);
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(ids(seen)).toEqual(ids(everyone));
  });

  it('answers a forged or garbage cursor with 400 Invalid cursor, never 500', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const key = { PK: 'STUDENT#x', SK: 'STUDENT', GSI1PK: 'STUDENTS', GSI1SK: 'a#x' };
    const cursors = [
      'garbage',
      '%%%',
      encode([]),
      encode('STUDENTS'),
      encode(null),
      encode({ PK: 'SCHOOL', SK: 'COUNTERS' }),
      encode({ ...key, GSI1PK: 'USERS' }),
      encode({ ...key, GSI1SK: 7 }),
      encode({ ...key, extra: 'x' }),
      'x'.repeat(2000),
    ];
    for (const cursor of cursors) {
      const answer = await send(
        'GET',
        `/students?limit=2&cursor=${encodeURIComponent(cursor)}`,
        school.admin.token,
      );
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.message, cursor).toBe('Invalid cursor');
    }
  });

  it('refuses a limit out of range', async () => {
    for (const [limit, message] of [
      ['0', 'limit must be at least 1'],
      ['501', 'limit must be at most 500'],
      ['two', 'limit must be a number'],
    ]) {
      const answer = await send('GET', `/students?limit=${limit}`, school.admin.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('POST /students', () => {
  it("adds a student and links it into its parent's children", async () => {
    const answer = await send('POST', '/students', school.superAdmin.token, {
      name: '  Fred  ',
      grade: 'Year 3',
      parentId: school.familyA.id,
      subjects: [subjectIds.maths, subjectIds.maths],
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.message).toBe('Student added successfully');
    const fred: Student = answer.body.data;
    expect(fred).toMatchObject({
      name: 'Fred',
      grade: 'Year 3',
      parentId: school.familyA.id,
      parents: [{ _id: school.familyA.id, name: school.familyA.name }],
      subjects: [subjectIds.maths],
      teacherIds: [],
    });
    expect(ids(await myChildren(school.familyA.token))).toEqual([school.childA1._id, fred._id]);
    expect(ids(await studentsOf(runtime.api, school.familyA.id, school.admin.token))).toContain(fred._id);
    expect((await userById(runtime.api, school.superAdmin.token, school.familyA.id))?.children).toContain(
      fred._id,
    );
    expect(ids(await myChildren(school.familyB.token))).not.toContain(fred._id);
    expect(await studentById(fred._id)).toEqual(fred);
  });

  it('lets admin add a student to a family of role parent, grade optional', async () => {
    const student = await createStudent(runtime.api, school.admin.token, {
      name: 'Gina',
      parentId: school.familyB.id,
    });
    expect(student).toMatchObject({ grade: '', subjects: [], parentId: school.familyB.id });
    expect(ids(await myChildren(school.familyB.token))).toContain(student._id);
  });

  it('refuses a parent that is not a family account, or does not exist, and changes nothing', async () => {
    for (const parentId of [school.teacherA.id, school.admin.id, unknownId]) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => send('POST', '/students', school.admin.token, { name: 'Orphan', parentId }),
        { status: 400, message: 'Parent selection is required' },
      );
    }
  });

  it('refuses a missing name or parent with the spec messages', async () => {
    const noParent = await send('POST', '/students', school.admin.token, { name: 'No Parent' });
    expect(noParent.status).toBe(400);
    expect(noParent.body.errors.parentId).toBe('Parent selection is required');
    const blankName = await send('POST', '/students', school.admin.token, {
      name: '   ',
      parentId: school.familyA.id,
    });
    expect(blankName.status).toBe(400);
    expect(blankName.body.errors.name).toBe('Student name is required');
  });

  it('is refused to teacher, user and parent (403) and the signed-out (401), and changes nothing', async () => {
    await expectEachRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      nonStaffCallers(school),
      (token) => send('POST', '/students', token, { name: 'Sneaky', parentId: school.familyA.id }),
    );
  });
});

describe('PUT /students/{id}', () => {
  const update = (studentId: string, token: string | undefined, body: Record<string, unknown>) =>
    send('PUT', `/students/${studentId}`, token, body);

  it('lets admin change grade and subjects', async () => {
    const student = await createStudent(runtime.api, school.superAdmin.token, {
      name: 'Hal',
      grade: 'Year 1',
      parentId: school.familyA.id,
      subjects: [subjectIds.maths],
    });
    const answer = await update(student._id, school.admin.token, {
      grade: 'Year 2',
      subjects: [subjectIds.english, subjectIds.science],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Student updated successfully');
    const expected = {
      name: 'Hal',
      grade: 'Year 2',
      parentId: school.familyA.id,
      subjects: [subjectIds.english, subjectIds.science].sort(),
    };
    expect(answer.body.data).toMatchObject(expected);
    expect(await studentById(student._id)).toMatchObject(expected);
    const cleared = await update(student._id, school.admin.token, { subjects: [] });
    expect(cleared.status).toBe(200);
    expect((await studentById(student._id))?.subjects).toEqual([]);
  });

  it('lets admin send the current name and parent unchanged', async () => {
    const answer = await update(school.childA1._id, school.admin.token, {
      name: school.childA1.name,
      parentId: school.childA1.parentId,
      grade: 'Year 6',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(await studentById(school.childA1._id)).toMatchObject({
      name: school.childA1.name,
      grade: 'Year 6',
      parentId: school.familyA.id,
    });
  });

  it("refuses admin changing a student's name or parent (403), and changes nothing", async () => {
    const bodies = [
      { name: 'Renamed By Admin' },
      { parentId: school.familyB.id },
      { name: 'Renamed By Admin', parentId: school.familyB.id, grade: 'Year 9' },
      { parentId: school.familyB.id, grade: 'Year 9' },
    ];
    for (const body of bodies) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => update(school.childA1._id, school.admin.token, body),
        { status: 403, message: nameOrParentMessage },
      );
    }
  });

  it('lets super_admin rename a student and move it to another family; the link moves with it', async () => {
    const student = await createStudent(runtime.api, school.admin.token, {
      name: 'Ivy',
      parentId: school.familyA.id,
    });
    const answer = await update(student._id, school.superAdmin.token, {
      name: 'Aaron Ivy',
      parentId: school.familyB.id,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Aaron Ivy',
      parentId: school.familyB.id,
      parents: [{ _id: school.familyB.id, name: school.familyB.name }],
    });
    expect(ids(await myChildren(school.familyA.token))).not.toContain(student._id);
    expect(ids(await myChildren(school.familyB.token))).toContain(student._id);
    expect((await userById(runtime.api, school.superAdmin.token, school.familyA.id))?.children).not.toContain(
      student._id,
    );
    // The list order follows the new name.
    expect((await allStudents(runtime.api, school.admin.token))[0]?._id).toBe(student._id);
    const back = await update(student._id, school.superAdmin.token, { parentId: school.familyA.id });
    expect(back.status).toBe(200);
    expect(ids(await myChildren(school.familyA.token))).toContain(student._id);
    expect(ids(await myChildren(school.familyB.token))).not.toContain(student._id);
  });

  it('refuses moving a student to an account that is not a family, and changes nothing', async () => {
    for (const parentId of [school.teacherA.id, school.superAdmin.id, unknownId]) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => update(school.childA1._id, school.superAdmin.token, { parentId }),
        { status: 400, message: 'Parent selection is required' },
      );
    }
  });

  it('refuses an unknown field, and changes nothing', async () => {
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () => update(school.childA1._id, school.superAdmin.token, { grade: 'Year 8', teacherIds: [] }),
      { status: 400, message: 'Unknown field: teacherIds' },
    );
  });

  it('is refused to teacher, user and parent even for their own students (403), and changes nothing', async () => {
    const attempts: [string, string | undefined, number][] = [
      [school.childA1._id, school.teacherA.token, 403],
      [school.childB1._id, school.teacherA.token, 403],
      [school.childA1._id, school.familyA.token, 403],
      [school.childB1._id, school.familyA.token, 403],
      [school.childB1._id, school.familyB.token, 403],
      [school.childA1._id, undefined, 401],
    ];
    await expectEachRefusedAndUnchanged(runtime.api, school.superAdmin.token, attempts, (studentId, token) =>
      update(studentId, token, { grade: 'Hacked' }),
    );
  });

  it('answers an unknown student with 404 and a malformed id with 400', async () => {
    expect((await update(unknownId, school.admin.token, { grade: 'Year 1' })).status).toBe(404);
    expect((await update('not-an-id', school.admin.token, { grade: 'Year 1' })).status).toBe(400);
  });
});

describe('DELETE /students/{id}', () => {
  const remove = (studentId: string, token?: string) => send('DELETE', `/students/${studentId}`, token);

  it('unlinks the student from its family and its teachers', async () => {
    const student = await createStudent(runtime.api, school.superAdmin.token, {
      name: 'Jay',
      parentId: school.familyA.id,
    });
    await assignStudents(runtime.api, school.admin.token, school.teacherA.id, [
      school.childA1._id,
      student._id,
    ]);
    expect(ids(await studentsOf(runtime.api, school.teacherA.id, school.teacherA.token))).toContain(
      student._id,
    );
    const answer = await remove(student._id, school.admin.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { _id: student._id } });
    expect(ids(await myChildren(school.familyA.token))).not.toContain(student._id);
    expect(ids(await studentsOf(runtime.api, school.familyA.id, school.familyA.token))).not.toContain(
      student._id,
    );
    expect(ids(await studentsOf(runtime.api, school.teacherA.id, school.teacherA.token))).toEqual([
      school.childA1._id,
    ]);
    expect((await userById(runtime.api, school.superAdmin.token, school.teacherA.id))?.students).toEqual([
      school.childA1._id,
    ]);
    expect((await userById(runtime.api, school.superAdmin.token, school.familyA.id))?.children).not.toContain(
      student._id,
    );
    expect(await studentById(student._id)).toBeUndefined();
    expect((await remove(student._id, school.admin.token)).status).toBe(404);
  });

  it('lets super_admin delete a student', async () => {
    const student = await createStudent(runtime.api, school.admin.token, {
      name: 'Kim',
      parentId: school.familyB.id,
    });
    expect((await remove(student._id, school.superAdmin.token)).status).toBe(200);
    expect(ids(await myChildren(school.familyB.token))).not.toContain(student._id);
  });

  it('is refused to teacher, user and parent even for their own students (403), and changes nothing', async () => {
    const attempts: [string, string | undefined, number][] = [
      [school.childA1._id, school.teacherA.token, 403],
      [school.childA1._id, school.familyA.token, 403],
      [school.childB1._id, school.familyB.token, 403],
      [school.childA1._id, school.familyB.token, 403],
      [school.childA1._id, undefined, 401],
    ];
    await expectEachRefusedAndUnchanged(runtime.api, school.superAdmin.token, attempts, remove);
  });

  it('answers an unknown student with 404', async () => {
    expect((await remove(unknownId, school.admin.token)).status).toBe(404);
  });
});
