import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Domain } from '../../shared/routes/route-definition';
import { allRoutes } from '../../shared/routes/route-table';
import { installDynamoRequestCounter, type DynamoRequestCounter } from './support/dynamo-request-counter';
import { request, type ApiAnswer } from './support/http';
import {
  createPerson,
  createSchoolWithPeople,
  createStudent,
  uniqueEmail,
  type SchoolWithPeople,
} from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();
let school: SchoolWithPeople;
let counter: DynamoRequestCounter;

const domainsUnderTest: readonly Domain[] = ['users', 'students', 'dashboard'];

/**
 * The most DynamoDB commands one request of each endpoint may send, for the
 * schools measured here (under 100 students per account, so one BatchGet).
 * Reads: a Query, or the caller's account (GetItem) plus one BatchGetItem of
 * its students; users.list one Query per role asked for. Writes: the items
 * they check (GetItem, BatchGetItem) and one TransactWriteItems;
 * students.delete also Queries the student's partition for progress records.
 */
const bounds: Record<string, number> = {
  'users.list': 2,
  'users.myChildren': 2,
  'users.students': 2,
  // Privileged writes (confirmAccount in the route table) first re-read the caller's account: one GetItem more.
  'users.create': 2,
  'users.update': 3,
  'users.delete': 3,
  'users.assignStudents': 4,
  'students.list': 2,
  'students.create': 3,
  'students.update': 4,
  'students.delete': 4,
  'dashboard.counters': 2,
  'dashboard.recentActivity': 1,
};

/** Endpoints whose cost must not depend on the school's size. */
const sizeIndependent = new Set([
  'students.list (staff)',
  'users.list (all users)',
  'users.list (parent options)',
  'users.list (teachers)',
  'dashboard.counters (staff)',
  'dashboard.counters (family)',
  'dashboard.counters (teacher)',
  'dashboard.recentActivity (staff)',
  'dashboard.recentActivity (family)',
  'dashboard.recentActivity (teacher)',
]);

type SchoolSize = 'small' | 'large';

interface Measurement {
  routeId: string;
  label: string;
  commands: Record<SchoolSize, string[] | undefined>;
}

const measurements = new Map<string, Measurement>();

async function measure(
  size: SchoolSize,
  routeId: string,
  caller: string,
  expectedStatus: number,
  send: () => Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  const label = `${routeId} (${caller})`;
  const { result, commands } = await counter.measure(send);
  expect(result.status, `${label}: ${result.text}`).toBe(expectedStatus);
  const entry = measurements.get(label) ?? {
    routeId,
    label,
    commands: { small: undefined, large: undefined },
  };
  entry.commands[size] = commands;
  measurements.set(label, entry);
  return result;
}

const call = (method: string, path: string, token: string, body?: unknown) => () =>
  request(runtime.api, method, path, { token, body });

/**
 * One request of every endpoint, each with a caller that exercises its work.
 * The writes undo each other, so the school has the same students after.
 */
