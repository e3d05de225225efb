import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../shared/schemas/user-schemas';
import { signIn } from './support/accounts';
import { bookLesson, editLesson } from './support/lesson-fixtures';
import { request, type ApiAnswer } from './support/http';
import {
  allStudents,
  allUsers,
  assignStudents,
  createPerson,
  createStudent,
  createUser,
  expectEachRefusedAndUnchanged,
  expectRefusedAndUnchanged,
  getData,
  nonStaffCallers,
  signInPerson,
  studentsOf,
  uniqueEmail,
  userById,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();

const publicUserKeys = ['_id', 'children', 'createdAt', 'email', 'id', 'name', 'role', 'students'];
const familyHasChildren =
  'This account still has students. Move them to another parent or delete them first.';

const send = (method: string, path: string, token?: string, body?: unknown) =>
  request(runtime.api, method, path, { token, body });

/** Every page of a list, following `nextCursor`; fails on a loop. */
async function readAllPages(
  path: string,
  token: string,
): Promise<{ pages: number; items: { _id: string }[] }> {
  const items: { _id: string }[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await send(
      'GET',
      cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path,
      token,
    );
    expect(answer.status, answer.text).toBe(200);
    items.push(...answer.body.data);
    cursor = answer.body.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(50);
  } while (cursor);
  return { pages, items };
}

const sortedIds = (users: { _id: string }[]) => users.map((user) => user._id).sort();
const byLowerName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0;

describe('GET /users', () => {
  it('lists every user by name with public fields only, for super_admin and admin', async () => {
    for (const token of [school.superAdmin.token, school.admin.token]) {
      const answer = await send('GET', '/users', token);
      expect(answer.status).toBe(200);
      const users: PublicUser[] = answer.body.data;
      expect(sortedIds(users)).toEqual(
        sortedIds(
          [
            school.superAdmin,
            school.admin,
            school.teacherA,
            school.teacherB,
            school.familyA,
            school.familyB,
          ].map((person) => ({ _id: person.id })),
        ),
      );
      expect(users.map((user) => user.name)).toEqual([...users].sort(byLowerName).map((user) => user.name));
      for (const user of users) expect(Object.keys(user).sort()).toEqual(publicUserKeys);
      expect(answer.text).not.toMatch(/passwordHash|scrypt\$/);
      const familyA = users.find((user) => user._id === school.familyA.id)!;
      expect(familyA).toMatchObject({ role: 'user', children: [school.childA1._id], students: [] });
      const teacherA = users.find((user) => user._id === school.teacherA.id)!;
      expect(teacherA).toMatchObject({ role: 'teacher', children: [], students: [school.childA1._id] });
    }
  });

  it('gives parent options (role=user,parent) with _id, name and email only', async () => {
    const answer = await send('GET', '/users?role=user,parent', school.admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    for (const option of answer.body.data)
      expect(Object.keys(option).sort()).toEqual(['_id', 'email', 'name']);
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        { _id: school.familyA.id, name: school.familyA.name, email: school.familyA.email },
        { _id: school.familyB.id, name: school.familyB.name, email: school.familyB.email },
      ]),
    );
  });

  it('gives teachers (role=teacher) with their students', async () => {
    const teachers: PublicUser[] = await getData(runtime.api, '/users?role=teacher', school.superAdmin.token);
    expect(teachers.map((teacher) => [teacher.name, teacher.role, teacher.students])).toEqual([
      [school.teacherA.name, 'teacher', [school.childA1._id]],
      [school.teacherB.name, 'teacher', [school.childB1._id]],
    ]);
  });

  it('refuses an unknown role with 400', async () => {
    const answer = await send('GET', '/users?role=user,wizard', school.superAdmin.token);
    expect(answer.status).toBe(400);
    // The message names the valid roles.
    expect(answer.body.message).toMatch(/super_admin.*admin.*teacher.*user.*parent/);
  });

  it('is refused to teacher, user and parent (403) and to the signed-out (401)', async () => {
    for (const token of [school.teacherA.token, school.familyA.token, school.familyB.token]) {
      expect((await send('GET', '/users', token)).status).toBe(403);
      expect((await send('GET', '/users?role=user,parent', token)).status).toBe(403);
    }
    expect((await send('GET', '/users')).status).toBe(401);
  });

  it('pages through all users by name, each exactly once', async () => {
    const everyone = await allUsers(runtime.api, school.superAdmin.token);
    const { pages, items } = await readAllPages('/users?limit=2', school.superAdmin.token);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(items.map((item) => item._id)).toEqual([...everyone].sort(byLowerName).map((user) => user._id));
  });

  it('pages parent options across both roles (limit=1), each family exactly once', async () => {
    const { pages, items } = await readAllPages('/users?limit=1&role=user,parent', school.admin.token);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(sortedIds(items)).toEqual([school.familyA.id, school.familyB.id].sort());
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['_id', 'email', 'name']);
  });

  it('answers a forged or garbage cursor with 400 Invalid cursor, never 500', async () => {
    const otherPartition = Buffer.from(
      JSON.stringify({ PK: 'USER#x', SK: 'USER', GSI1PK: 'USERS_BY_ROLE#admin', GSI1SK: 'a#x' }),
    ).toString('base64url');
    const wrongAttributes = Buffer.from(JSON.stringify({ PK: 'SCHOOL', SK: 'COUNTERS' })).toString(
      'base64url',
    );
    const attempts = [
      '/users?cursor=garbage',
      `/users?cursor=${wrongAttributes}`,
      `/users?cursor=${otherPartition}`,
      '/users?role=user,parent&cursor=garbage',
      '/users?role=user,parent&cursor=0.garbage',
      '/users?role=user,parent&cursor=7.',
      '/users?role=user,parent&cursor=-1.',
      `/users?role=user,parent&cursor=0.${otherPartition}`,
      `/users?role=user,parent&cursor=1.${wrongAttributes}`,
    ];
    for (const path of attempts) {
      const answer = await send('GET', path, school.superAdmin.token);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toBe('Invalid cursor');
    }
  });
});

