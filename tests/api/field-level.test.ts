import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../shared/schemas/user-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { addUnits, readHistory } from './support/curriculum-fixtures';
import { request, type ApiAnswer } from './support/http';
import {
  addItemRequest,
  bookAt,
  expectRefusedAndNothingChanged,
  generateInvoice,
  getInvoice,
  initialSettings,
  isoDay,
  type Invoice,
} from './support/invoice-fixtures';
import { allStudents, allUsers, getData, subjectIds, uniqueEmail } from './support/people-fixtures';
import { signIn } from './support/accounts';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/**
 * Field level: no request may set a field its caller may not set. Where a
 * body schema is strict the field is refused (400) and nothing changes; where
 * it is not, the field is dropped and the stored record shows it had no
 * effect. What other files already prove is not repeated here: a role sent
 * with a registration (register.test.ts), changing one's own role, admin
 * adding an admin or a super_admin or changing a teacher's role
 * (people-users.test.ts), admin changing a student's name or parent and an
 * unknown student field (people-students.test.ts), invoice totals, numbers,
 * status and currency in an invoice edit and status values outside the
 * transitions (invoices-lifecycle.test.ts), amounts and numbers in a
 * generation (invoices-generate.test.ts), a teacher moving a lesson
 * (lessons.test.ts).
 */
const { runtime, school } = useSchoolWithPeople();
let mathsTopic: string;
const unknownId = '0123456789abcdef01234567';
const storedHashLookalike = `scrypt$131072$8$1$${'c2FsdHNhbHQ='}$${'a2V5'.repeat(22)}`;

beforeAll(async () => {
  mathsTopic = (await addUnits(runtime.api, school.superAdmin.token, subjectIds.maths, 1, 1)).topicIds[0]!;
});

/** Who is linked to whom, as the super_admin reads it: every account's children and students, every student's links. */
async function links() {
  const [users, students] = await Promise.all([
    allUsers(runtime.api, school.superAdmin.token),
    allStudents(runtime.api, school.superAdmin.token),
  ]);
  return {
    users: Object.fromEntries(
      users.map((user) => [user._id, { children: user.children, students: user.students }]),
    ),
    students: Object.fromEntries(
      students.map((student) => [
        student._id,
        { parentId: student.parentId, teacherIds: student.teacherIds },
      ]),
    ),
  };
}

/** A dropped field answers 2xx; a refused one 400. Either way it must not have changed anything by itself. */
function expectAcceptedOrRefused(answer: ApiAnswer, success: number): void {
  expect([success, 400], answer.text).toContain(answer.status);
}

