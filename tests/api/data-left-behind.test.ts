import { afterAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../shared/schemas/lesson-schemas';
import type { RecentActivity } from '../../shared/schemas/people-schemas';
import { createTopic, createUnit, setStatus as setTopicStatus } from './support/curriculum-fixtures';
import { closeTableClient, dumpTable } from './support/hostile-input/table-dump';
import { request } from './support/http';
import { bookAt, generateInvoice, getRequest, statusRequest } from './support/invoice-fixtures';
import { bookLesson, daysFromNow, listLessons } from './support/lesson-fixtures';
import {
  assignStudents,
  createPerson,
  createStudent,
  getData,
  signInPerson,
  subjectIds,
  uniqueEmail,
  type SignedPerson,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

/**
 * Issue 34, "data left behind, and invoices that lie": an erasure or a
 * deletion takes with it what hung on the erased (slot locks, sign-ins,
 * drafts), rewrites its name where it stood in someone else's record, and a
 * renamed child is shown by its current name on its lessons and feed.
 */
const { runtime, school } = useSchoolWithPeople();
afterAll(closeTableClient);

async function newFamily(name: string): Promise<SignedPerson> {
  const person = await createPerson(runtime.api, school.superAdmin.token, {
    name,
    email: uniqueEmail('left-behind'),
    password: 'family-secret-1',
    role: 'user',
  });
  return signInPerson(runtime.api, person);
}

const erase = (path: string, confirm: string) =>
  request(runtime.api, 'POST', path, { token: school.superAdmin.token, body: { confirm } });

/** The items of the table of one entity, parsed (a test-only Scan). */
async function itemsOf(entity: string): Promise<Record<string, { S?: string; N?: string }>[]> {
  const items = [...(await dumpTable()).values()].map(
    (text) => JSON.parse(text) as Record<string, { S?: string; N?: string }>,
  );
  return items.filter((item) => item.entity?.S === entity);
}

/** The lesson as staff list it now (a window of a day around where it was booked). */
const lessonOf = async (studentId: string, booked: Lesson): Promise<Lesson | undefined> => {
  const start = Date.parse(booked.startTime);
  return (
    await listLessons(runtime.api, school.superAdmin.token, {
      studentId,
      from: new Date(start - 86_400_000).toISOString(),
      to: new Date(start + 86_400_000).toISOString(),
    })
  ).find((lesson) => lesson._id === booked._id);
};

describe('erasure', () => {
  it('frees the slot locks of every lesson of the child at once, weeks-old ones included', async () => {
    const family = await newFamily('Lina Lockholder');
    const child = await createStudent(runtime.api, school.superAdmin.token, {
      name: 'Lou Lockholder',
      parentId: family.id,
    });
    const lessons = [
      await bookAt(runtime.api, school.superAdmin.token, {
        student: child._id,
        teacher: school.teacherB.id,
        date: daysFromNow(-30),
      }),
      await bookAt(runtime.api, school.superAdmin.token, {
        student: child._id,
        teacher: school.teacherB.id,
        date: daysFromNow(9),
      }),
    ];
    const held = (locks: Awaited<ReturnType<typeof itemsOf>>) =>
      locks.filter(
        (lock) =>
          lessons.some((lesson) => lock.lessonId?.S === lesson._id) || lock.PK!.S!.includes(child._id),
      );
    expect(held(await itemsOf('SlotLock')).length).toBeGreaterThan(0);

    const answer = await erase(`/students/${child._id}/erase`, child.name);
    expect(answer.status, answer.text).toBe(200);
    expect(held(await itemsOf('SlotLock'))).toEqual([]);
  }, 60_000);

  it('ends the erased family’s sign-ins at once: no refresh token or sign-in family of it is left', async () => {
    const family = await newFamily('Sid Signedin');
    await signInPerson(runtime.api, family);
    await createStudent(runtime.api, school.superAdmin.token, { name: 'Sue Signedin', parentId: family.id });
    const sessions = async () =>
      [...(await itemsOf('RefreshToken')), ...(await itemsOf('TokenFamily'))].filter(
        (item) => item.userId?.S === family.id,
      );
    expect((await sessions()).length).toBeGreaterThanOrEqual(4);

    const answer = await erase(`/users/${family.id}/erase`, family.name);
    expect(answer.status, answer.text).toBe(200);
    expect(await sessions()).toEqual([]);
  }, 60_000);

  it('ends a deleted account’s sign-ins at once too', async () => {
    const teacher = await createPerson(runtime.api, school.superAdmin.token, {
      name: 'Dee Departing',
      email: uniqueEmail('departing'),
      password: 'teacher-secret-1',
      role: 'teacher',
    });
    await signInPerson(runtime.api, teacher);
    const sessions = async () =>
      [...(await itemsOf('RefreshToken')), ...(await itemsOf('TokenFamily'))].filter(
        (item) => item.userId?.S === teacher.id,
      );
    expect((await sessions()).length).toBeGreaterThanOrEqual(2);
    const answer = await request(runtime.api, 'DELETE', `/users/${teacher.id}`, {
      token: school.superAdmin.token,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(await sessions()).toEqual([]);
  }, 60_000);

  it('replaces the erased child’s and family’s names in other children’s lesson notes and activity', async () => {
    const token = school.superAdmin.token;
    const family = await newFamily('Erin Erasable');
    const erased = await createStudent(runtime.api, token, {
      name: 'Zed Erasable',
      parentId: family.id,
      subjects: [subjectIds.maths],
    });
    const sibling = await createStudent(runtime.api, token, { name: 'Xia Erasable', parentId: family.id });
    const other = await createStudent(runtime.api, token, {
      name: 'Yan Other',
      parentId: school.familyB.id,
      subjects: [subjectIds.maths],
    });
    await assignStudents(runtime.api, token, school.teacherA.id, [school.childA1._id, erased._id, other._id]);
    const book = (student: string, teacher: string, days: number, notes: string) =>
      bookLesson(runtime.api, token, {
        student,
        teacher,
        startTime: `${daysFromNow(days)}T08:00:00.000Z`,
        notes,
      });
    await book(erased._id, school.teacherA.id, 20, 'Fractions');
    await book(sibling._id, school.teacherB.id, 21, 'Brought her brother zed erasable along');
    const othersLesson = await book(other._id, school.teacherA.id, 22, 'Paired with Zed Erasable.');
    // The sibling's teacher knows the parent too.
    const othersLater = await book(other._id, school.teacherB.id, 23, 'Erin Erasable drives them home.');
    // A topic named after the child: the other child's progress event names it.
    const unitId = await createUnit(runtime.api, token, subjectIds.maths, 'Reading');
    const topicId = await createTopic(
      runtime.api,
      token,
      subjectIds.maths,
      unitId,
      'Zed Erasable’s book list',
    );
    await setTopicStatus(runtime.api, token, other._id, topicId, 'difficult');

    const studentErased = await erase(`/students/${erased._id}/erase`, erased.name);
    expect(studentErased.status, studentErased.text).toBe(200);
    expect((await lessonOf(other._id, othersLesson))?.notes).toBe('Paired with a former student.');
    expect((await lessonOf(other._id, othersLater))?.notes).toBe('Erin Erasable drives them home.');
    const siblingLessons = await listLessons(runtime.api, token, {
      studentId: sibling._id,
      from: `${daysFromNow(20)}T00:00:00.000Z`,
      to: `${daysFromNow(23)}T00:00:00.000Z`,
    });
    expect(siblingLessons.map((lesson) => lesson.notes)).toEqual([
      'Brought her brother a former student along',
    ]);
    for (const reader of [token, school.familyB.token]) {
      const activity = await getData<RecentActivity[]>(runtime.api, '/dashboard/recent-activity', reader);
      const descriptions = activity.map((event) => event.description);
      expect(descriptions).toContain('Yan Other: a former student’s book list — I Find Difficult');
      expect(descriptions.join('\n')).not.toContain('Zed Erasable');
    }

    const familyErased = await erase(`/users/${family.id}/erase`, family.name);
    expect(familyErased.status, familyErased.text).toBe(200);
    expect((await lessonOf(other._id, othersLesson))?.notes).toBe('Paired with a former student.');
    expect((await lessonOf(other._id, othersLater))?.notes).toBe('a former family drives them home.');
  }, 120_000);
});

describe('deleting a student', () => {
  it('deletes its draft invoices with it: none can be read or sent afterwards', async () => {
    const token = school.superAdmin.token;
    const child = await createStudent(runtime.api, token, {
      name: 'Dan Drafted',
      parentId: school.familyA.id,
    });
    await bookAt(runtime.api, token, { student: child._id, teacher: school.teacherA.id, date: '2030-05-06' });
    const draft = await generateInvoice(runtime.api, token, {
      studentId: child._id,
      dateRangeType: 'month',
      year: 2030,
      month: 5,
      currency: 'GBP',
    });

    const deleted = await request(runtime.api, 'DELETE', `/students/${child._id}`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await getRequest(runtime.api, token, draft._id)).status).toBe(404);
    const send = await statusRequest(runtime.api, token, draft._id, 'sent');
    expect(send.status, send.text).toBe(404);
    const listed = await request(runtime.api, 'GET', `/invoices?studentId=${child._id}`, { token });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.invoices).toEqual([]);
    const all = await request(runtime.api, 'GET', '/invoices?status=draft', { token });
    expect(all.status, all.text).toBe(200);
    expect(JSON.stringify(all.body.data)).not.toContain(draft._id);
  }, 60_000);
});

describe('a renamed student', () => {
  it('is shown by its current name on its lessons and in its family’s calendar feed', async () => {
    const token = school.superAdmin.token;
    const child = await createStudent(runtime.api, token, {
      name: 'Nora Oldname',
      parentId: school.familyB.id,
    });
    const lessons = [
      await bookAt(runtime.api, token, {
        student: child._id,
        teacher: school.teacherB.id,
        date: daysFromNow(-3),
      }),
      await bookAt(runtime.api, token, {
        student: child._id,
        teacher: school.teacherB.id,
        date: daysFromNow(5),
      }),
    ];
    const feed = await request(runtime.api, 'POST', '/calendar-feed', { token: school.familyB.token });
    expect(feed.status, feed.text).toBe(201);

    const renamed = await request(runtime.api, 'PUT', `/students/${child._id}`, {
      token,
      body: { name: 'Nora Newname' },
    });
    expect(renamed.status, renamed.text).toBe(200);

    for (const lesson of lessons)
      expect((await lessonOf(child._id, lesson))?.student).toEqual({ _id: child._id, name: 'Nora Newname' });
    const served = await request(runtime.api, 'GET', (feed.body.data.path as string).replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.text).toContain('Nora Newname');
    expect(served.text).not.toContain('Nora Oldname');
  }, 60_000);
});