describe('GET /users/me/children and /users/{id}/students', () => {
  it("gives a family its own children and nobody else's", async () => {
    const a = await getData<{ _id: string }[]>(runtime.api, '/users/me/children', school.familyA.token);
    const b = await getData<{ _id: string }[]>(runtime.api, '/users/me/children', school.familyB.token);
    expect(a.map((student) => student._id)).toEqual([school.childA1._id]);
    expect(b.map((student) => student._id)).toEqual([school.childB1._id]);
  });

  it('is refused to staff and teachers (403) and the signed-out (401)', async () => {
    for (const token of [school.superAdmin.token, school.admin.token, school.teacherA.token]) {
      expect((await send('GET', '/users/me/children', token)).status).toBe(403);
    }
    expect((await send('GET', '/users/me/children')).status).toBe(401);
  });

  it("gives a teacher's students and a family's children to staff and to the account itself", async () => {
    const cases: [string, string, string][] = [
      [school.teacherA.id, school.superAdmin.token, school.childA1._id],
      [school.teacherA.id, school.admin.token, school.childA1._id],
      [school.teacherA.id, school.teacherA.token, school.childA1._id],
      [school.teacherB.id, school.admin.token, school.childB1._id],
      [school.familyA.id, school.familyA.token, school.childA1._id],
      [school.familyB.id, school.familyB.token, school.childB1._id],
      [school.familyB.id, school.superAdmin.token, school.childB1._id],
    ];
    for (const [userId, token, studentId] of cases) {
      const students = await studentsOf(runtime.api, userId, token);
      expect(students.map((student) => student._id)).toEqual([studentId]);
    }
  });

  it("refuses another teacher's or another family's students with 403", async () => {
    const cases: [string, string][] = [
      [school.teacherB.id, school.teacherA.token],
      [school.familyA.id, school.teacherA.token],
      [school.familyB.id, school.familyA.token],
      [school.familyA.id, school.familyB.token],
      [school.teacherA.id, school.familyA.token],
    ];
    for (const [userId, token] of cases) {
      const answer = await send('GET', `/users/${userId}/students`, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'You can only view your own students' });
    }
  });

  it('answers an unknown user with 404 and a malformed id with 400', async () => {
    expect((await send('GET', '/users/0123456789abcdef01234567/students', school.admin.token)).status).toBe(
      404,
    );
    expect((await send('GET', '/users/not-an-id/students', school.admin.token)).status).toBe(400);
  });
});

