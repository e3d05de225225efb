import { beforeAll, it } from 'vitest';
import { bookAt } from '../api/support/invoice-fixtures';
import { createStudent } from '../api/support/people-fixtures';
import { useSchoolWithPeople } from '../api/support/school-with-people-runtime';
import { useDynamoBudgets } from './dynamo-budget-measurements';

/**
 * The endpoints the benchmark loads that tests/api/dynamo-request-counts.test.ts
 * does not measure (the auth and lessons domains): sign-in, the session
 * check and a calendar month for each kind of caller, against the same
 * budgets file.
 */
const { runtime, school } = useSchoolWithPeople();

/** A calendar month view as the web app asks for it: six weeks over three months. */
const monthView = `from=${encodeURIComponent('2026-02-23T00:00:00.000Z')}&to=${encodeURIComponent('2026-04-05T23:59:59.999Z')}`;

beforeAll(async () => {
  const second = await createStudent(runtime.api, school.admin.token, {
    name: 'Cal A2',
    parentId: school.familyA.id,
  });
  const token = school.superAdmin.token;
  await bookAt(runtime.api, token, {
    student: school.childA1._id,
    teacher: school.teacherA.id,
    date: '2026-03-10',
  });
  await bookAt(runtime.api, token, { student: second._id, teacher: school.teacherA.id, date: '2026-03-11' });
  await bookAt(runtime.api, token, {
    student: school.childB1._id,
    teacher: school.teacherB.id,
    date: '2026-04-02',
  });
}, 120_000);

// Installed after the bookings above: only the requests measured below count.
const { measure, expectWithinBudgets } = useDynamoBudgets(runtime);

it('keeps sign-in, the session check and calendar months within their DynamoDB budgets, without a Scan', async () => {
  const { familyA } = school;
  await measure('auth.login (family)', 'auth.login', 'POST', '/auth/login', {
    body: { email: familyA.email, password: familyA.password },
  });
  await measure('auth.me (family)', 'auth.me', 'GET', '/auth/me', { token: familyA.token });
  await measure('lessons.list (teacher, month view)', 'lessons.list', 'GET', `/lessons?${monthView}`, {
    token: school.teacherA.token,
  });
  await measure('lessons.list (family of two, month view)', 'lessons.list', 'GET', `/lessons?${monthView}`, {
    token: familyA.token,
  });
  await measure('lessons.list (staff, month view)', 'lessons.list', 'GET', `/lessons?${monthView}`, {
    token: school.admin.token,
  });
  for (const token of [school.teacherA.token, familyA.token, school.admin.token]) {
    await measure(
      'lessons.calendarSummary (month view)',
      'lessons.calendarSummary',
      'GET',
      `/lessons/calendar-summary?${monthView}&studentName=a`,
      {
        token,
      },
    );
  }
  expectWithinBudgets();
}, 60_000);
