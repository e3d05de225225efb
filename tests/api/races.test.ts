import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { PublicUser } from '../../shared/schemas/user-schemas';
import { addUnits, readCounters, readHistory, readSheet } from './support/curriculum-fixtures';
import { refreshCookieFrom, request, type ApiAnswer } from './support/http';
import { bookAt, generateInvoice, isoDay, listPage, statsOf } from './support/invoice-fixtures';
import { listLessons } from './support/lesson-fixtures';
import {
  allStudents,
  allUsers,
  createStudent,
  signInPerson,
  subjectIds,
  uniqueEmail,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/**
 * Races: the index of every race scenario of the API suite (issue 7 lists
 * the first six kinds), and the scenarios no other file holds. The index is
 * checked against the files, so a renamed or removed race test fails here.
 */
const raceIndex: { kind: string; file: string; test: string }[] = [
  {
    kind: 'concurrent setup: one super admin',
    file: 'setup.test.ts',
    test: 'creates exactly one Super Administrator when five setups race',
  },
  {
    kind: 'concurrent registration with one email: one account',
    file: 'register.test.ts',
    test: 'creates one account when registrations with one email race',
  },
  {
    kind: 'concurrent invoice generation: one invoice',
    file: 'invoices-generate.test.ts',
    test: 'lets exactly one of 10 concurrent generations for one student and month through; the others get 409',
  },
  {
    kind: 'concurrent invoice generation: gap-free numbers',
    file: 'invoices-generate.test.ts',
    test: 'gives 20 concurrent generations for 20 students the numbers INV-{year}-0001 to 0020, each once',
  },
  {
    kind: 'concurrent invoice generation in two currencies: each lesson billed once',
    file: 'invoices-generate.test.ts',
    test: 'bills each lesson once when GBP and AED generations for the same lessons race',
  },
  {
    kind: 'one lesson added to two drafts at once: on one of them',
    file: 'invoices-generate.test.ts',
    test: 'adds a lesson racing onto two drafts to exactly one of them',
  },
  {
    kind: 'concurrent booking of one slot: one lesson',
    file: 'lessons.test.ts',
    test: 'lets exactly one of five identical concurrent bookings through',
  },
  {
    kind: 'concurrent overlapping bookings of one teacher: one lesson',
    file: 'lessons.test.ts',
    test: 'lets exactly one of four concurrent overlapping bookings of one teacher through',
  },
  {
    kind: 'concurrent identical series: one series',
    file: 'lesson-series.test.ts',
    test: 'lets exactly one of two identical concurrent series through',
  },
  {
    kind: 'a series and a one-off racing for one slot: one wins, nothing left behind',
    file: 'lesson-series.test.ts',
    test: 'lets exactly one of a series and a one-off racing for one slot win; the loser leaves nothing behind',
  },
  {
    kind: 'concurrent status changes of one invoice: a valid final state',
    file: 'invoices-lifecycle.test.ts',
    test: 'ends in a valid state with consistent stats when status changes of one invoice race',
  },
  {
    kind: 'refresh-token reuse race: one winner, the family revoked',
    file: 'tokens.test.ts',
    test: 'let only one of two racing uses win, then revoke the family',
  },
  {
    kind: 'two Super Admins demoting each other: one remains',
    file: 'people-users.test.ts',
    test: 'survives two Super Admins demoting each other at the same time',
  },
  {
    kind: 'two Super Admins deleting each other: one remains',
    file: 'people-users.test.ts',
    test: 'survives two Super Admins deleting each other at the same time',
  },
  {
    kind: 'two overdue sweeps at once: each invoice marked once',
    file: 'invoices-sweep.test.ts',
    test: 'marks each invoice once when two sweeps run at the same time',
  },
  {
    kind: 'the sweep racing a payment or an edit: the later write wins',
    file: 'invoices-sweep.test.ts',
    test: 'leaves an invoice that was paid or edited after the sweep read it alone (its revision changed)',
  },
];

/** The scenarios of this file, added to the count printed after it. */
const localScenarios: string[] = [];
const scenario = (title: string) => {
  localScenarios.push(title);
  return title;
};

describe('the race index', () => {
  it.each(raceIndex.map((entry) => [entry.kind, entry] as const))('%s is still tested', (_kind, entry) => {
    const source = readFileSync(join(import.meta.dirname, entry.file), 'utf8');
    expect(source, `${entry.file} has no test "${entry.test}"`).toContain(entry.test);
  });
});

afterAll(() => {
  console.log(
    `race scenarios: ${raceIndex.length + localScenarios.length} ` +
      `(${raceIndex.length} in other files, ${localScenarios.length} in races.test.ts)`,
  );
});

const { runtime, school } = useSchoolWithPeople();

const statuses = (answers: readonly ApiAnswer[]) => answers.map((answer) => answer.status).sort();

describe('races no other file holds', () => {
  it(scenario('creates one account when staff add users with one email at once'), async () => {
    const email = uniqueEmail('twin');
    const answers = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        request(runtime.api, 'POST', '/users', {
          token: n % 2 ? school.admin.token : school.superAdmin.token,
          body: { name: `Twin ${n}`, email, password: 'twin-secret', role: 'teacher' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 409, 409, 409]);
    const users = await allUsers(runtime.api, school.superAdmin.token);
    expect(users.filter((user) => user.email === email)).toHaveLength(1);
  });

  it(scenario('books one lesson when one student is booked with two teachers at once'), async () => {
    const startTime = '2036-03-04T06:00:00.000Z';
    const answers = await Promise.all(
      [school.teacherA.id, school.teacherB.id].map((teacher, n) =>
        request(runtime.api, 'POST', '/lessons', {
          token: n ? school.admin.token : school.superAdmin.token,
          body: { student: school.childA1._id, teacher, startTime, timezone: 'UAE' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 409]);
    const lessons = await listLessons(runtime.api, school.superAdmin.token, {
      from: '2036-03-04T00:00:00.000Z',
      to: '2036-03-04T23:59:59.999Z',
    });
    expect(lessons.map((lesson: Lesson) => lesson._id)).toEqual([
      answers.find((a) => a.status === 201)!.body.data._id,
    ]);
  });

  it(
    scenario('keeps a consistent status, history and counter when one topic is set by three people at once'),
    async () => {
      const topicId = (await addUnits(runtime.api, school.superAdmin.token, subjectIds.maths, 1, 1))
        .topicIds[0]!;
      const countersBefore = await readCounters(runtime.api, school.superAdmin.token);
      const callers = [school.superAdmin, school.teacherA, school.familyA];
      const wanted = [
        'started',
        'difficult',
        'ok',
        'confident',
        'started',
        'ok',
        'difficult',
        'confident',
        'ok',
      ];
      const answers = await Promise.all(
        wanted.map((status, n) =>
          request(runtime.api, 'POST', '/progress', {
            token: callers[n % callers.length]!.token,
            body: { studentId: school.childA1._id, topicId, status },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(
        answers.every((answer) => answer.status === 200 || answer.status === 409),
        JSON.stringify(statuses(answers)),
      ).toBe(true);
      const history = await readHistory(runtime.api, school.superAdmin.token, school.childA1._id, topicId);
      const sheet = await readSheet(
        runtime.api,
        school.superAdmin.token,
        school.childA1._id,
        subjectIds.maths,
      );
      const record = sheet.find((entry) => entry.topicId._id === topicId)!;
      // The sheet shows the newest change, and every change recorded is a real change of status.
      expect(record.status).toBe(history[0]!.status);
      const oldestFirst = [...history].reverse().map((change) => change.status);
      oldestFirst.forEach((status, index) => {
        if (index > 0) expect(status, oldestFirst.join(' → ')).not.toBe(oldestFirst[index - 1]);
      });
      expect(history.length).toBeGreaterThanOrEqual(1);
      expect(history.length).toBeLessThanOrEqual(wanted.length);
      const countersAfter = await readCounters(runtime.api, school.superAdmin.token);
      expect(countersAfter.progressUpdates - countersBefore.progressUpdates).toBe(history.length);
    },
  );

  it(
    scenario('deletes an invoice once when four deletions race, freeing its period and lessons once'),
    async () => {
      const token = school.superAdmin.token;
      const period = { year: 2036, month: 6 };
      await bookAt(runtime.api, token, {
        student: school.childB1._id,
        teacher: school.teacherB.id,
        date: isoDay(period.year, period.month, 9),
      });
      const body = {
        studentId: school.childB1._id,
        dateRangeType: 'month' as const,
        ...period,
        currency: 'GBP' as const,
      };
      const invoice = await generateInvoice(runtime.api, token, body);
      const totalBefore = (await listPage(runtime.api, token, { limit: 1 })).total;
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() => request(runtime.api, 'DELETE', `/invoices/${invoice._id}`, { token })),
      );
      // The losers are told the invoice is gone (404) or changed meanwhile (409).
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toSatisfy(
        (losers: number[]) => losers.every((status) => status === 404 || status === 409),
      );
      expect((await listPage(runtime.api, token, { limit: 1 })).total).toBe(totalBefore - 1);
      const stats = await statsOf(runtime.api, token, period.year);
      expect(stats.overview.totalInvoices).toBe(0);
      // The period and its lesson are free again, exactly once.
      const again = await generateInvoice(runtime.api, token, body);
      expect(again.items.map((item) => item.lessonId)).toEqual(invoice.items.map((item) => item.lessonId));
    },
  );

  it(
    scenario("keeps a teacher's students and the students' teachers in step when assignments race"),
    async () => {
      const students = [];
      for (const name of ['Race One', 'Race Two', 'Race Three']) {
        students.push(
          await createStudent(runtime.api, school.superAdmin.token, { name, parentId: school.familyA.id }),
        );
      }
      const [one, two, three] = students.map((student) => student._id) as [string, string, string];
      const teacherB = await signInPerson(runtime.api, school.teacherB);
      const sets = [[one, two], [three], [one, three], [two]];
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(
          sets.map((studentIds, n) =>
            request(runtime.api, 'POST', `/users/${school.teacherB.id}/assign-students`, {
              token: n % 2 ? school.admin.token : school.superAdmin.token,
              body: { studentIds: round ? [...studentIds, school.childB1._id] : studentIds },
            }),
          ),
        );
        expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
        const teacher = (await allUsers(runtime.api, school.superAdmin.token)).find(
          (user: PublicUser) => user._id === school.teacherB.id,
        )!;
        const everyone = await allStudents(runtime.api, school.superAdmin.token);
        const teaching = everyone.filter((student) => student.teacherIds.includes(school.teacherB.id));
        // What a stale link would mean: teacherB reading the progress of a student it is not assigned to.
        const reachable = [];
        for (const student of everyone) {
          const answer = await request(runtime.api, 'GET', `/progress/student/${student._id}`, {
            token: teacherB.token,
          });
          if (answer.status === 200) reachable.push(student._id);
        }
        expect(
          { teachersStudents: [...teacher.students].sort(), reachable: reachable.sort() },
          'teacherB reaches a student its list does not have',
        ).toEqual({
          teachersStudents: [...teacher.students].sort(),
          reachable: [...teacher.students].sort(),
        });
        expect(teaching.map((student) => student._id).sort()).toEqual([...teacher.students].sort());
      }
      // Leave teacherB with its own student only, as the fixture made it.
      await request(runtime.api, 'POST', `/users/${school.teacherB.id}/assign-students`, {
        token: school.superAdmin.token,
        body: { studentIds: [school.childB1._id] },
      });
    },
  );

  it(scenario('signs a session out for good when a logout races its refresh'), async () => {
    for (let round = 0; round < 3; round++) {
      const login = await request(runtime.api, 'POST', '/auth/login', {
        body: { email: school.familyB.email, password: school.familyB.password },
      });
      const cookie = refreshCookieFrom(login);
      const [refresh, logout] = await Promise.all([
        request(runtime.api, 'POST', '/auth/refresh-token', { cookie }),
        request(runtime.api, 'POST', '/auth/logout', { cookie }),
      ]);
      expect(logout.status).toBe(200);
      expect([200, 401]).toContain(refresh.status);
      if (refresh.status === 200) {
        const successor = await request(runtime.api, 'POST', '/auth/refresh-token', {
          cookie: refreshCookieFrom(refresh),
        });
        expect(successor.status, 'the token issued during the logout outlived it').toBe(401);
      }
      expect((await request(runtime.api, 'POST', '/auth/refresh-token', { cookie })).status).toBe(401);
    }
  });
});
