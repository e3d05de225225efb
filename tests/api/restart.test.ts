import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { Student } from '../../shared/schemas/student-schemas';
import { setUpSchool, signIn, superAdmin } from './support/accounts';
import { alive, ChildRuntimes, exited } from './support/child-runtime';
import { request } from './support/http';
import { listLessons } from './support/lesson-fixtures';
import { allStudents, createPerson, createStudent, uniqueEmail } from './support/people-fixtures';

/**
 * Restarts: `npm start`'s runtime (functions/local/start.ts) runs as a child
 * process on a data folder, writes go through the API in a loop, and the
 * process is killed with SIGKILL while writes are in flight; started again on
 * the same folder, it must still hold every write it acknowledged and work.
 * Round 1 kills the Node process alone: its DynamoDB Local (Java) must end
 * by itself, its standard input closed with the runtime (no orphan holds the
 * database; docs/architecture.md#one-machine). Round 2 kills the whole
 * process group, Java included.
 */
const runtimes = new ChildRuntimes();
const startRuntime = () => runtimes.start({ MAIL_PORT: '0' });

afterAll(() => runtimes.stopAll());

/** One write the API acknowledged (2xx), in the order the answers arrived. */
interface Acknowledged {
  kind: 'student' | 'lesson';
  /** 1 for the first acknowledgement of its round; the round's kill came right after the last one. */
  order: number;
  round: string;
  record: Student | Lesson;
}

/** The first lesson slot of the loop: one lesson an hour from here on, never clashing. */
const firstSlot = Date.parse('2037-01-05T00:00:00.000Z');
let writes = 0;

/**
 * Four writers create students and book lessons until `killAfter` writes are
 * acknowledged, then `kill` runs at once, while the other writers' requests
 * are in flight. Only 2xx answers count as acknowledged; a write cut off by
 * the kill may or may not have landed, and is not looked for.
 */