describe('accounts cannot be linked to children or students through their own bodies', () => {
  it('POST /users: children, students, an id, a creation date and a password hash in the body have no effect', async () => {
    const before = await links();
    const email = uniqueEmail('smuggler');
    const answer = await request(runtime.api, 'POST', '/users', {
      token: school.superAdmin.token,
      body: {
        name: 'Sam Smuggler',
        email,
        password: 'plain-secret',
        role: 'user',
        children: [school.childB1._id],
        students: [school.childB1._id],
        _id: unknownId,
        id: unknownId,
        createdAt: '2000-01-01T00:00:00.000Z',
        passwordHash: storedHashLookalike,
      },
    });
    expectAcceptedOrRefused(answer, 201);
    expect(await links()).toMatchObject(before);
    if (answer.status === 201) {
      const created = answer.body.data as PublicUser;
      expect(created).toMatchObject({ children: [], students: [], role: 'user' });
      expect(created._id).not.toBe(unknownId);
      expect(created.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
      // The password is the one sent, hashed by the server, not the hash sent beside it.
      const session = await signIn(runtime.api, email, 'plain-secret');
      expect(await getData(runtime.api, '/users/me/children', session.token)).toEqual([]);
    }
  });

  it('POST /auth/register: children and students in the body have no effect', async () => {
    const before = await links();
    const email = uniqueEmail('register-smuggler');
    const answer = await request(runtime.api, 'POST', '/auth/register', {
      body: {
        name: 'Rita Register',
        email,
        password: 'plain-secret',
        children: [school.childA1._id],
        students: [school.childA1._id],
      },
    });
    expectAcceptedOrRefused(answer, 201);
    expect(await links()).toMatchObject(before);
  });

  it('PUT /users/{own id}: a family cannot add another child, nor a teacher another student', async () => {
    const before = await links();
    const attempts: [typeof school.familyA, Record<string, unknown>][] = [
      [
        school.familyA,
        { children: [school.childA1._id, school.childB1._id], students: [school.childB1._id] },
      ],
      [school.familyB, { children: [school.childA1._id] }],
      [
        school.teacherA,
        { students: [school.childA1._id, school.childB1._id], children: [school.childB1._id] },
      ],
    ];
    for (const [person, smuggled] of attempts) {
      const answer = await request(runtime.api, 'PUT', `/users/${person.id}`, {
        token: person.token,
        body: { name: person.name, email: person.email, ...smuggled },
      });
      expectAcceptedOrRefused(answer, 200);
      if (answer.status === 200) {
        expect(answer.body.data.children).toEqual(before.users[person.id]!.children);
        expect(answer.body.data.students).toEqual(before.users[person.id]!.students);
      }
    }
    expect(await links()).toMatchObject(before);
    // And the other side's child stays out of reach.
    const familyAChildren = await getData<Student[]>(runtime.api, '/users/me/children', school.familyA.token);
    expect(familyAChildren.map((child) => child._id)).toEqual([school.childA1._id]);
    for (const [token, studentId] of [
      [school.familyA.token, school.childB1._id],
      [school.familyB.token, school.childA1._id],
      [school.teacherA.token, school.childB1._id],
    ] as const) {
      expect((await request(runtime.api, 'GET', `/progress/student/${studentId}`, { token })).status).toBe(
        403,
      );
    }
  });

  it("PUT /users/{teacher}: staff cannot assign students through a teacher's edit", async () => {
    const before = await links();
    for (const token of [school.admin.token, school.superAdmin.token]) {
      const answer = await request(runtime.api, 'PUT', `/users/${school.teacherB.id}`, {
        token,
        body: {
          name: school.teacherB.name,
          email: school.teacherB.email,
          students: [school.childA1._id, school.childB1._id],
        },
      });
      expectAcceptedOrRefused(answer, 200);
    }
    expect(await links()).toMatchObject(before);
  });
});

describe("a student's links cannot be set through its own body", () => {
  it('POST /students: teacherIds, parents and an id in the body have no effect', async () => {
    const before = await links();
    const answer = await request(runtime.api, 'POST', '/students', {
      token: school.admin.token,
      body: {
        name: 'Stowaway',
        parentId: school.familyA.id,
        teacherIds: [school.teacherB.id],
        parents: [{ _id: school.familyB.id, name: school.familyB.name }],
        _id: unknownId,
      },
    });
    expectAcceptedOrRefused(answer, 201);
    const after = await links();
    // Only familyA gains the new child; no teacher gains a student.
    expect(after.users[school.teacherB.id]).toEqual(before.users[school.teacherB.id]);
    expect(after.users[school.familyB.id]).toEqual(before.users[school.familyB.id]);
    if (answer.status === 201) {
      const created = answer.body.data as Student;
      expect(created._id).not.toBe(unknownId);
      expect(created).toMatchObject({ parentId: school.familyA.id, teacherIds: [] });
      expect(created.parents.map((parent) => parent._id)).toEqual([school.familyA.id]);
    }
  });
});

describe('progress is recorded as the caller, whatever the body says', () => {
  it('POST /progress: updatedBy and changedBy in the body are not who the history names', async () => {
    const answer = await request(runtime.api, 'POST', '/progress', {
      token: school.familyA.token,
      body: {
        studentId: school.childA1._id,
        topicId: mathsTopic,
        status: 'difficult',
        updatedBy: school.superAdmin.name,
        changedBy: school.superAdmin.name,
        changedAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expectAcceptedOrRefused(answer, 200);
    if (answer.status !== 200) return;
    const history = await readHistory(runtime.api, school.superAdmin.token, school.childA1._id, mathsTopic);
    const newest = history[0]!;
    expect(newest.changedBy).toBe(school.familyA.name);
    expect(newest.changedAt).not.toBe('2000-01-01T00:00:00.000Z');
  });
});

describe('lessons cannot be marked billed through their bodies', () => {
  it('an invoiceId sent when booking or editing a lesson leaves it billable', async () => {
    const token = school.superAdmin.token;
    const claim = await generateInvoice(runtime.api, token, {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      ...(await billableMonth(2033, 1)),
      currency: 'GBP',
    });
    const booked = await request(runtime.api, 'POST', '/lessons', {
      token,
      body: {
        student: school.childA1._id,
        teacher: school.teacherA.id,
        startTime: '2033-02-10T06:00:00.000Z',
        timezone: 'UAE',
        invoiceId: claim._id,
      },
    });
    expectAcceptedOrRefused(booked, 201);
    if (booked.status !== 201) return;
    const edited = await request(runtime.api, 'PUT', `/lessons/${booked.body.data._id}`, {
      token: school.teacherA.token,
      body: { notes: 'teacher edit', invoiceId: claim._id },
    });
    expectAcceptedOrRefused(edited, 200);
    const invoice = await generateInvoice(runtime.api, token, {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      year: 2033,
      month: 2,
      currency: 'GBP',
    });
    expect(invoice.items.map((item) => item.lessonId)).toEqual([booked.body.data._id]);
    expect((await getInvoice(runtime.api, token, claim._id)).items).toHaveLength(1);
  });
});

/** Books one lesson of childA1 with teacherA on the 3rd of the month and answers the period. */
async function billableMonth(year: number, month: number) {
  await bookAt(runtime.api, school.superAdmin.token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    date: isoDay(year, month, 3),
  });
  return { year, month };
}

describe('invoice amounts, numbers and status outside their own routes', () => {
  let draft: Invoice;
  let spareLessonId: string;

  beforeAll(async () => {
    const period = await billableMonth(2034, 5);
    draft = await generateInvoice(runtime.api, school.superAdmin.token, {
      studentId: school.childA1._id,
      dateRangeType: 'month',
      ...period,
      currency: 'GBP',
    });
    spareLessonId = (
      await bookAt(runtime.api, school.superAdmin.token, {
        student: school.childA1._id,
        teacher: school.teacherA.id,
        date: isoDay(2034, 5, 20),
      })
    )._id;
  });

  const refusedUnchanged = (attempt: () => Promise<ApiAnswer>) =>
    expectRefusedAndNothingChanged(
      runtime.api,
      school.superAdmin.token,
      attempt,
      { status: 400 },
      { years: [2034], also: () => getInvoice(runtime.api, school.superAdmin.token, draft._id) },
    );

  it('PATCH …/items/{itemId}: only the rate, never an amount, duration or date', async () => {
    const itemId = draft.items[0]!._id;
    for (const extra of [{ amount: 1 }, { duration: 600 }, { date: '2000-01-01' }, { total: 1 }]) {
      await refusedUnchanged(() =>
        request(runtime.api, 'PATCH', `/invoices/${draft._id}/items/${itemId}`, {
          token: school.superAdmin.token,
          body: { rate: 45, ...extra },
        }),
      );
    }
  });

  it('POST …/items: only the lesson, never a rate or an amount', async () => {
    for (const extra of [{ rate: 1 }, { amount: 1 }, { invoiceNumber: 'INV-1999-0001' }]) {
      await refusedUnchanged(() =>
        addItemRequest(runtime.api, school.superAdmin.token, draft._id, {
          lessonId: spareLessonId,
          ...extra,
        }),
      );
    }
  });

  it('PATCH …/status: only the status, never a number, a total or dates beside it', async () => {
    for (const extra of [
      { invoiceNumber: 'INV-1999-0001' },
      { total: 0 },
      { paidDate: '2000-01-01' },
      { dueDate: '2000-01-01' },
    ]) {
      await refusedUnchanged(() =>
        request(runtime.api, 'PATCH', `/invoices/${draft._id}/status`, {
          token: school.superAdmin.token,
          body: { status: 'sent', ...extra },
        }),
      );
    }
  });

  it('PUT /invoices/settings: no invoice counter or unknown setting', async () => {
    for (const extra of [{ lastNumber: 0 }, { invoiceNumberStart: 1 }, { nextNumber: 'INV-1999-0001' }]) {
      await refusedUnchanged(() =>
        request(runtime.api, 'PUT', '/invoices/settings', {
          token: school.superAdmin.token,
          body: { ...initialSettings, ...extra },
        }),
      );
    }
  });
});