describe('POST /users', () => {
  it('lets super_admin add any role; the phone is kept for a family’s account only', async () => {
    const user = await createUser(runtime.api, school.superAdmin.token, {
      name: 'Una User',
      email: uniqueEmail('una'),
      password: 'una-secret',
      role: 'user',
      phone: ' +44 20 7946 0000 ',
    });
    expect(user).toMatchObject({ name: 'Una User', role: 'user', phone: '+44 20 7946 0000', children: [] });
    const parent = await createUser(runtime.api, school.superAdmin.token, {
      name: 'Pat Parent',
      email: uniqueEmail('pat'),
      password: 'pat-secret',
      role: 'parent',
      phone: '+44 20 7946 0002',
    });
    expect(parent).toMatchObject({ role: 'parent', phone: '+44 20 7946 0002' });
    const admin = await createUser(runtime.api, school.superAdmin.token, {
      name: 'Adam Admin',
      email: uniqueEmail('adam'),
      password: 'adam-secret',
      role: 'admin',
      phone: '+44 20 7946 0001',
    });
    expect(admin.role).toBe('admin');
    expect(admin).not.toHaveProperty('phone');
    expect(Object.keys(admin).sort()).toEqual(publicUserKeys);
    const listed = await allUsers(runtime.api, school.superAdmin.token);
    expect(listed.find((entry) => entry._id === user._id)?.phone).toBe('+44 20 7946 0000');
    expect(listed.find((entry) => entry._id === admin._id)).not.toHaveProperty('phone');
  });

  it('lets admin add a teacher, with no phone kept', async () => {
    const answer = await send('POST', '/users', school.admin.token, {
      name: 'Terry Teacher',
      email: uniqueEmail('terry'),
      password: 'terry-secret',
      role: 'teacher',
      phone: '01234 567890',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Teacher added');
    expect(answer.body.data).toMatchObject({ name: 'Terry Teacher', role: 'teacher', students: [] });
    expect(answer.body.data).not.toHaveProperty('phone');
    const teachers = await getData<PublicUser[]>(runtime.api, '/users?role=teacher', school.admin.token);
    expect(teachers.map((teacher) => teacher._id)).toContain(answer.body.data._id);
  });

  it('refuses admin adding any role but teacher, and changes nothing', async () => {
    for (const role of ['user', 'parent', 'admin', 'super_admin']) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () =>
          send('POST', '/users', school.admin.token, {
            name: 'Not Allowed',
            email: uniqueEmail(`not-${role}`),
            password: 'secret-123',
            role,
          }),
        { status: 403, message: 'Only the Super Admin can add users' },
      );
    }
  });

  it('refuses teacher, user and parent (403) and the signed-out (401), and changes nothing', async () => {
    const body = { name: 'Sneaky', email: uniqueEmail('sneaky'), password: 'secret-123', role: 'teacher' };
    for (const token of [school.teacherA.token, school.familyA.token, school.familyB.token]) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => send('POST', '/users', token, body),
        {
          status: 403,
        },
      );
    }
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () => send('POST', '/users', undefined, body),
      {
        status: 401,
      },
    );
  });

  it('refuses an email already in use, whatever its case (409), and changes nothing', async () => {
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () =>
        send('POST', '/users', school.admin.token, {
          name: 'Copy Cat',
          email: `  ${school.teacherA.email.toUpperCase()} `,
          password: 'secret-123',
          role: 'teacher',
        }),
      { status: 409, message: 'Email already in use' },
    );
  });

  it('refuses a short password with the spec message', async () => {
    const answer = await send('POST', '/users', school.superAdmin.token, {
      name: 'Short Pass',
      email: uniqueEmail('short'),
      password: '  1234567  ',
      role: 'user',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.password).toBe('Password must be at least 8 characters');
  });
});

