import { beforeAll, expect, it } from 'vitest';
import type { Domain } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { request } from './support/http';
import {
  assignStudents,
  createPerson,
  createSchoolWithPeople,
  createStudent,
  uniqueEmail,
  type Person,
  type SchoolWithPeople,
  type SignedPerson,
} from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();
let school: SchoolWithPeople;

beforeAll(async () => {
  school = await createSchoolWithPeople(runtime.api);
});

const domainsUnderTest: readonly Domain[] = ['users', 'students', 'dashboard'];
const principals = ['signedOut', 'super_admin', 'admin', 'teacher', 'user', 'parent'] as const;
type PrincipalName = (typeof principals)[number];
type StatusRow = Record<PrincipalName, number>;

/**
 * Expected status of every route of the people domains, per object variant
 * and caller. Variants:
 * - `any`: the route has no object in its path (for users.create: the role it adds);
 * - `own`: `{id}` is the caller itself, or (students) a student linked to the
 *   caller: the family's child, the teacher's student;
 * - `foreign`: `{id}` belongs to someone else: another teacher, the other
 *   family, the other family's child;
 * - `teacher` / `family`: `{id}` is (users.create: the new account is) a
 *   teacher / a family account other than the caller.
 * The callers: the super_admin, the admin, teacherA, familyA (role user) and
 * familyB (role parent) of createSchoolWithPeople.
 */
const expected: Record<string, Record<string, StatusRow>> = {};

expected['users.list'] = {
  any: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
};
expected['users.myChildren'] = {
  any: { signedOut: 401, super_admin: 403, admin: 403, teacher: 403, user: 200, parent: 200 },
};
expected['users.students'] = {
  own: { signedOut: 401, super_admin: 200, admin: 200, teacher: 200, user: 200, parent: 200 },
  foreign: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
};
expected['users.create'] = {
  teacher: { signedOut: 401, super_admin: 201, admin: 201, teacher: 403, user: 403, parent: 403 },
  family: { signedOut: 401, super_admin: 201, admin: 403, teacher: 403, user: 403, parent: 403 },
};
expected['users.update'] = {
  own: { signedOut: 401, super_admin: 200, admin: 200, teacher: 200, user: 200, parent: 200 },
  teacher: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
  family: { signedOut: 401, super_admin: 200, admin: 403, teacher: 403, user: 403, parent: 403 },
};
expected['users.delete'] = {
  own: { signedOut: 401, super_admin: 403, admin: 403, teacher: 403, user: 403, parent: 403 },
  teacher: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
  family: { signedOut: 401, super_admin: 200, admin: 403, teacher: 403, user: 403, parent: 403 },
};
expected['users.assignStudents'] = {
  // The caller's own id is not a teacher's, except for the teacher, which may not assign at all.
  own: { signedOut: 401, super_admin: 404, admin: 404, teacher: 403, user: 403, parent: 403 },
  foreign: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
};
expected['students.list'] = {
  any: { signedOut: 401, super_admin: 200, admin: 200, teacher: 200, user: 200, parent: 200 },
};
expected['students.create'] = {
  any: { signedOut: 401, super_admin: 201, admin: 201, teacher: 403, user: 403, parent: 403 },
};
expected['students.update'] = {
  own: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
  foreign: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
};
expected['students.delete'] = {
  own: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
  foreign: { signedOut: 401, super_admin: 200, admin: 200, teacher: 403, user: 403, parent: 403 },
};
expected['dashboard.counters'] = {
  any: { signedOut: 401, super_admin: 200, admin: 200, teacher: 200, user: 200, parent: 200 },
};
expected['dashboard.recentActivity'] = {
  any: { signedOut: 401, super_admin: 200, admin: 200, teacher: 200, user: 200, parent: 200 },
};

/** What one cell sends: the `{id}` of the path and the body. */
interface CellRequest {
  id?: string;
  body?: unknown;
}

type Builder = (principal: PrincipalName) => Promise<CellRequest>;

/** The signed-in account of each caller; the signed-out caller "owns" familyA's side. */
function callerOf(principal: PrincipalName): SignedPerson | undefined {
  const byPrincipal: Record<Exclude<PrincipalName, 'signedOut'>, SignedPerson> = {
    super_admin: school.superAdmin,
    admin: school.admin,
    teacher: school.teacherA,
    user: school.familyA,
    parent: school.familyB,
  };
  return principal === 'signedOut' ? undefined : byPrincipal[principal];
}

const selfOf = (principal: PrincipalName): Person => callerOf(principal) ?? school.familyA;
/** Another account of the caller's kind: the other teacher or the other family (teacherB for staff). */
function otherAccountOf(principal: PrincipalName): Person {
  if (principal === 'user') return school.familyB;
  if (principal === 'parent') return school.familyA;
  return school.teacherB;
}
const otherFamilyOf = (principal: PrincipalName): Person =>
  principal === 'user' ? school.familyB : school.familyA;
/** The caller's own student: the parent's child; familyA's child (taught by teacherA) otherwise. */
const ownStudentOf = (principal: PrincipalName) => (principal === 'parent' ? school.childB1 : school.childA1);
const foreignStudentOf = (principal: PrincipalName) =>
  principal === 'parent' ? school.childA1 : school.childB1;
const ownFamilyOf = (principal: PrincipalName) => (principal === 'parent' ? school.familyB : school.familyA);

const freshPerson = (role: 'teacher' | 'user') =>
  createPerson(runtime.api, school.superAdmin.token, {
    name: `Fresh ${role}`,
    email: uniqueEmail(`fresh-${role}`),
    password: 'fresh-secret',
    role,
  });