async function measureEveryEndpoint(size: SchoolSize): Promise<void> {
  const { superAdmin, admin, teacherA, familyA, familyB } = school;
  await measure(size, 'users.list', 'all users', 200, call('GET', '/users?limit=500', superAdmin.token));
  await measure(
    size,
    'users.list',
    'parent options',
    200,
    call('GET', '/users?role=user,parent&limit=500', admin.token),
  );
  await measure(
    size,
    'users.list',
    'teachers',
    200,
    call('GET', '/users?role=teacher&limit=500', admin.token),
  );
  await measure(size, 'users.myChildren', 'family', 200, call('GET', '/users/me/children', familyA.token));
  await measure(
    size,
    'users.students',
    'teacher, self',
    200,
    call('GET', `/users/${teacherA.id}/students`, teacherA.token),
  );
  await measure(
    size,
    'users.students',
    'admin, of a family',
    200,
    call('GET', `/users/${familyA.id}/students`, admin.token),
  );
  await measure(size, 'students.list', 'staff', 200, call('GET', '/students?limit=500', superAdmin.token));
  await measure(size, 'students.list', 'teacher', 200, call('GET', '/students', teacherA.token));
  await measure(size, 'students.list', 'family', 200, call('GET', '/students', familyA.token));
  for (const [caller, token] of [
    ['staff', admin.token],
    ['family', familyA.token],
    ['teacher', teacherA.token],
  ] as const) {
    await measure(size, 'dashboard.counters', caller, 200, call('GET', '/dashboard/counters', token));
    await measure(
      size,
      'dashboard.recentActivity',
      caller,
      200,
      call('GET', '/dashboard/recent-activity', token),
    );
  }

  const created = await measure(size, 'users.create', 'admin adds a teacher', 201, () =>
    request(runtime.api, 'POST', '/users', {
      token: admin.token,
      body: {
        name: 'Counted Teacher',
        email: uniqueEmail('counted'),
        password: 'secret-123',
        role: 'teacher',
      },
    }),
  );
  const teacher = created.body.data as { _id: string; email: string };
  const someStudents = [school.childA1._id, school.childB1._id];
  await measure(size, 'users.assignStudents', 'admin', 200, () =>
    request(runtime.api, 'POST', `/users/${teacher._id}/assign-students`, {
      token: admin.token,
      body: { studentIds: someStudents },
    }),
  );
  await measure(size, 'users.update', 'admin renames a teacher', 200, () =>
    request(runtime.api, 'PUT', `/users/${teacher._id}`, {
      token: admin.token,
      body: { name: 'Counted Teacher Renamed', email: teacher.email },
    }),
  );
  await measure(size, 'users.update', 'super_admin renames a family with children', 200, () =>
    request(runtime.api, 'PUT', `/users/${familyA.id}`, {
      token: superAdmin.token,
      body: { name: `Fay Family ${size}`, email: familyA.email },
    }),
  );
  await measure(size, 'users.delete', 'admin deletes a teacher with students', 200, () =>
    request(runtime.api, 'DELETE', `/users/${teacher._id}`, { token: admin.token }),
  );

  const student = await measure(size, 'students.create', 'admin', 201, () =>
    request(runtime.api, 'POST', '/students', {
      token: admin.token,
      body: { name: 'Counted Student', parentId: familyA.id },
    }),
  );
  const studentId = (student.body.data as { _id: string })._id;
  await measure(size, 'students.update', 'admin changes grade', 200, () =>
    request(runtime.api, 'PUT', `/students/${studentId}`, { token: admin.token, body: { grade: 'Year 9' } }),
  );
  await measure(size, 'students.update', 'super_admin moves parent', 200, () =>
    request(runtime.api, 'PUT', `/students/${studentId}`, {
      token: superAdmin.token,
      body: { parentId: familyB.id },
    }),
  );
  await measure(size, 'students.delete', 'admin', 200, () =>
    request(runtime.api, 'DELETE', `/students/${studentId}`, { token: admin.token }),
  );
}

async function studentCount(): Promise<number> {
  const answer = await request(runtime.api, 'GET', '/dashboard/counters', { token: school.superAdmin.token });
  return answer.body.data.students;
}

/** Three more families with the new students spread over them and some on teacherA. */
async function growSchool(): Promise<void> {
  const families = [school.familyA.id];
  for (const n of [1, 2, 3]) {
    const family = await createPerson(runtime.api, school.superAdmin.token, {
      name: `Grown Family ${n}`,
      email: uniqueEmail(`grown-${n}`),
      password: 'secret-123',
      role: n === 2 ? 'parent' : 'user',
    });
    families.push(family.id);
  }
  const taught = [school.childA1._id];
  for (let n = 0; n < 20; n++) {
    const student = await createStudent(runtime.api, school.admin.token, {
      name: `Grown Student ${String(n).padStart(2, '0')}`,
      parentId: families[n % families.length]!,
    });
    if (n % 3 === 0) taught.push(student._id);
  }
  const assigned = await request(runtime.api, 'POST', `/users/${school.teacherA.id}/assign-students`, {
    token: school.admin.token,
    body: { studentIds: taught },
  });
  expect(assigned.status).toBe(200);
}