describe('PUT /users/{id}', () => {
  const edit = (userId: string, token: string | undefined, body: Record<string, unknown>) =>
    send('PUT', `/users/${userId}`, token, body);

  it("lets super_admin edit anyone; a family's rename shows on its children", async () => {
    const family = await createPerson(runtime.api, school.superAdmin.token, {
      name: 'Rita Rename',
      email: uniqueEmail('rita'),
      password: 'rita-secret',
      role: 'user',
    });
    const child = await createStudent(runtime.api, school.superAdmin.token, {
      name: 'Rory',
      parentId: family.id,
    });
    const newEmail = uniqueEmail('rita-new');
    const answer = await edit(family.id, school.superAdmin.token, {
      name: 'Rita Renamed',
      email: newEmail,
      phone: '07700 900123',
    });
    expect(answer.status, answer.text).toBe(200);
    // An account that signs in keeps its address until the new one confirms (account-takeover.test.ts).
    expect(answer.body.data).toMatchObject({
      _id: family.id,
      name: 'Rita Renamed',
      email: family.email,
      pendingEmail: newEmail,
      role: 'user',
    });
    expect(answer.body.data.phone).toBe('07700 900123');
    expect(answer.body.data.children).toEqual([child._id]);
    expect(await userById(runtime.api, school.superAdmin.token, family.id)).toMatchObject({
      name: 'Rita Renamed',
      email: family.email,
      pendingEmail: newEmail,
      phone: '07700 900123',
    });
    const reread = (await allStudents(runtime.api, school.superAdmin.token)).find((s) => s._id === child._id);
    expect(reread?.parents).toEqual([{ _id: family.id, name: 'Rita Renamed' }]);
  });

  it('lets admin edit a teacher but not a family, an admin or the super_admin', async () => {
    const answer = await edit(school.teacherB.id, school.admin.token, {
      name: 'Tom Teacher',
      email: school.teacherB.email.toUpperCase(),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.email).toBe(school.teacherB.email.toUpperCase());
    expect(answer.body.data.students).toEqual([school.childB1._id]);
    const restored = await edit(school.teacherB.id, school.admin.token, {
      name: 'Tom Teacher',
      email: school.teacherB.email,
    });
    expect(restored.status).toBe(200);
    for (const target of [school.familyA, school.familyB, school.superAdmin]) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => edit(target.id, school.admin.token, { name: 'Hijacked', email: target.email }),
        { status: 403, message: 'You can only edit your own account' },
      );
    }
  });

  it("refuses admin changing a teacher's role", async () => {
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () =>
        edit(school.teacherB.id, school.admin.token, {
          name: school.teacherB.name,
          email: school.teacherB.email,
          role: 'admin',
        }),
      { status: 403, message: 'Only the Super Admin can change roles' },
    );
  });

  it('lets every account edit its own record and nobody else', async () => {
    const own = await edit(school.familyA.id, school.familyA.token, {
      name: school.familyA.name,
      email: school.familyA.email,
      role: 'user',
      phone: '020 7946 0999',
    });
    expect(own.status, own.text).toBe(200);
    expect(own.body.data).toMatchObject({
      role: 'user',
      phone: '020 7946 0999',
      children: [school.childA1._id],
    });
    const teacher = await edit(school.teacherA.id, school.teacherA.token, {
      name: 'Tess Teacher',
      email: school.teacherA.email,
      phone: '020 7946 0888',
    });
    expect(teacher.status).toBe(200);
    // Phone is kept for role user only.
    expect(teacher.body.data).not.toHaveProperty('phone');
    const foreign: [string, string, string][] = [
      [school.teacherB.id, school.teacherB.email, school.teacherA.token],
      [school.familyB.id, school.familyB.email, school.familyA.token],
      [school.familyA.id, school.familyA.email, school.familyB.token],
      [school.admin.id, school.admin.email, school.teacherA.token],
      [school.superAdmin.id, school.superAdmin.email, school.familyA.token],
    ];
    for (const [userId, email, token] of foreign) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => edit(userId, token, { name: 'Hijacked', email }),
        { status: 403, message: 'You can only edit your own account' },
      );
    }
    expect(
      (await edit(school.familyA.id, undefined, { name: 'x', email: school.familyA.email })).status,
    ).toBe(401);
  });

  it('refuses changing your own role, for every role', async () => {
    const cases: [typeof school.familyA, string][] = [
      [school.familyA, 'admin'],
      [school.familyB, 'super_admin'],
      [school.teacherA, 'admin'],
      [school.admin, 'super_admin'],
      [school.superAdmin, 'admin'],
    ];
    for (const [person, role] of cases) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => edit(person.id, person.token, { name: person.name, email: person.email, role }),
        { status: 403, message: 'You cannot change your own role' },
      );
    }
  });

  it('refuses an email already in use by someone else, whatever its case (409)', async () => {
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () =>
        edit(school.familyA.id, school.familyA.token, {
          name: school.familyA.name,
          email: 'TOM@people.example',
          // One's own email changes only with the current password (tests/api/session-revocation.test.ts).
          currentPassword: school.familyA.password,
        }),
      { status: 409, message: 'Email already in use' },
    );
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () =>
        edit(school.teacherB.id, school.superAdmin.token, { name: 'Tom Teacher', email: school.admin.email }),
      { status: 409, message: 'Email already in use' },
    );
  });

  it('keeps the password when blank, trims a new one and needs at least 8 characters', async () => {
    const person = await createPerson(runtime.api, school.superAdmin.token, {
      name: 'Pam Password',
      email: uniqueEmail('pam'),
      password: 'first-secret',
      role: 'user',
    });
    const details = { name: person.name, email: person.email };
    for (const password of ['', '   ']) {
      expect((await edit(person.id, school.superAdmin.token, { ...details, password })).status).toBe(200);
    }
    expect((await edit(person.id, school.superAdmin.token, details)).status).toBe(200);
    await signIn(runtime.api, person.email, 'first-secret');
    const short = await edit(person.id, school.superAdmin.token, { ...details, password: '  1234567  ' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
    const signedIn = await signInPerson(runtime.api, person);
    const changed = await edit(person.id, signedIn.token, {
      ...details,
      password: '  second-secret  ',
      currentPassword: 'first-secret',
    });
    expect(changed.status).toBe(200);
    expect(changed.text).not.toMatch(/second-secret|passwordHash/);
    await signIn(runtime.api, person.email, 'second-secret');
    const old = await request(runtime.api, 'POST', '/auth/login', {
      body: { email: person.email, password: 'first-secret' },
    });
    expect(old.status).toBe(401);
  });

  it('moves a family between user and parent, but not an account with students to another kind', async () => {
    const before = (await allUsers(runtime.api, school.superAdmin.token)).find(
      (person) => person._id === school.familyA.id,
    );
    expect(before?.phone).toBeTruthy();
    const toParent = await edit(school.familyA.id, school.superAdmin.token, {
      name: school.familyA.name,
      email: school.familyA.email,
      role: 'parent',
    });
    expect(toParent.status, toParent.text).toBe(200);
    expect(toParent.body.data).toMatchObject({ role: 'parent', children: [school.childA1._id] });
    // A family keeps its phone as either kind of family account.
    expect(toParent.body.data.phone).toBe(before?.phone);
    const parents = await getData<{ _id: string }[]>(
      runtime.api,
      '/users?role=parent',
      school.superAdmin.token,
    );
    expect(parents.map((parent) => parent._id)).toContain(school.familyA.id);
    const back = await edit(school.familyA.id, school.superAdmin.token, {
      name: school.familyA.name,
      email: school.familyA.email,
      role: 'user',
    });
    expect(back.status).toBe(200);
    for (const [person, role] of [
      [school.familyA, 'teacher'],
      [school.teacherA, 'user'],
    ] as const) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => edit(person.id, school.superAdmin.token, { name: person.name, email: person.email, role }),
        { status: 409, message: /still has students linked/ },
      );
    }
  });

  it('answers an unknown user with 404', async () => {
    const answer = await edit('0123456789abcdef01234567', school.superAdmin.token, {
      name: 'Nobody',
      email: uniqueEmail('nobody'),
    });
    expect(answer.status).toBe(404);
  });
});