async function writeThenKill(
  api: string,
  token: string,
  parties: { student: string; teacher: string; parentId: string },
  round: string,
  killAfter: number,
  kill: () => void,
): Promise<{ acknowledged: Acknowledged[]; cutOff: number }> {
  const acknowledged: Acknowledged[] = [];
  let killed = false;
  let cutOff = 0;
  const writer = async () => {
    while (!killed) {
      const n = writes++;
      const kind = n % 2 === 0 ? 'student' : 'lesson';
      try {
        const answer =
          kind === 'student'
            ? await request(api, 'POST', '/students', {
                token,
                body: { name: `Restart Student ${n}`, parentId: parties.parentId, grade: `Year ${n % 13}` },
              })
            : await request(api, 'POST', '/lessons', {
                token,
                body: {
                  student: parties.student,
                  teacher: parties.teacher,
                  startTime: new Date(firstSlot + n * 3_600_000).toISOString(),
                  timezone: 'UK',
                  notes: `write ${n}`,
                },
              });
        if (answer.status >= 300) throw new Error(`write ${n} refused: ${answer.status} ${answer.text}`);
        if (killed) continue;
        acknowledged.push({ kind, order: acknowledged.length + 1, round, record: answer.body.data });
        if (acknowledged.length >= killAfter) {
          killed = true;
          kill();
        }
      } catch (error) {
        if (!killed) throw error;
        cutOff += 1;
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  return { acknowledged, cutOff };
}

const describeWrite = (write: Acknowledged) =>
  `${write.kind} ${write.kind === 'student' ? (write.record as Student).name : (write.record as Lesson).notes} ` +
  `(acknowledgement ${write.order} of round "${write.round}")`;

/** The acknowledged writes not found as acknowledged: every student and lesson must be there, unchanged. */
async function lostWrites(
  api: string,
  token: string,
  acknowledged: readonly Acknowledged[],
): Promise<string[]> {
  const students = new Map((await allStudents(api, token)).map((student) => [student._id, student]));
  const lessons = new Map(
    (
      await listLessons(api, token, {
        from: new Date(firstSlot).toISOString(),
        to: new Date(firstSlot + 80 * 86_400_000).toISOString(),
      })
    ).map((lesson) => [lesson._id, lesson]),
  );
  return acknowledged
    .filter((write) => {
      if (write.kind === 'student') {
        const wrote = write.record as Student;
        const found = students.get(wrote._id);
        return !(
          found &&
          found.name === wrote.name &&
          found.grade === wrote.grade &&
          found.parentId === wrote.parentId
        );
      }
      const wrote = write.record as Lesson;
      const found = lessons.get(wrote._id);
      return !(found && found.startTime === wrote.startTime && found.notes === wrote.notes);
    })
    .map(describeWrite);
}

describe('the local runtime killed mid-write', () => {
  it('keeps every acknowledged write and works again after SIGKILL, of the runtime alone and of its whole group', async () => {
    const timings: string[] = [];
    let started = await startRuntime();
    timings.push(`first start ${started.seconds.toFixed(1)} s`);
    const head = await setUpSchool(started.api);
    const family = await createPerson(started.api, head.token, {
      name: 'Restart Family',
      email: uniqueEmail('restart-family'),
      password: 'family-secret',
      role: 'user',
    });
    const teacher = await createPerson(started.api, head.token, {
      name: 'Restart Teacher',
      email: uniqueEmail('restart-teacher'),
      password: 'teacher-secret',
      role: 'teacher',
    });
    const child = await createStudent(started.api, head.token, {
      name: 'Restart Child',
      parentId: family.id,
    });
    const parties = { student: child._id, teacher: teacher.id, parentId: family.id };
    const everything: Acknowledged[] = [{ kind: 'student', order: 0, round: 'set-up', record: child }];

    for (const round of ['runtime alone', 'whole process group'] as const) {
      const victim = started.child;
      const javaPid = started.javaPid;
      const written = await writeThenKill(started.api, head.token, parties, round, 16, () => {
        process.kill(round === 'runtime alone' ? victim.pid! : -victim.pid!, 'SIGKILL');
      });
      await exited(victim);
      everything.push(...written.acknowledged);
      timings.push(`${round}: ${written.acknowledged.length} acknowledged, ${written.cutOff} cut off`);
      // Killing the runtime alone ends its Java too, without anyone's help.
      if (round === 'runtime alone')
        await expect
          .poll(() => alive(javaPid), { timeout: 20_000, message: 'DynamoDB Local outlived its runtime' })
          .toBe(false);

      started = await startRuntime();
      timings.push(`restart after killing the ${round} ${started.seconds.toFixed(1)} s`);
      expect(alive(javaPid), 'the previous DynamoDB Local still runs').toBe(false);

      // The session from before the kill still works (the signing secret lives in the folder), and a new one too.
      expect((await request(started.api, 'GET', '/auth/me', { token: head.token })).status).toBe(200);
      const session = await signIn(started.api, superAdmin.email, superAdmin.password);
      // Soft, so that the app is still checked below when a write is missing.
      expect
        .soft(
          await lostWrites(started.api, session.token, everything),
          `acknowledged writes lost after killing the ${round}`,
        )
        .toEqual([]);
      // And the app works: a new write, read back.
      const after = await createStudent(started.api, session.token, {
        name: `After ${round}`,
        parentId: family.id,
      });
      everything.push({ kind: 'student', order: 0, round: `after ${round}`, record: after });
      expect((await allStudents(started.api, session.token)).map((student) => student._id)).toContain(
        after._id,
      );
      const familySession = await signIn(started.api, family.email, family.password);
      const children = await request(started.api, 'GET', '/users/me/children', {
        token: familySession.token,
      });
      expect(children.status).toBe(200);
      expect((children.body.data as Student[]).map((student) => student._id)).toContain(after._id);
    }
    console.log(`restart test: ${timings.join('; ')}`);
    expect(existsSync(runtimes.pidFile)).toBe(true);
  }, 300_000);
});
