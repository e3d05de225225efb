import { expect } from 'vitest';
import type { Role } from '../../../shared/roles';
import type { Student } from '../../../shared/schemas/student-schemas';
import type { PublicUser } from '../../../shared/schemas/user-schemas';
import { setUpSchool, signIn, superAdmin as superAdminDetails } from './accounts';
import { request, type ApiAnswer } from './http';

/** An account the fixtures created, with the password it can sign in with. */
export interface Person {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
}

export interface SignedPerson extends Person {
  token: string;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone?: string;
}

let emailCounter = 0;

/** A fresh address for each call, so tests never collide on the unique-email rule. */
export function uniqueEmail(prefix: string): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}@people.example`;
}

function expectStatus(answer: ApiAnswer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
}

export async function createUser(api: string, token: string, user: NewUser): Promise<PublicUser> {
  const answer = await request(api, 'POST', '/users', { token, body: user });
  expectStatus(answer, 201, `create ${user.role} ${user.email}`);
  return answer.body.data as PublicUser;
}

/** Creates the account and keeps what is needed to sign it in later. */
export async function createPerson(api: string, token: string, user: NewUser): Promise<Person> {
  const created = await createUser(api, token, user);
  return { id: created._id, name: user.name, email: user.email, password: user.password, role: user.role };
}

export async function signInPerson(api: string, person: Person): Promise<SignedPerson> {
  const session = await signIn(api, person.email, person.password);
  return { ...person, token: session.token };
}

export interface NewStudent {
  name: string;
  parentId: string;
  grade?: string;
  subjects?: string[];
}

export async function createStudent(api: string, token: string, student: NewStudent): Promise<Student> {
  const answer = await request(api, 'POST', '/students', { token, body: student });
  expectStatus(answer, 201, `create student ${student.name}`);
  return answer.body.data as Student;
}

export async function assignStudents(
  api: string,
  token: string,
  teacherId: string,
  studentIds: string[],
): Promise<PublicUser> {
  const answer = await request(api, 'POST', `/users/${teacherId}/assign-students`, {
    token,
    body: { studentIds },
  });
  expectStatus(answer, 200, `assign students to ${teacherId}`);
  return answer.body.data as PublicUser;
}

/** The school's three subjects, created by `createSchoolWithPeople` (allocated subjects must exist). */
export const subjectIds = { maths: '', english: '', science: '' };

async function createSubjects(api: string, token: string): Promise<void> {
  for (const [key, name] of [
    ['maths', 'KS2 Maths'],
    ['english', 'KS2 English'],
    ['science', 'KS3 Science'],
  ] as const) {
    const answer = await request(api, 'POST', '/subjects', { token, body: { name } });
    expectStatus(answer, 201, `create subject ${name}`);
    subjectIds[key] = answer.body.data._id as string;
  }
}

export interface SchoolWithPeople {
  superAdmin: SignedPerson;
  admin: SignedPerson;
  teacherA: SignedPerson;
  /** Not signed in: one sign-in per role keeps each file fast (scrypt costs ~0.4 s a login). */
  teacherB: Person;
  /** A family account of role user. */
  familyA: SignedPerson;
  /** A family account of role parent. */
  familyB: SignedPerson;
  /** familyA's child, taught by teacherA. */
  childA1: Student;
  /** familyB's child, taught by teacherB. */
  childB1: Student;
}

/**
 * The school every people test starts from: one account per role, two
 * families with one child each, each child with its own teacher. Accounts are
 * created one after another: their transactions all add to the counter item.
 */
export async function createSchoolWithPeople(api: string): Promise<SchoolWithPeople> {
  const head = await setUpSchool(api);
  const superAdmin: SignedPerson = {
    id: head.userId,
    name: superAdminDetails.name,
    email: superAdminDetails.email,
    password: superAdminDetails.password,
    role: 'super_admin',
    token: head.token,
  };
  await createSubjects(api, head.token);
  const make = (name: string, email: string, role: Role) =>
    createPerson(api, head.token, { name, email, password: `${role}-secret-1`, role });
  const admin = await make('Alan Admin', 'admin@people.example', 'admin');
  const teacherA = await make('Tess Teacher', 'tess@people.example', 'teacher');
  const teacherB = await make('Tom Teacher', 'tom@people.example', 'teacher');
  const familyA = await make('Fay Family', 'fay@people.example', 'user');
  const familyB = await make('Pat Parent', 'pat@people.example', 'parent');
  const childA1 = await createStudent(api, head.token, {
    name: 'Amy A1',
    grade: 'Year 5',
    parentId: familyA.id,
    subjects: [subjectIds.maths, subjectIds.english],
  });
  const childB1 = await createStudent(api, head.token, {
    name: 'Ben B1',
    grade: 'Year 7',
    parentId: familyB.id,
    subjects: [subjectIds.science],
  });
  await assignStudents(api, head.token, teacherA.id, [childA1._id]);
  await assignStudents(api, head.token, teacherB.id, [childB1._id]);
  const [signedAdmin, signedTeacherA, signedFamilyA, signedFamilyB] = await Promise.all(
    [admin, teacherA, familyA, familyB].map((person) => signInPerson(api, person)),
  );
  // Re-read: the assignments added each child's teacher.
  const students = await allStudents(api, head.token);
  const reread = (id: string) => students.find((student) => student._id === id)!;
  return {
    superAdmin,
    admin: signedAdmin!,
    teacherA: signedTeacherA!,
    teacherB,
    familyA: signedFamilyA!,
    familyB: signedFamilyB!,
    childA1: reread(childA1._id),
    childB1: reread(childB1._id),
  };
}

/** familyA's second child, 'Ann A2' (no subjects, no teacher): the lesson and invoice tests book it beside childA1. */
export function createSecondChildOfFamilyA(
  api: string,
  school: SchoolWithPeople,
  grade?: string,
): Promise<Student> {
  return createStudent(api, school.superAdmin.token, { name: 'Ann A2', grade, parentId: school.familyA.id });
}

/** The fields of a recent-activity item, sorted: the dashboard's list and the progress feed alike. */
export const activityItemFields = ['description', 'icon', 'id', 'status', 'statusColor', 'time', 'title'];

/** GET that must succeed; answers `data`. */
export async function getData<T = unknown>(api: string, path: string, token: string): Promise<T> {
  const answer = await request(api, 'GET', path, { token });
  expectStatus(answer, 200, `GET ${path}`);
  return answer.body.data as T;
}

export async function studentsOf(api: string, userId: string, token: string): Promise<Student[]> {
  return getData<Student[]>(api, `/users/${userId}/students`, token);
}

export async function allUsers(api: string, token: string): Promise<PublicUser[]> {
  return getData<PublicUser[]>(api, '/users?limit=500', token);
}

export async function allStudents(api: string, token: string): Promise<Student[]> {
  return getData<Student[]>(api, '/students?limit=500', token);
}

export async function userById(api: string, token: string, userId: string): Promise<PublicUser | undefined> {
  return (await allUsers(api, token)).find((user) => user._id === userId);
}

/**
 * Everything a people endpoint can change, as a super_admin reads it: every
 * user with its links, every student (with updatedAt, so any write shows),
 * the school's counters and the staff activity list.
 */
export async function schoolSnapshot(api: string, token: string) {
  const [users, students, counters, activity] = await Promise.all([
    allUsers(api, token),
    allStudents(api, token),
    getData(api, '/dashboard/counters', token),
    getData(api, '/dashboard/recent-activity', token),
  ]);
  return { users, students, counters, activity };
}

export type SchoolSnapshot = Awaited<ReturnType<typeof schoolSnapshot>>;

/** Sends a request that must be refused and checks that the school is exactly as before. */
export async function expectRefusedAndUnchanged(
  api: string,
  superAdminToken: string,
  attempt: () => Promise<ApiAnswer>,
  expected: { status: number; message?: string | RegExp },
): Promise<ApiAnswer> {
  const before = await schoolSnapshot(api, superAdminToken);
  const answer = await attempt();
  expect(answer.status, answer.text).toBe(expected.status);
  expect(answer.body.success).toBe(false);
  if (typeof expected.message === 'string') expect(answer.body.message).toBe(expected.message);
  else if (expected.message) expect(answer.body.message).toMatch(expected.message);
  expect(await schoolSnapshot(api, superAdminToken)).toEqual(before);
  return answer;
}

/**
 * Sends each attempt (the arguments of `send`, then the status it must get)
 * and checks, as expectRefusedAndUnchanged does, that it is refused and that
 * the school is exactly as before.
 */
export async function expectEachRefusedAndUnchanged<Args extends unknown[]>(
  api: string,
  superAdminToken: string,
  attempts: readonly (readonly [...Args, number])[],
  send: (...args: Args) => Promise<ApiAnswer>,
): Promise<void> {
  for (const attempt of attempts) {
    const status = attempt[attempt.length - 1] as number;
    const args = attempt.slice(0, -1) as Args;
    await expectRefusedAndUnchanged(api, superAdminToken, () => send(...args), { status });
  }
}

/** The callers a staff-only route refuses: teacherA, familyA (user) and familyB (parent) with 403, the signed-out with 401. */
export function nonStaffCallers(school: SchoolWithPeople): [token: string | undefined, status: number][] {
  return [
    [school.teacherA.token, 403],
    [school.familyA.token, 403],
    [school.familyB.token, 403],
    [undefined, 401],
  ];
}