describe('DELETE /users/{id}', () => {
  const remove = (userId: string, token?: string) => send('DELETE', `/users/${userId}`, token);

  it('lets super_admin delete a user without children and admin delete a teacher', async () => {
    const family = await createUser(runtime.api, school.superAdmin.token, {
      name: 'Gone Family',
      email: uniqueEmail('gone'),
      password: 'secret-123',
      role: 'parent',
    });
    const teacher = await createUser(runtime.api, school.admin.token, {
      name: 'Gone Teacher',
      email: uniqueEmail('gone-teacher'),
      password: 'secret-123',
      role: 'teacher',
    });
    const first = await remove(family._id, school.superAdmin.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ _id: family._id });
    const second = await remove(teacher._id, school.admin.token);
    expect(second.status).toBe(200);
    const ids = (await allUsers(runtime.api, school.superAdmin.token)).map((user) => user._id);
    expect(ids).not.toContain(family._id);
    expect(ids).not.toContain(teacher._id);
    expect((await remove(family._id, school.superAdmin.token)).status).toBe(404);
  });

  it('refuses to delete a teacher with upcoming lessons (409 with how many), and deletes it once they are canceled', async () => {
    const teacher = await createUser(runtime.api, school.admin.token, {
      name: 'Busy Teacher',
      email: uniqueEmail('busy-teacher'),
      password: 'secret-123',
      role: 'teacher',
    });
    await assignStudents(runtime.api, school.admin.token, teacher._id, [school.childA1._id]);
    const booking = (startTime: string) =>
      bookLesson(runtime.api, school.admin.token, {
        student: school.childA1._id,
        teacher: teacher._id,
        startTime,
        timezone: 'UK',
      });
    const upcoming = [await booking('2099-03-10T10:00:00.000Z'), await booking('2099-03-17T10:00:00.000Z')];
    const past = await booking('2020-03-10T10:00:00.000Z');
    await editLesson(runtime.api, school.admin.token, past._id, { status: 'completed' });

    const refused = await remove(teacher._id, school.admin.token);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: 'This teacher has 2 upcoming lessons. Cancel them or give them to another teacher first.',
    });
    expect(await userById(runtime.api, school.superAdmin.token, teacher._id)).toBeDefined();

    for (const lesson of upcoming)
      await editLesson(runtime.api, school.admin.token, lesson._id, { status: 'canceled' });
    expect((await remove(teacher._id, school.admin.token)).status).toBe(200);
  });

  it('refuses admin deleting anyone but a teacher, and changes nothing', async () => {
    for (const target of [school.familyB, school.superAdmin, school.admin]) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => remove(target.id, school.admin.token),
        {
          status: 403,
        },
      );
    }
  });

  it('refuses deleting yourself', async () => {
    for (const person of [school.superAdmin, school.admin]) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => remove(person.id, person.token),
        {
          status: 403,
          message: 'You cannot delete your own account',
        },
      );
    }
  });

  it('refuses teacher, user and parent (403) and the signed-out (401), and changes nothing', async () => {
    const attempts: [string, string | undefined, number][] = [
      [school.teacherB.id, school.teacherA.token, 403],
      [school.teacherA.id, school.teacherA.token, 403],
      [school.familyB.id, school.familyA.token, 403],
      [school.familyA.id, school.familyA.token, 403],
      [school.admin.id, school.familyB.token, 403],
      [school.teacherB.id, undefined, 401],
    ];
    await expectEachRefusedAndUnchanged(runtime.api, school.superAdmin.token, attempts, remove);
  });

  it('refuses deleting a family that still has children (409), and allows it once they are gone', async () => {
    for (const family of [school.familyA, school.familyB]) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => remove(family.id, school.superAdmin.token),
        {
          status: 409,
          message: familyHasChildren,
        },
      );
    }
    const family = await createUser(runtime.api, school.superAdmin.token, {
      name: 'Short Stay',
      email: uniqueEmail('short-stay'),
      password: 'secret-123',
      role: 'user',
    });
    const child = await createStudent(runtime.api, school.admin.token, {
      name: 'Stay Child',
      parentId: family._id,
    });
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () => remove(family._id, school.superAdmin.token),
      {
        status: 409,
        message: familyHasChildren,
      },
    );
    expect((await send('DELETE', `/students/${child._id}`, school.admin.token)).status).toBe(200);
    expect((await remove(family._id, school.superAdmin.token)).status).toBe(200);
  });

  it("removes a deleted teacher from its students' teacherIds", async () => {
    const teacher = await createUser(runtime.api, school.admin.token, {
      name: 'Leaving Teacher',
      email: uniqueEmail('leaving'),
      password: 'secret-123',
      role: 'teacher',
    });
    await assignStudents(runtime.api, school.admin.token, teacher._id, [
      school.childA1._id,
      school.childB1._id,
    ]);
    const during = await allStudents(runtime.api, school.admin.token);
    expect(during.find((s) => s._id === school.childA1._id)?.teacherIds).toContain(teacher._id);
    expect((await remove(teacher._id, school.admin.token)).status).toBe(200);
    const after = await allStudents(runtime.api, school.admin.token);
    expect(after.find((s) => s._id === school.childA1._id)?.teacherIds).toEqual([school.teacherA.id]);
    expect(after.find((s) => s._id === school.childB1._id)?.teacherIds).toEqual([school.teacherB.id]);
  });

  it('answers an unknown user with 404', async () => {
    expect((await remove('0123456789abcdef01234567', school.superAdmin.token)).status).toBe(404);
  });
});