beforeAll(async () => {
  school = await createSchoolWithPeople(runtime.api);
  for (const name of ['Cal', 'Dee', 'Eve']) {
    await createStudent(runtime.api, school.admin.token, { name, parentId: school.familyA.id });
  }
  counter = installDynamoRequestCounter();
});

afterAll(() => {
  counter?.uninstall();
  const table = markdownTable();
  console.log(`\nDynamoDB commands per request\n\n${table}`);
  const file = fileURLToPath(new URL('../../test-results/dynamo-request-counts.md', import.meta.url));
  mkdirSync(fileURLToPath(new URL('../../test-results/', import.meta.url)), { recursive: true });
  writeFileSync(file, `# DynamoDB commands per request\n\n${table}\n`);
});

function markdownTable(): string {
  const count = (commands: string[] | undefined) => (commands ? String(commands.length) : '—');
  const names = (commands: string[] | undefined) =>
    (commands ?? []).map((name) => name.replace(/Command$/, '')).join(', ');
  const lines = [
    '| Endpoint (caller) | 5 students | 25 students | Bound | Commands (25 students) |',
    '|---|---|---|---|---|',
    ...[...measurements.values()].map(
      (entry) =>
        `| ${entry.label} | ${count(entry.commands.small)} | ${count(entry.commands.large)} | ${bounds[entry.routeId] ?? '?'} | ${names(entry.commands.large ?? entry.commands.small)} |`,
    ),
  ];
  return lines.join('\n');
}

function expectWithinBounds(size: SchoolSize): void {
  for (const entry of measurements.values()) {
    const commands = entry.commands[size];
    expect(commands, `${entry.label} was not measured in the ${size} school`).toBeDefined();
    expect(bounds[entry.routeId], `no bound for ${entry.routeId}`).toBeDefined();
    expect(commands!.length, `${entry.label}: ${commands!.join(', ')}`).toBeLessThanOrEqual(
      bounds[entry.routeId]!,
    );
    expect(commands!.length, `${entry.label} sent nothing: is the counter installed?`).toBeGreaterThan(0);
    expect(commands, entry.label).not.toContain('ScanCommand');
  }
}

it('keeps every endpoint within its bound in a school of 5 students', async () => {
  expect(await studentCount()).toBe(5);
  await measureEveryEndpoint('small');
  expect(await studentCount()).toBe(5);
  expectWithinBounds('small');
  expect(measurements.get('dashboard.counters (staff)')?.commands.small).toEqual(['GetItemCommand']);
});

it('sends as many commands in a school of 25 students for staff lists, users and the dashboard', async () => {
  await growSchool();
  expect(await studentCount()).toBe(25);
  await measureEveryEndpoint('large');
  expect(await studentCount()).toBe(25);
  expectWithinBounds('large');
  expect(measurements.get('dashboard.counters (staff)')?.commands.large).toEqual(['GetItemCommand']);
  for (const label of sizeIndependent) {
    const entry = measurements.get(label);
    expect(entry, label).toBeDefined();
    expect(entry!.commands.large, label).toEqual(entry!.commands.small);
  }
}, 60_000);

it('measures every endpoint of the people domains and never scans', () => {
  const routeIds = allRoutes
    .filter((route) => domainsUnderTest.includes(route.domain))
    .map((route) => route.id);
  const measured = new Set([...measurements.values()].map((entry) => entry.routeId));
  expect(routeIds.filter((id) => !measured.has(id))).toEqual([]);
  expect(Object.keys(bounds).sort()).toEqual([...routeIds].sort());
  expect(counter.all.length).toBeGreaterThan(0);
  expect(counter.all.filter((name) => name.startsWith('Scan'))).toEqual([]);
});
