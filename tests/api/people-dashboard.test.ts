import { describe, expect, it } from 'vitest';
import { activityStatusColors } from '../../shared/activity-status';
import type { DashboardCounters, RecentActivity } from '../../shared/schemas/people-schemas';
import { request } from './support/http';
import {
  activityItemFields,
  assignStudents,
  createStudent,
  createUser,
  getData,
  subjectIds,
  uniqueEmail,
} from './support/people-fixtures';
import { useSchoolWithPeople } from './support/school-with-people-runtime';

const { runtime, school } = useSchoolWithPeople();

const counters = (token: string) => getData<DashboardCounters>(runtime.api, '/dashboard/counters', token);
const activity = (token: string) =>
  getData<RecentActivity[]>(runtime.api, '/dashboard/recent-activity', token);
const descriptions = (items: RecentActivity[]) => items.map((item) => `${item.title}: ${item.description}`);

describe('GET /dashboard/counters', () => {
  it("gives staff the school's totals", async () => {
    for (const token of [school.superAdmin.token, school.admin.token]) {
      const data = await counters(token);
      expect(Object.keys(data).sort()).toEqual(['progressUpdates', 'students', 'subjects', 'users']);
      // Six accounts (super_admin, admin, two teachers, two families) and two children.
      expect(data).toEqual({ students: 2, subjects: 3, users: 6, progressUpdates: 0 });
    }
  });

  it('gives a family its children and a teacher its students, never school totals', async () => {
    expect(await counters(school.familyA.token)).toEqual({
      students: 1,
      subjects: 2,
      users: 0,
      progressUpdates: 0,
    });
    expect(await counters(school.familyB.token)).toEqual({
      students: 1,
      subjects: 1,
      users: 0,
      progressUpdates: 0,
    });
    expect(await counters(school.teacherA.token)).toEqual({
      students: 1,
      subjects: 2,
      users: 0,
      progressUpdates: 0,
    });
  });

  it('is refused to the signed-out (401)', async () => {
    const answer = await request(runtime.api, 'GET', '/dashboard/counters');
    expect(answer.status).toBe(401);
  });
});

describe('GET /dashboard/recent-activity', () => {
  it('gives staff every event, newest first, with the spec fields', async () => {
    for (const token of [school.superAdmin.token, school.admin.token]) {
      const items = await activity(token);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(activityItemFields);
        expect(item.statusColor).toBe(activityStatusColors[item.status]);
        expect(new Date(item.time).toISOString()).toBe(item.time);
      }
      const times = items.map((item) => item.time);
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      expect(descriptions(items)).toEqual(
        expect.arrayContaining([
          'Student added: Amy A1 (Year 5) joined the school',
          'Student added: Ben B1 (Year 7) joined the school',
          'Students assigned: Tess Teacher now teaches 1 student',
          'Students assigned: Tom Teacher now teaches 1 student',
        ]),
      );
      // The fixture's last write was Tom's assignment.
      expect(descriptions(items)[0]).toBe('Students assigned: Tom Teacher now teaches 1 student');
      expect(items.find((item) => item.title === 'Student added')).toMatchObject({
        status: 'success',
        statusColor: activityStatusColors.success,
        icon: 'user-plus',
      });
    }
  });

  it("gives a family only events about its own children, never another family's", async () => {
    expect(descriptions(await activity(school.familyA.token))).toEqual([
      'Student added: Amy A1 (Year 5) joined the school',
    ]);
    expect(descriptions(await activity(school.familyB.token))).toEqual([
      'Student added: Ben B1 (Year 7) joined the school',
    ]);
    await createStudent(runtime.api, school.superAdmin.token, {
      name: 'Nina',
      grade: 'Year 2',
      parentId: school.familyA.id,
    });
    expect(descriptions(await activity(school.familyA.token))).toEqual([
      'Student added: Nina (Year 2) joined the school',
      'Student added: Amy A1 (Year 5) joined the school',
    ]);
    expect(descriptions(await activity(school.familyB.token))).toEqual([
      'Student added: Ben B1 (Year 7) joined the school',
    ]);
    expect(descriptions(await activity(school.admin.token))[0]).toBe(
      'Student added: Nina (Year 2) joined the school',
    );
  });

  it('gives a teacher only its own assignment events', async () => {
    const items = await activity(school.teacherA.token);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.title).toBe('Students assigned');
      expect(item.description).toMatch(/^Tess Teacher now teaches/);
    }
    expect(descriptions(items).at(-1)).toBe('Students assigned: Tess Teacher now teaches 1 student');
  });

  it('is refused to the signed-out (401)', async () => {
    const answer = await request(runtime.api, 'GET', '/dashboard/recent-activity');
    expect(answer.status).toBe(401);
  });
});

describe('dashboard counters after changes', () => {
  const plus = (base: DashboardCounters, delta: Partial<DashboardCounters>) => ({
    students: base.students + (delta.students ?? 0),
    subjects: base.subjects + (delta.subjects ?? 0),
    users: base.users + (delta.users ?? 0),
    progressUpdates: base.progressUpdates + (delta.progressUpdates ?? 0),
  });

  it('follow students and users being added and deleted, for each scope', async () => {
    const [staff, familyA, familyB, teacherA] = await Promise.all(
      [school.admin, school.familyA, school.familyB, school.teacherA].map((person) => counters(person.token)),
    );
    const student = await createStudent(runtime.api, school.admin.token, {
      name: 'Cora',
      parentId: school.familyA.id,
      subjects: [subjectIds.science, subjectIds.maths],
    });
    const user = await createUser(runtime.api, school.superAdmin.token, {
      name: 'Counted User',
      email: uniqueEmail('counted'),
      password: 'secret-123',
      role: 'user',
    });
    expect(await counters(school.admin.token)).toEqual(plus(staff!, { students: 1, users: 1 }));
    // familyA's children already study maths and english; Cora adds science.
    expect(await counters(school.familyA.token)).toEqual(plus(familyA!, { students: 1, subjects: 1 }));
    expect(await counters(school.familyB.token)).toEqual(familyB);
    expect(await counters(school.teacherA.token)).toEqual(teacherA);
    await assignStudents(runtime.api, school.admin.token, school.teacherA.id, [
      school.childA1._id,
      student._id,
    ]);
    expect(await counters(school.teacherA.token)).toEqual(plus(teacherA!, { students: 1, subjects: 1 }));
    const token = school.superAdmin.token;
    expect((await request(runtime.api, 'DELETE', `/students/${student._id}`, { token })).status).toBe(200);
    expect((await request(runtime.api, 'DELETE', `/users/${user._id}`, { token })).status).toBe(200);
    expect(await counters(school.superAdmin.token)).toEqual(staff);
    expect(await counters(school.familyA.token)).toEqual(familyA);
    expect(await counters(school.teacherA.token)).toEqual(teacherA);
  });
});