describe('POST /users/{id}/assign-students', () => {
  const assign = (teacherId: string, token: string | undefined, studentIds: unknown) =>
    send('POST', `/users/${teacherId}/assign-students`, token, { studentIds });
  const teacherIdsOf = async (studentId: string) =>
    (await allStudents(runtime.api, school.superAdmin.token)).find((student) => student._id === studentId)
      ?.teacherIds;

  it("replaces the teacher's student set and the students' teacherIds follow", async () => {
    const both = await assign(school.teacherA.id, school.superAdmin.token, [
      school.childB1._id,
      school.childA1._id,
    ]);
    expect(both.status, both.text).toBe(200);
    expect(both.body.message).toBe('Students assigned successfully');
    expect(both.body.data.students).toEqual([school.childA1._id, school.childB1._id].sort());
    expect(await teacherIdsOf(school.childB1._id)).toEqual([school.teacherA.id, school.teacherB.id].sort());
    const ids = (await studentsOf(runtime.api, school.teacherA.id, school.teacherA.token)).map((s) => s._id);
    expect(ids.sort()).toEqual([school.childA1._id, school.childB1._id].sort());
    const onlyB = await assign(school.teacherA.id, school.admin.token, [school.childB1._id]);
    expect(onlyB.status).toBe(200);
    expect(await teacherIdsOf(school.childA1._id)).toEqual([]);
    expect(await teacherIdsOf(school.childB1._id)).toEqual([school.teacherA.id, school.teacherB.id].sort());
    const restored = await assign(school.teacherA.id, school.admin.token, [school.childA1._id]);
    expect(restored.status).toBe(200);
    expect(await teacherIdsOf(school.childA1._id)).toEqual([school.teacherA.id]);
    expect(await teacherIdsOf(school.childB1._id)).toEqual([school.teacherB.id]);
    const teacher = await userById(runtime.api, school.superAdmin.token, school.teacherA.id);
    expect(teacher?.students).toEqual([school.childA1._id]);
  });

  it('refuses a target that is not a teacher (404), an empty set and unknown students (400)', async () => {
    const attempts: [string, unknown, number, string | RegExp][] = [
      [school.familyA.id, [school.childA1._id], 404, 'Teacher not found'],
      [school.admin.id, [school.childA1._id], 404, 'Teacher not found'],
      ['0123456789abcdef01234567', [school.childA1._id], 404, 'Teacher not found'],
      [school.teacherA.id, [], 400, 'No students selected'],
      [school.teacherA.id, [school.childB1._id, '0123456789abcdef01234567'], 400, /^Unknown student/],
      [school.teacherA.id, ['nope'], 400, /Invalid ID format/],
    ];
    for (const [teacherId, studentIds, status, message] of attempts) {
      await expectRefusedAndUnchanged(
        runtime.api,
        school.superAdmin.token,
        () => assign(teacherId, school.admin.token, studentIds),
        { status, message },
      );
    }
  });

  it('is refused to teacher, user and parent (403) and the signed-out (401)', async () => {
    await expectEachRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      nonStaffCallers(school),
      (token) => assign(school.teacherA.id, token, [school.childA1._id, school.childB1._id]),
    );
  });
});