/** A new student linked to the caller (its family's child; for the teacher, assigned to it too). */
async function freshOwnStudent(principal: PrincipalName): Promise<string> {
  const student = await createStudent(runtime.api, school.superAdmin.token, {
    name: 'Fresh Own',
    parentId: ownFamilyOf(principal).id,
  });
  if (principal === 'teacher') {
    await assignStudents(runtime.api, school.superAdmin.token, school.teacherA.id, [
      school.childA1._id,
      student._id,
    ]);
  }
  return student._id;
}

async function freshForeignStudent(principal: PrincipalName): Promise<string> {
  const parentId = principal === 'parent' ? school.familyA.id : school.familyB.id;
  return (await createStudent(runtime.api, school.superAdmin.token, { name: 'Fresh Foreign', parentId }))._id;
}

/** A valid request for each route and variant; destructive cells get objects made for them alone. */
function requestBuilders(): Record<string, Record<string, Builder>> {
  const details = (person: Person) => ({ name: person.name, email: person.email });
  return {
    'users.list': { any: async () => ({}) },
    'users.myChildren': { any: async () => ({}) },
    'users.students': {
      own: async (p) => ({ id: selfOf(p).id }),
      foreign: async (p) => ({ id: otherAccountOf(p).id }),
    },
    'users.create': {
      teacher: async () => ({
        body: {
          name: 'New Teacher',
          email: uniqueEmail('new-teacher'),
          password: 'secret-123',
          role: 'teacher',
        },
      }),
      family: async () => ({
        body: { name: 'New Family', email: uniqueEmail('new-family'), password: 'secret-123', role: 'user' },
      }),
    },
    'users.update': {
      own: async (p) => ({ id: selfOf(p).id, body: details(selfOf(p)) }),
      teacher: async () => ({ id: school.teacherB.id, body: details(school.teacherB) }),
      family: async (p) => ({ id: otherFamilyOf(p).id, body: details(otherFamilyOf(p)) }),
    },
    'users.delete': {
      own: async (p) => ({ id: selfOf(p).id }),
      teacher: async () => ({ id: (await freshPerson('teacher')).id }),
      family: async () => ({ id: (await freshPerson('user')).id }),
    },
    'users.assignStudents': {
      own: async (p) => ({ id: selfOf(p).id, body: { studentIds: [school.childA1._id] } }),
      // teacherB's current set: a success changes nothing.
      foreign: async () => ({ id: school.teacherB.id, body: { studentIds: [school.childB1._id] } }),
    },
    'students.list': { any: async () => ({}) },
    'students.create': {
      any: async () => ({ body: { name: 'New Student', grade: 'Year 4', parentId: school.familyA.id } }),
    },
    'students.update': {
      own: async (p) => ({ id: ownStudentOf(p)._id, body: { grade: ownStudentOf(p).grade } }),
      foreign: async (p) => ({ id: foreignStudentOf(p)._id, body: { grade: foreignStudentOf(p).grade } }),
    },
    'students.delete': {
      own: async (p) => ({ id: await freshOwnStudent(p) }),
      foreign: async (p) => ({ id: await freshForeignStudent(p) }),
    },
    'dashboard.counters': { any: async () => ({}) },
    'dashboard.recentActivity': { any: async () => ({}) },
  };
}

const routesUnderTest = allRoutes.filter((route) => domainsUnderTest.includes(route.domain));

it('answers every people route with the expected status for every caller and object', async () => {
  // A route of these domains without rows in the table fails here, before anything is sent.
  const routeIds = routesUnderTest.map((route) => route.id);
  expect(routeIds.filter((id) => !(id in expected))).toEqual([]);
  expect(Object.keys(expected).filter((id) => !routeIds.includes(id))).toEqual([]);
  for (const route of routesUnderTest) {
    const variants = Object.keys(expected[route.id]!);
    if (route.path.includes('{id}')) expect(variants, route.id).toContain('own');
    if (route.path.includes('{id}')) expect(variants.length, route.id).toBeGreaterThanOrEqual(2);
    // The table agrees with the route table's role list: roles it leaves out are refused before anything runs.
    for (const variant of variants) {
      const row = expected[route.id]![variant]!;
      expect(row.signedOut, `${route.id} ${variant}`).toBe(401);
      for (const role of principals.filter((name) => name !== 'signedOut')) {
        if (route.access !== 'public' && !route.access.includes(role)) {
          expect(row[role], `${route.id} ${variant} ${role}`).toBe(403);
        }
      }
    }
  }

  const builders = requestBuilders();
  const mismatches: string[] = [];
  let cells = 0;
  for (const route of routesUnderTest) {
    for (const [variant, row] of Object.entries(expected[route.id]!)) {
      const build = builders[route.id]?.[variant];
      if (!build) throw new Error(`No request builder for ${route.id} / ${variant}`);
      for (const principal of principals) {
        const cell = await build(principal);
        const path = route.path.replace('{id}', cell.id ?? 'missing-id');
        const answer = await request(runtime.api, route.method, path, {
          token: callerOf(principal)?.token,
          body: cell.body,
        });
        cells += 1;
        if (answer.status !== row[principal]) {
          mismatches.push(
            `${route.id} [${variant}] as ${principal}: expected ${row[principal]}, got ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      }
    }
  }
  expect(mismatches).toEqual([]);
  expect(cells).toBe(
    Object.values(expected).reduce(
      (sum, variants) => sum + Object.keys(variants).length * principals.length,
      0,
    ),
  );
}, 180_000);
