import { beforeAll, describe, expect, it } from 'vitest';
import type { GettingStarted } from '../../shared/schemas/getting-started-schemas';
import { setUpSchool, type SignedIn } from './support/accounts';
import { createSubject } from './support/curriculum-fixtures';
import { request } from './support/http';
import { bookLesson, daysFromNow } from './support/lesson-fixtures';
import { createPerson, createStudent, signInPerson, type SignedPerson } from './support/people-fixtures';
import { useTestRuntime } from './support/test-runtime';

const runtime = useTestRuntime();
let head: SignedIn;
let admin: SignedPerson;

beforeAll(async () => {
  head = await setUpSchool(runtime.api);
  admin = await signInPerson(
    runtime.api,
    await createPerson(runtime.api, head.token, {
      name: 'Alan Admin',
      email: 'admin@first-day.example',
      password: 'admin-secret-1',
      role: 'admin',
    }),
  );
}, 60_000);

async function checklist(token = head.token): Promise<GettingStarted> {
  const answer = await request(runtime.api, 'GET', '/dashboard/getting-started', { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as GettingStarted;
}

const doneSteps = async () => (await checklist()).steps.filter((step) => step.done).map((step) => step.id);

describe('GET /dashboard/getting-started', () => {
  it("shows a new school's checklist with nothing done, each step linking to its screen", async () => {
    const answer = await checklist();
    expect(answer).toMatchObject({ dismissed: false, shown: true });
    expect(answer.steps).toEqual([
      { id: 'schoolProfile', done: false, href: '/dashboard/settings?section=profile' },
      { id: 'payments', done: false, href: '/dashboard/settings?section=payments' },
      { id: 'curriculum', done: false, href: '/dashboard/subject-management' },
      { id: 'teachers', done: false, href: '/dashboard/teacher-management' },
      { id: 'families', done: false, href: '/dashboard/import' },
      { id: 'lessons', done: false, href: '/dashboard/lesson-booking' },
      { id: 'invoiceSettings', done: false, href: '/dashboard/settings?section=invoicing' },
    ]);
  });

  it('is the super_admin’s alone', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const path = method === 'GET' ? '/dashboard/getting-started' : '/dashboard/getting-started/dismiss';
      expect((await request(runtime.api, method, path, { token: admin.token })).status).toBe(403);
      expect((await request(runtime.api, method, path)).status).toBe(401);
    }
    expect((await checklist()).dismissed).toBe(false);
  });

  it('ticks each step as the school does it, and hides once all are done', async () => {
    await createSubject(runtime.api, head.token, 'Maths');
    expect(await doneSteps()).toEqual(['curriculum']);

    const profile = await request(runtime.api, 'PUT', '/school-profile', {
      token: head.token,
      body: { contactEmail: 'office@first-day.example' },
    });
    expect(profile.status, profile.text).toBe(200);
    expect(await doneSteps()).toEqual(['schoolProfile', 'curriculum']);

    const bank = await request(runtime.api, 'PUT', '/school-profile', {
      token: head.token,
      body: {
        contactEmail: 'office@first-day.example',
        paymentInstructions: {
          GBP: { accountName: 'First Day Ltd', sortCode: '123456', accountNumber: '12345678' },
        },
      },
    });
    expect(bank.status, bank.text).toBe(200);
    expect(await doneSteps()).toEqual(['schoolProfile', 'payments', 'curriculum']);

    const teacher = await createPerson(runtime.api, head.token, {
      name: 'Tess Teacher',
      email: 'tess@first-day.example',
      password: 'teacher-secret-1',
      role: 'teacher',
    });
    const family = await createPerson(runtime.api, head.token, {
      name: 'Fay Family',
      email: 'fay@first-day.example',
      password: 'family-secret-1',
      role: 'parent',
    });
    expect(await doneSteps()).toEqual(['schoolProfile', 'payments', 'curriculum', 'teachers']);
    const student = await createStudent(runtime.api, head.token, { name: 'Amy', parentId: family.id });
    expect(await doneSteps()).toContain('families');

    await bookLesson(runtime.api, head.token, {
      student: student._id,
      teacher: teacher.id,
      startTime: `${daysFromNow(3)}T15:00:00.000Z`,
    });
    expect(await doneSteps()).toContain('lessons');
    expect((await checklist()).shown).toBe(true);

    const settings = await request(runtime.api, 'GET', '/invoices/settings', { token: head.token });
    const saved = await request(runtime.api, 'PUT', '/invoices/settings', {
      token: head.token,
      body: settings.body.data,
    });
    expect(saved.status, saved.text).toBe(200);
    const done = await checklist();
    expect(done.steps.every((step) => step.done)).toBe(true);
    expect(done).toMatchObject({ dismissed: false, shown: false });
  });
});

describe('POST /dashboard/getting-started/dismiss', () => {
  it('hides the checklist for good, audited once however often it is sent', async () => {
    const first = await request(runtime.api, 'POST', '/dashboard/getting-started/dismiss', {
      token: head.token,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ dismissed: true, shown: false });
    const again = await request(runtime.api, 'POST', '/dashboard/getting-started/dismiss', {
      token: head.token,
    });
    expect(again.status, again.text).toBe(200);
    expect(await checklist()).toMatchObject({ dismissed: true, shown: false });

    const audit = await request(runtime.api, 'GET', '/audit-log?action=settings.gettingStartedDismiss', {
      token: head.token,
    });
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.data).toHaveLength(1);
  });
});