/**
 * The last Super Admin can only be reached by two Super Admins acting at once
 * (each may only demote or delete the other). These run last: the fixture's
 * Super Admin may be the one that loses its role.
 */
describe('the last Super Admin', () => {
  async function superAdminCount(token: string): Promise<number> {
    const users = await allUsers(runtime.api, token);
    return users.filter((user) => user.role === 'super_admin').length;
  }

  it('can neither delete nor demote itself when it is the only one', async () => {
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () => send('DELETE', `/users/${school.superAdmin.id}`, school.superAdmin.token),
      { status: 403, message: 'You cannot delete your own account' },
    );
    await expectRefusedAndUnchanged(
      runtime.api,
      school.superAdmin.token,
      () =>
        send('PUT', `/users/${school.superAdmin.id}`, school.superAdmin.token, {
          name: school.superAdmin.name,
          email: school.superAdmin.email,
          role: 'user',
        }),
      { status: 403, message: 'You cannot change your own role' },
    );
  });

  let survivor: { id: string; token: string };

  it('survives two Super Admins demoting each other at the same time', async () => {
    const second = await signInPerson(
      runtime.api,
      await createPerson(runtime.api, school.superAdmin.token, {
        name: 'Second Head',
        email: uniqueEmail('second-head'),
        password: 'second-head',
        role: 'super_admin',
      }),
    );
    expect(await superAdminCount(school.superAdmin.token)).toBe(2);
    const demote = (target: { id: string; name: string; email: string }, token: string) =>
      send('PUT', `/users/${target.id}`, token, { name: target.name, email: target.email, role: 'admin' });
    const answers = await Promise.all([
      demote(second, school.superAdmin.token),
      demote(school.superAdmin, second.token),
    ]);
    expectExactlyOneWinner(answers, 'There must always be at least one Super Admin', accountChanged);
    const successes = answers.filter((answer) => answer.status === 200).length;
    survivor = answers[1]!.status === 200 ? second : school.superAdmin;
    expect(await superAdminCount(survivor.token)).toBe(2 - successes);
  });

  it('survives two Super Admins deleting each other at the same time', async () => {
    const third = await signInPerson(
      runtime.api,
      await createPerson(runtime.api, survivor.token, {
        name: 'Third Head',
        email: uniqueEmail('third-head'),
        password: 'third-head',
        role: 'super_admin',
      }),
    );
    const before = await superAdminCount(survivor.token);
    expect(before).toBe(2);
    const answers = await Promise.all([
      send('DELETE', `/users/${third.id}`, survivor.token),
      send('DELETE', `/users/${survivor.id}`, third.token),
    ]);
    expectExactlyOneWinner(answers, 'You cannot delete the last Super Admin', accountGone);
    const successes = answers.filter((answer) => answer.status === 200).length;
    const remaining = answers[1]!.status === 200 ? third : survivor;
    expect(await superAdminCount(remaining.token)).toBe(before - successes);
    expect(before - successes).toBeGreaterThanOrEqual(1);
  });
});

const accountChanged = 'Your account has changed. Please log in again.';
const accountGone = 'Your account no longer exists. Please log in again.';

/**
 * Two concurrent writes that would together leave no Super Admin: DynamoDB
 * Local runs transactions one at a time, so exactly one wins. The other is
 * stopped by the last-Super-Admin guard (409), or, when the winner demoted or
 * removed the loser's own account before the loser's request re-read it
 * (confirmAccount), by 401 with `staleMessage` — never a 500, never two winners.
 */
function expectExactlyOneWinner(answers: ApiAnswer[], lastMessage: string, staleMessage: string): void {
  const statuses = answers.map((answer) => answer.status).sort();
  const detail = answers.map((answer) => answer.text).join('\n');
  expect(
    statuses.filter((status) => status === 200),
    detail,
  ).toHaveLength(1);
  const loser = answers.find((answer) => answer.status !== 200)!;
  if (loser.status === 401) {
    expect(loser.body.message, detail).toBe(staleMessage);
  } else {
    expect(loser.status, detail).toBe(409);
    expect(loser.body.message).toBe(lastMessage);
  }
}
